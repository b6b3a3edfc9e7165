export { caHooks as default } from '../../../../plugins/role-hooks.ts';

export { studentHooks as default } from '../../../../plugins/role-hooks.ts';

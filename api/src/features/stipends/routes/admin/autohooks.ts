export { adminHooks as default } from '../../../../plugins/role-hooks.ts';

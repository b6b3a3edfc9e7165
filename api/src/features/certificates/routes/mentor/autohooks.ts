export { mentorHooks as default } from '../../../../plugins/role-hooks.ts';

/** The admin writes any batch's internship project. */
import { projectRoutes } from '../../../../../project-routes.ts';

export default projectRoutes('admin', () => ({ role: 'ADMIN' }));

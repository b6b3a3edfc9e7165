/** The projects of the specializations the mentor supervises. */
import { projectRoutes } from '../../../../project-routes.ts';

export default projectRoutes('mentor', (request) => ({ role: 'MENTOR', mentorId: request.currentUser._id }));

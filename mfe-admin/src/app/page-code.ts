/**
 * The code of the pages whose route starts loading them early (route-data.ts): one loader per page,
 * shared with its lazy element (pages.tsx), so the early start and the page share one download.
 */
export const loadAttendancePage = () => import('../features/training/components/AttendancePage');

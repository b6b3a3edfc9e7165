/** A signed-in student as GET /me answers, for the shell's and shared-ui's tests. */
import type { Me } from '@portal/shared-ui/api/me';

export const STUDENT_ME: Me = {
  id: 'u1',
  role: 'STUDENT',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 9876543210',
  country: 'India',
  state: 'Karnataka',
  studentId: 'CP25-000001',
  feeVerified: false,
  profileComplete: true,
};

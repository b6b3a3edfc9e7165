/** Calls of the fee feature for the API tests: payment links, verify and unverify as an admin, invoices as a student. */
import type { App } from '../../src/app.ts';
import type { SignedInUser } from './factories.ts';

export const VALID_LINK = 'https://rzp.io/l/abc123';

export function setPaymentLink(
  app: App,
  admin: SignedInUser,
  studentId: string,
  body: Record<string, unknown> = { url: VALID_LINK, amountMajor: 4999, currency: 'INR' },
) {
  return app.inject({ method: 'POST', url: `/admin/students/${studentId}/payment-link`, headers: admin.headers, payload: body });
}

export function clearPaymentLink(app: App, admin: SignedInUser, studentId: string) {
  return app.inject({ method: 'DELETE', url: `/admin/students/${studentId}/payment-link`, headers: admin.headers });
}

export function verifyFee(app: App, admin: SignedInUser, studentId: string) {
  return app.inject({ method: 'POST', url: `/admin/api/students/${studentId}/payment/verify`, headers: admin.headers, payload: {} });
}

export function unverifyFee(app: App, admin: SignedInUser, studentId: string) {
  return app.inject({ method: 'POST', url: `/admin/api/students/${studentId}/payment/unverify`, headers: admin.headers, payload: {} });
}

export function listInvoices(app: App, student: SignedInUser) {
  return app.inject({ method: 'GET', url: '/student/invoices', headers: student.headers });
}

export function invoiceFile(app: App, student: SignedInUser, url: string) {
  return app.inject({ method: 'GET', url, headers: student.headers });
}

// The customer's side of Razorpay in the browser tests: the stack's Razorpay double (stack/src/serve-razorpay-double.mjs).
import { TEST_KEY_ID, TEST_KEY_SECRET, type DoubleLink, type DoublePayment } from '@portal/stack/razorpay-double.mjs';
import { RAZORPAY_DOUBLE_URL } from './stack-env';

async function callDouble<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${RAZORPAY_DOUBLE_URL}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The newest payment link made for this customer's e-mail, read as the portal reads links (Razorpay's fetch-all, with the keys). */
export async function razorpayLinkOf(email: string): Promise<DoubleLink> {
  const auth = `Basic ${Buffer.from(`${TEST_KEY_ID}:${TEST_KEY_SECRET}`).toString('base64')}`;
  const { payment_links } = await callDouble<{ payment_links: DoubleLink[] }>('/v1/payment_links', { headers: { Authorization: auth } });
  const link = payment_links.find((l) => l.customer.email === email);
  if (!link) throw new Error(`no Razorpay link for ${email}`);
  return link;
}

/** The customer pays the link on Razorpay's page; the double reports it to the API's webhook, signed. */
export const payAtRazorpay = (linkId: string) =>
  callDouble<DoublePayment>(`/_double/payment_links/${encodeURIComponent(linkId)}/pay`, { method: 'POST' });

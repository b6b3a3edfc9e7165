// Reads mail from the embedded inbox's REST API (maildev 3: GET /api/email).
// Shared by the API tests and the browser tests to pick up OTP codes like a person would.

export interface InboxMail {
  id: string;
  time: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name: string }[];
  attachments?: { filename?: string; generatedFileName?: string; contentType: string; length?: number; size?: number }[];
}

/**
 * The mails to one address, oldest first. The inbox filters them (maildev's `to.address` query:
 * an exact match, and the portal sends to addresses in lower case), so a poll does not carry the
 * whole inbox, which grows to hundreds of mails over a browser run.
 */
export async function mailTo(inboxUrl: string, address: string): Promise<InboxMail[]> {
  const res = await fetch(`${inboxUrl}/api/email?${new URLSearchParams({ 'to.address': address.toLowerCase() })}`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return ((await res.json()) as InboxMail[]).sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/**
 * Waits until `address` has more than `since` mails (count them with mailTo before sending)
 * and returns the 6-digit code of the newest one.
 */
export async function waitForOtp(inboxUrl: string, address: string, { since = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailTo(inboxUrl, address);
    if (mails.length > since) {
      const code = /\b(\d{6})\b/.exec(mails[mails.length - 1]?.text ?? '')?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new OTP mail for ${address} within ${timeoutMs} ms`);
}

/** Waits until `address` has more than `since` mails and returns the newest one (optionally the newest whose subject matches). */
export async function waitForMail(
  inboxUrl: string,
  address: string,
  { since = 0, subject, timeoutMs = 10_000 }: { since?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await mailTo(inboxUrl, address)).slice(since).filter((m) => !subject || subject.test(m.subject));
    const newest = mails[mails.length - 1];
    if (newest) return newest;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new mail${subject ? ` matching ${subject}` : ''} for ${address} within ${timeoutMs} ms`);
}

/** The text of a mail's attachment (a calendar file), by its file name. */
export async function attachmentText(inboxUrl: string, mail: InboxMail, filename: string): Promise<string> {
  // The inbox stores each attachment under a generated name.
  const stored = mail.attachments?.find((a) => a.filename === filename)?.generatedFileName;
  if (!stored) throw new Error(`the mail has no attachment ${filename}`);
  const res = await fetch(`${inboxUrl}/api/email/${mail.id}/attachment/${encodeURIComponent(stored)}`);
  if (!res.ok) throw new Error(`inbox answered ${res.status} for attachment ${filename}`);
  return res.text();
}

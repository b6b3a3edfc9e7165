/** The sign-in calls of SPEC §7 with the sign-in messages of SPEC §8. */
import { MESSAGES } from '@portal/domain/messages';
import { ApiError, apiRequest, messageOf } from '@portal/shared-ui/api/api-client';

/** A sign-in failure whose message is ready to show; `status` is the API's answer, if it gave one. */
export class SignInError extends Error {
  override name = 'SignInError';

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** The API refused the code itself (wrong, expired, used up), not the request or the network. */
  get codeRejected(): boolean {
    return this.status === 400;
  }
}

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : undefined);

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

interface SendOtpResponse {
  ok?: boolean;
  success?: boolean;
  message?: string;
  error?: string;
}

/** POST /auth/otp/send; resolves with the message to show, rejects with a SignInError. */
export async function sendOtp(email: string): Promise<string> {
  let body: SendOtpResponse | undefined;
  try {
    body = await apiRequest<SendOtpResponse>('/auth/otp/send', { method: 'POST', body: { email }, auth: false });
  } catch (err) {
    throw new SignInError(messageOf(err, MESSAGES.otpSendFailed), statusOf(err));
  }
  if (body?.ok !== true && body?.success !== true) {
    throw new SignInError(text(body?.message) ?? text(body?.error) ?? MESSAGES.otpSendFailed);
  }
  return text(body.message) ?? MESSAGES.otpSent;
}

interface VerifyOtpResponse {
  accessToken?: string;
  refreshToken?: string;
  isNew?: boolean;
  newUser?: boolean;
}

export interface VerifiedSession {
  accessToken: string;
  refreshToken: string;
  isNew: boolean;
}

/** POST /auth/otp/verify with the code as both `otp` and `code`; rejects with a SignInError. */
export async function verifyOtp(email: string, code: string): Promise<VerifiedSession> {
  let body: VerifyOtpResponse | undefined;
  try {
    body = await apiRequest<VerifyOtpResponse>('/auth/otp/verify', {
      method: 'POST',
      body: { email, otp: code, code },
      auth: false,
    });
  } catch (err) {
    throw new SignInError(messageOf(err, MESSAGES.verifyFailed), statusOf(err));
  }
  const accessToken = text(body?.accessToken);
  const refreshToken = text(body?.refreshToken);
  if (!accessToken || !refreshToken) throw new SignInError(MESSAGES.loginTokensMissing);
  return { accessToken, refreshToken, isNew: body?.isNew === true || body?.newUser === true };
}

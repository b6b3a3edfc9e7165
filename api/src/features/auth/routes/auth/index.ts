import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, erasedSessionMessage } from '@portal/domain/messages';
import { normalizeEmail, validateEmail, validateOtp } from '@portal/domain/validation';
import { API_MESSAGES } from '../../../../lib/messages.ts';
import { JSON_BODY_ERRORS, NullableString, SIGNED_IN_ERRORS, errorResponses } from '../../../../schemas/common.ts';
import type { UserDoc } from '../../../../lib/models.ts';
import type { Role } from '@portal/domain/constants';

const Email = Type.Optional(NullableString({ maxLength: 320 }));
// The examples show in /docs and give schemathesis valid requests to start from.
const SendBody = Type.Object({ email: Email }, { additionalProperties: false, examples: [{ email: 'asha.rao@example.com' }] });
const VerifyBody = Type.Object(
  { email: Email, otp: Type.Optional(NullableString({ maxLength: 20 })), code: Type.Optional(NullableString({ maxLength: 20 })) },
  { additionalProperties: false, examples: [{ email: 'asha.rao@example.com', otp: '123456' }] },
);
const SendResponse = Type.Object({ ok: Type.Boolean(), message: Type.String() }, { additionalProperties: false });
const LoginResponse = Type.Object(
  { accessToken: Type.String(), refreshToken: Type.String(), isNew: Type.Boolean(), newUser: Type.Boolean() },
  { additionalProperties: false },
);
const RefreshBody = Type.Object({ refreshToken: Type.Optional(NullableString({ maxLength: 200 })) }, { additionalProperties: false });
const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() }, { additionalProperties: false });

/** "asha.rao@gmail.com" -> "as***@gmail.com": enough to follow a support case, not a full address in the log. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? '***' : `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/** POST /auth/otp/send, /auth/otp/verify, /auth/refresh, /auth/logout */
const auth: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, otp, sessions } = fastify;
  const ipLimit = (max: number) => ({ rateLimit: { max, timeWindow: config.ipLimitWindowMs } });

  const signAccess = (user: UserDoc, sid: string) => fastify.jwt.sign({ sub: String(user._id), role: user.role as Role, sid });

  fastify.post(
    '/otp/send',
    {
      config: ipLimit(config.otpSendIpLimit),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit sign-in code (same answer for known and unknown addresses)',
        body: SendBody,
        response: { 200: SendResponse, ...errorResponses(...JSON_BODY_ERRORS, 429, 503) },
      },
    },
    async (request, reply) => {
      const problem = validateEmail(request.body.email);
      if (problem) return reply.badRequest(problem);
      const email = normalizeEmail(request.body.email);

      const sent = await otp.send(email);
      if (!sent.ok) {
        if (sent.reason === 'wait') {
          reply.header('Retry-After', String(sent.retryAfterSeconds));
          throw fastify.httpErrors.tooManyRequests(sent.message);
        }
        const failure = { ...sent.failure, to: maskEmail(email) };
        if (sent.reason === 'refused') {
          request.log.info({ err: failure }, 'the mail server refused the address');
          return reply.badRequest(API_MESSAGES.mailRecipientRefused);
        }
        request.log.error({ err: failure }, 'sending the OTP mail failed');
        throw fastify.httpErrors.createError(503, API_MESSAGES.mailFailed, { expose: true });
      }
      request.log.info({ to: maskEmail(email) }, 'OTP mail sent');
      return { ok: true, message: MESSAGES.otpSent };
    },
  );

  fastify.post(
    '/otp/verify',
    {
      config: ipLimit(config.otpVerifyIpLimit),
      schema: {
        tags: ['auth'],
        summary: 'Exchange e-mail + code (field otp or code) for tokens; creates the account on first sign-in',
        body: VerifyBody,
        response: { 200: LoginResponse, ...errorResponses(...JSON_BODY_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const emailProblem = validateEmail(request.body.email);
      if (emailProblem) return reply.badRequest(emailProblem);
      const email = normalizeEmail(request.body.email);
      const code = (request.body.otp ?? request.body.code ?? '').trim();
      const otpProblem = validateOtp(code);
      if (otpProblem) return reply.badRequest(otpProblem);

      const signedIn = await sessions.signIn(email, code, request.headers['user-agent'] ?? null);
      if (!signedIn.ok) {
        if (signedIn.reason === 'wait') {
          reply.header('Retry-After', String(signedIn.retryAfterSeconds));
          throw fastify.httpErrors.tooManyRequests(signedIn.message);
        }
        if (signedIn.reason === 'locked') return reply.badRequest(API_MESSAGES.otpTooManyAttempts);
        if (signedIn.reason === 'expired') return reply.badRequest(API_MESSAGES.otpExpired);
        return reply.badRequest(API_MESSAGES.otpInvalid);
      }
      const { user, created, sid, refreshToken } = signedIn;
      request.log.info({ userId: String(user._id), created }, 'signed in');
      return { accessToken: signAccess(user, sid), refreshToken, isNew: created, newUser: created };
    },
  );

  fastify.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        body: RefreshBody,
        response: { 200: TokenPair, ...errorResponses(...JSON_BODY_ERRORS, ...SIGNED_IN_ERRORS) },
      },
    },
    async (request, reply) => {
      const token = request.body.refreshToken ?? '';
      const refreshed = await sessions.refresh(token);
      if (!refreshed.ok) {
        if (refreshed.reason === 'reused') request.log.warn('refresh token reuse: session revoked');
        if (refreshed.reason === 'erased') return reply.unauthorized(erasedSessionMessage(refreshed.erasedAt));
        return reply.unauthorized(MESSAGES.sessionExpired);
      }
      return { accessToken: signAccess(refreshed.user, refreshed.sid), refreshToken: refreshed.refreshToken };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session (token family) of this refresh token',
        body: RefreshBody,
        response: { 204: Type.Null(), ...errorResponses(...JSON_BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      await sessions.revoke(request.body.refreshToken ?? '');
      return reply.code(204).send(null);
    },
  );
};

export default auth;

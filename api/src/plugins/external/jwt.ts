import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';

export const JWT_ISSUER = 'career-portal';
export const JWT_AUDIENCE = 'career-portal-web';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Access tokens: HS256 only, issuer and audience checked, 15 minutes. */
export default fp(
  async (fastify) => {
    await fastify.register(jwt, {
      secret: fastify.config.jwtSecret,
      sign: { algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE, expiresIn: `${ACCESS_TOKEN_TTL_SECONDS}s` },
      verify: {
        algorithms: ['HS256'],
        allowedIss: JWT_ISSUER,
        allowedAud: JWT_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iat', 'iss', 'aud'],
      },
    });
  },
  { name: 'jwt' },
);

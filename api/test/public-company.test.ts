/** GET /public/company: the seller and support contacts from configuration, for the trust pages. */
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@portal/domain/constants';
import { loadConfig } from '../src/config.ts';
import { useTestApp } from './helpers/app.ts';

const ctx = useTestApp({ config: { supportPhone: '+91 80 4567 8900' } });

describe('GET /public/company', () => {
  it('answers the configured seller and support line without sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/public/company' });
    expect(res.statusCode).toBe(200);
    const { seller } = ctx.app.config;
    expect(res.json()).toEqual({
      name: seller.name,
      address: seller.address,
      gstin: seller.gstin,
      supportEmail: SUPPORT_EMAIL,
      supportPhone: '+91 80 4567 8900',
      grievanceOfficer: ctx.app.config.grievanceOfficer,
      idDocumentRetentionDays: 90,
    });
  });

  it('reads SUPPORT_PHONE with its country code, and refuses another shape in words', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig({ ...base }, { warn: () => undefined }).supportPhone).toBeNull();
    expect(loadConfig({ ...base, SUPPORT_PHONE: '+91 80 4567 8900' }, { warn: () => undefined }).supportPhone).toBe('+91 80 4567 8900');
    expect(() => loadConfig({ ...base, SUPPORT_PHONE: '080 4567' }, { warn: () => undefined })).toThrow(
      /SUPPORT_PHONE must be a phone number with its country code/,
    );
  });
});

/** The seller printed on every tax invoice, and its state for GST. */
import { Type, type Static } from 'typebox';
import { INDIAN_STATES } from '@portal/domain/constants';
import { gstStateCode, isValidGstin } from '@portal/domain/money';
import type { ConfigContext, ConfigHints } from './area.ts';

/** Development seller (obviously not a real business); production must configure its own. */
export const DEV_SELLER = {
  name: 'Career Portal Learning Pvt. Ltd. (development seller)',
  address: '2nd Floor, Sample Tech Park, Outer Ring Road, Bengaluru 560103',
  gstin: '29AABCC1234D1Z7',
  state: 'Karnataka',
};

export const SELLER_SETTINGS = Type.Object({
  SELLER_STATE: Type.Enum(INDIAN_STATES, {
    description: 'The seller’s state for GST, spelt as in the state list: buyers in it pay CGST + SGST, others IGST',
    default: DEV_SELLER.state,
  }),
  SELLER_NAME: Type.Optional(
    Type.String({
      description: `The seller’s legal name on every tax invoice; required in production. Unset in development: “${DEV_SELLER.name}”`,
      minLength: 2,
      maxLength: 200,
    }),
  ),
  SELLER_ADDRESS: Type.Optional(
    Type.String({
      description: `The seller’s address on every tax invoice; required in production. Unset in development: “${DEV_SELLER.address}”`,
      minLength: 8,
      maxLength: 400,
    }),
  ),
  SELLER_GSTIN: Type.Optional(
    Type.String({
      description: `The seller’s GSTIN, checked for shape, state code and check character; required in production. Unset in development with the default state: ${DEV_SELLER.gstin} (made up)`,
      pattern: '^[0-9A-Z]{15}$',
    }),
  ),
});

export const SELLER_HINTS: ConfigHints<typeof SELLER_SETTINGS> = {
  SELLER_STATE: "SELLER_STATE must name the seller's Indian state or union territory as spelt in the state list, e.g. Karnataka",
  SELLER_NAME: "SELLER_NAME must be the seller's legal name (2-200 characters)",
  SELLER_ADDRESS: "SELLER_ADDRESS must be the seller's postal address (8-400 characters)",
  SELLER_GSTIN: 'SELLER_GSTIN must be a 15-character GSTIN in capitals, e.g. 29AABCC1234D1Z7',
};

/** The seller of the tax invoices (SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, SELLER_STATE). */
export type SellerConfig = ReturnType<typeof sellerOf>;

export function sellerConfig(env: Static<typeof SELLER_SETTINGS>, context: ConfigContext) {
  const seller = sellerOf(env, context);
  return { sellerState: seller.state, seller };
}

/**
 * Development falls back to DEV_SELLER (with a warning); production needs its real name, address
 * and a GSTIN registered in SELLER_STATE.
 */
function sellerOf(env: Static<typeof SELLER_SETTINGS>, { production, problems, warn }: ConfigContext) {
  const state: string = env.SELLER_STATE;
  const stateCode = gstStateCode(state) ?? '';
  const name = env.SELLER_NAME;
  const address = env.SELLER_ADDRESS;
  const missing = Object.entries({ SELLER_NAME: name, SELLER_ADDRESS: address, SELLER_GSTIN: env.SELLER_GSTIN })
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (production) {
    for (const key of missing) problems.push(`${key} is required when NODE_ENV=production (it is printed on every tax invoice)`);
  } else if (missing.length) {
    warn(`${missing.join(', ')} not set: tax invoices show the development seller. Set them before issuing real invoices.`);
  }
  const devGstin = !production && state === DEV_SELLER.state ? DEV_SELLER.gstin : undefined;
  const gstin = env.SELLER_GSTIN ?? devGstin;
  if (gstin !== undefined && !isValidGstin(gstin, state)) {
    problems.push(`SELLER_GSTIN must be a valid GSTIN registered in ${state} (starting with ${stateCode}, with a correct check character)`);
  } else if (gstin === undefined && !production) {
    problems.push(`SELLER_GSTIN is required when SELLER_STATE is not ${DEV_SELLER.state} (a GSTIN starting with ${stateCode})`);
  }
  return {
    name: name ?? DEV_SELLER.name,
    address: address ?? DEV_SELLER.address,
    gstin: gstin ?? '',
    state,
    /** GST code of the state, e.g. '29' for Karnataka. */
    stateCode,
  };
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORT_EMAIL } from '@portal/domain/constants';
import { CompanyViewSchema } from '@portal/domain/views/company';

/** GET /public/company (no sign-in): who runs the program, for the trust pages (/privacy, /terms, /refund-policy). */
const company: FastifyPluginAsyncTypebox = async (fastify) => {
  const { seller, supportPhone, grievanceOfficer, idDocumentRetentionDays } = fastify.config;
  const view = {
    name: seller.name,
    address: seller.address,
    gstin: seller.gstin,
    supportEmail: SUPPORT_EMAIL,
    supportPhone,
    grievanceOfficer,
    idDocumentRetentionDays,
  };
  fastify.get(
    '/',
    {
      schema: {
        tags: ['public'],
        summary: "The company's registered name, address and GSTIN (the seller on every invoice) and how to reach support",
        response: { 200: CompanyViewSchema },
      },
    },
    async () => view,
  );
};

export default company;

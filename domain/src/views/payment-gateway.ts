/**
 * The gateway's answers (features/payment-gateway): the payment facts kept for a student, the
 * events as they arrived, the admins' "needs attention" list and the signed redirect check.
 */
import { Type, type Static } from 'typebox';
import { GATEWAY_EVENT_OUTCOMES, GATEWAY_EVENT_SOURCES } from '../payment-gateway.ts';
import { NullableDateTime, NullableString } from './schema-helpers.ts';

export const GatewayPaymentSchema = Type.Object(
  {
    paymentId: Type.String(),
    method: NullableString(),
    amountMinor: Type.Integer(),
    currency: Type.String(),
    paidAt: NullableDateTime(),
    /** The bank's reference: the RRN, or the UPI transaction id. */
    bankReference: NullableString(),
    paymentLinkId: NullableString(),
    recordedAt: NullableDateTime(),
  },
  { additionalProperties: false },
);
export type GatewayPayment = Static<typeof GatewayPaymentSchema>;

export const GatewayEventSchema = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    source: Type.Enum([...GATEWAY_EVENT_SOURCES]),
    event: Type.String(),
    receivedAt: Type.String({ format: 'date-time' }),
    paymentLinkId: NullableString(),
    paymentId: NullableString(),
    studentId: NullableString(),
    studentEmail: NullableString(),
    outcome: Type.Union([Type.Enum([...GATEWAY_EVENT_OUTCOMES]), Type.Null()]),
    attention: NullableString(),
    processedAt: NullableDateTime(),
    resolvedAt: NullableDateTime(),
    /** The body as Razorpay sent it. */
    body: Type.String(),
  },
  { additionalProperties: false },
);
export type GatewayEvent = Static<typeof GatewayEventSchema>;

export const GatewayLinkSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    referenceId: Type.String(),
    amountMinor: Type.Integer(),
    status: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    expireBy: NullableDateTime(),
    paymentId: NullableString(),
  },
  { additionalProperties: false },
);
export type GatewayLink = Static<typeof GatewayLinkSchema>;

/** GET /admin/api/students/{id}/gateway: the student's payment facts, links and raw events. */
export const StudentGatewaySchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Razorpay keys are set: links can be made from the portal' }),
    payment: Type.Union([GatewayPaymentSchema, Type.Null()]),
    links: Type.Array(GatewayLinkSchema),
    events: Type.Array(GatewayEventSchema),
  },
  { additionalProperties: false },
);
export type StudentGateway = Static<typeof StudentGatewaySchema>;

/** GET /admin/api/payments/attention: gateway events an admin has to look at, oldest first. */
export const AttentionListSchema = Type.Object({ items: Type.Array(GatewayEventSchema) }, { additionalProperties: false });
export type AttentionList = Static<typeof AttentionListSchema>;

/** POST /student/payment/callback: whether Razorpay's redirect query is signed by Razorpay for this student's link. */
export const CallbackCheckSchema = Type.Object({ valid: Type.Boolean(), status: NullableString() }, { additionalProperties: false });
export type CallbackCheck = Static<typeof CallbackCheckSchema>;

/** GET /student/payment: what Pay Fee shows beyond /me: the status of the current link at Razorpay and the payment it confirmed. */
export const StudentPaymentStatusSchema = Type.Object(
  {
    /** Razorpay's status of the current link (created, paid, expired, cancelled); null for a pasted link or none. */
    linkStatus: NullableString(),
    payment: Type.Union([GatewayPaymentSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type StudentPaymentStatus = Static<typeof StudentPaymentStatusSchema>;

/** GET /admin/api/payments/gateway. */
export const GatewayStatusSchema = Type.Object(
  { linksEnabled: Type.Boolean(), webhooksEnabled: Type.Boolean(), attention: Type.Integer() },
  { additionalProperties: false },
);
export type GatewayStatus = Static<typeof GatewayStatusSchema>;

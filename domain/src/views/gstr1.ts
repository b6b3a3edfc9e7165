/**
 * GET /ca/gstr1: a month's outward supplies in the shape of the GSTN offline tool's GSTR-1 JSON
 * (the tables this program's supplies fall in). Amounts are rupees with two decimals, as the
 * tool takes them; dates in it are dd-mm-yyyy. Declared once here: the API's response contract,
 * and the type the CA screen downloads.
 */
import { Type, type Static } from 'typebox';

const Rupees = (description?: string) => Type.Number({ description: description ? `rupees: ${description}` : 'rupees' });
const Rate = () => Type.Number({ description: 'GST rate in percent' });
const StateCode = () => Type.String({ pattern: '^\\d{2}$', description: 'two-digit GST state code' });
const GstDate = () => Type.String({ pattern: '^\\d{2}-\\d{2}-\\d{4}$', description: 'dd-mm-yyyy' });

/** B2C small: supplies to unregistered buyers in India, per place of supply and rate, net of the month's credit notes. */
export const B2csRowSchema = Type.Object(
  {
    sply_ty: Type.Enum(['INTRA', 'INTER']),
    pos: StateCode(),
    typ: Type.Literal('OE'),
    rt: Rate(),
    txval: Rupees('taxable value'),
    iamt: Rupees('IGST'),
    camt: Rupees('CGST'),
    samt: Rupees('SGST'),
    csamt: Rupees('cess'),
  },
  { additionalProperties: false },
);

const ExportItemSchema = Type.Object({ txval: Rupees(), rt: Rate(), iamt: Rupees(), csamt: Rupees() }, { additionalProperties: false });

/** Exports with payment of tax (WPAY): each invoice to a buyer outside India. */
export const ExportSectionSchema = Type.Object(
  {
    exp_typ: Type.Literal('WPAY'),
    inv: Type.Array(
      Type.Object(
        { inum: Type.String(), idt: GstDate(), val: Rupees('invoice value'), itms: Type.Array(ExportItemSchema) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** Credit notes to unregistered buyers outside B2C small: here, those against export invoices (EXPWP). */
export const CdnurRowSchema = Type.Object(
  {
    typ: Type.Literal('EXPWP'),
    ntty: Type.Literal('C'),
    nt_num: Type.String(),
    nt_dt: GstDate(),
    val: Rupees('note value'),
    itms: Type.Array(Type.Object({ num: Type.Integer(), itm_det: ExportItemSchema }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

/**
 * A row of the HSN/SAC summary (Table 12): one per SAC and rate, net of the month's credit notes.
 * For periods from May 2025 the offline tool splits the table into hsn_b2b and hsn_b2c.
 */
export const HsnRowSchema = Type.Object(
  {
    num: Type.Integer(),
    hsn_sc: Type.String(),
    desc: Type.String({ maxLength: 30, description: "the line's description, cut at a word to the offline tool's 30 characters" }),
    uqc: Type.Literal('NA'),
    qty: Type.Number(),
    rt: Rate(),
    txval: Rupees(),
    iamt: Rupees(),
    camt: Rupees(),
    samt: Rupees(),
    csamt: Rupees(),
  },
  { additionalProperties: false },
);

/** Documents issued in the month, per series: 1 invoices for outward supply, 5 credit notes. */
export const DocIssueSchema = Type.Object(
  {
    doc_det: Type.Array(
      Type.Object(
        {
          doc_num: Type.Integer(),
          doc_typ: Type.String(),
          docs: Type.Array(
            Type.Object(
              {
                num: Type.Integer(),
                from: Type.String(),
                to: Type.String(),
                totnum: Type.Integer(),
                cancel: Type.Integer(),
                net_issue: Type.Integer(),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const Gstr1Schema = Type.Object(
  {
    gstin: Type.String(),
    fp: Type.String({ pattern: '^\\d{6}$', description: 'return period MMYYYY' }),
    b2cs: Type.Array(B2csRowSchema),
    exp: Type.Array(ExportSectionSchema),
    cdnur: Type.Array(CdnurRowSchema),
    hsn: Type.Object(
      {
        hsn_b2b: Type.Array(HsnRowSchema, { maxItems: 0, description: 'supplies to registered buyers: none (every buyer is a student)' }),
        hsn_b2c: Type.Array(HsnRowSchema, { description: 'supplies to unregistered buyers' }),
      },
      { additionalProperties: false },
    ),
    doc_issue: DocIssueSchema,
  },
  { additionalProperties: false },
);
export type Gstr1 = Static<typeof Gstr1Schema>;

import { z } from './z.ts';
import { recordIdSchema } from './ids.ts';
import { optionalPageSchema, pageResultSchema } from './page.ts';
import { ORGANISATION_CODES } from './organisations.ts';
import { selectTimeSchema } from './health/trends.ts';

/**
 * Surgery records (docs/product/overview.md, docs/product/entities.md Surgery record, docs/product/calls.md /surgeryInfo/*): one operation at one participating
 * organisation. The detail carries its diagnoses as two semicolon-separated strings, surgeryDiagId (codes)
 * and surgeryDiagName (names), paired by position (splitDiagnoses). Ids are hostile input: another
 * resident's id answers NOT_FOUND, as an unknown one does.
 */

export type SurgeryDiagnosis = { id: string; name: string };

/**
 * docs/product/entities.md: 'K80.2;K81.0' and 'Gallstones;Cholecystitis' -> [{ id: 'K80.2', name: 'Gallstones' }, ...]. Parts are
 * trimmed; empty parts (a trailing ';') are dropped; a code without a name (or a name without a code) keeps
 * the other side empty.
 */
export function splitDiagnoses(surgeryDiagId: string | null | undefined, surgeryDiagName: string | null | undefined): SurgeryDiagnosis[] {
  const parts = (s: string | null | undefined) => (s ?? '').split(/[;；]/).map((p) => p.trim());
  const ids = parts(surgeryDiagId);
  const names = parts(surgeryDiagName);
  const out: SurgeryDiagnosis[] = [];
  for (let i = 0; i < Math.max(ids.length, names.length); i++) {
    const id = ids[i] ?? '';
    const name = names[i] ?? '';
    if (id !== '' || name !== '') out.push({ id, name });
  }
  return out;
}

export const surgeryFilterSchema = z.object({
  selectTime: selectTimeSchema.optional(),
  orgCodes: z.array(z.enum(ORGANISATION_CODES, { error: 'invalid' })).max(ORGANISATION_CODES.length, { error: 'invalid' }).optional(),
});

/** POST /surgeryInfo/getPatientSurgeryInfo: the resident's operations, newest first, paged. */
export const surgeryListRequestSchema = surgeryFilterSchema.extend({ page: optionalPageSchema });
export type SurgeryListRequest = z.input<typeof surgeryListRequestSchema>;

export const surgeryRowSchema = z.object({
  id: z.int(),
  orgCode: z.enum(ORGANISATION_CODES),
  /** The operation's name in the three interface languages. */
  surgeryName: z.string(),
  surgeryNameEn: z.string(),
  surgeryNamePt: z.string(),
  /** Operation date, Macao time. */
  surgeryDate: z.iso.date(),
});
export type SurgeryRow = z.output<typeof surgeryRowSchema>;
export const surgeryListResultSchema = pageResultSchema(surgeryRowSchema).extend({
  /** docs/product/entities.md lastTime: the newest operation's date, or null when there is none. */
  lastTime: z.iso.date().nullable(),
});
export type SurgeryListResult = z.output<typeof surgeryListResultSchema>;

/** POST /surgeryInfo/getSurgeryDetailInfo */
export const surgeryDetailRequestSchema = z.object({ id: recordIdSchema });
export const surgeryDetailSchema = surgeryRowSchema.extend({
  /** docs/product/entities.md: codes and names, semicolon-separated, paired by position (splitDiagnoses). */
  surgeryDiagId: z.string(),
  surgeryDiagName: z.string(),
  department: z.string(),
  departmentEn: z.string(),
  departmentPt: z.string(),
});
export type SurgeryDetail = z.output<typeof surgeryDetailSchema>;

export const surgeryFilterInfoRequestSchema = z.object({});
export const surgeryFilterInfoSchema = z.object({ orgCodes: z.array(z.enum(ORGANISATION_CODES)) });
export type SurgeryFilterInfo = z.output<typeof surgeryFilterInfoSchema>;
export const surgeryFilterNumRequestSchema = surgeryFilterSchema;
export const surgeryFilterNumSchema = z.object({
  total: z.int().min(0),
  byOrg: z.array(z.object({ orgCode: z.enum(ORGANISATION_CODES), count: z.int().min(0) })),
});
export type SurgeryFilterNum = z.output<typeof surgeryFilterNumSchema>;

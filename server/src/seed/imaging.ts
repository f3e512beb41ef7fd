import { count, eq, inArray } from 'drizzle-orm';
import { ORGANISATION_CODES } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { imagingImages, imagingReports } from '../db/tables/imaging.ts';
import { PICTURE_KINDS } from '../imaging/pictures.ts';
import { mulberry32 } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED = 20261124;

/** Examinations by picture kind (server/src/imaging/pictures.ts: 0 chest, 1 hand, 2 knee, 3 head). */
const EXAMS: readonly { kind: number; modality: string; zh: string; en: string; pt: string; findings: string; impression: string }[] = [
  {
    kind: 0,
    modality: 'CR',
    zh: '胸部X光（正位）',
    en: 'Chest X-ray (PA)',
    pt: 'Radiografia do tórax (PA)',
    findings: 'The lungs are clear. No pleural effusion or pneumothorax. Heart size is within normal limits. Bony thorax intact.',
    impression: 'No acute cardiopulmonary abnormality.',
  },
  {
    kind: 1,
    modality: 'CR',
    zh: '左手X光',
    en: 'Left hand X-ray',
    pt: 'Radiografia da mão esquerda',
    findings: 'No fracture or dislocation. Joint spaces are preserved. Soft tissues unremarkable.',
    impression: 'Normal left hand radiograph.',
  },
  {
    kind: 2,
    modality: 'CR',
    zh: '右膝X光',
    en: 'Right knee X-ray',
    pt: 'Radiografia do joelho direito',
    findings: 'Mild narrowing of the medial joint space with small marginal osteophytes. No effusion. No fracture.',
    impression: 'Mild degenerative change of the right knee.',
  },
  {
    kind: 3,
    modality: 'CT',
    zh: '頭部電腦斷層掃描（平掃）',
    en: 'CT head (non-contrast)',
    pt: 'TC da cabeça (sem contraste)',
    findings: 'No intracranial haemorrhage, mass effect or midline shift. Ventricles and sulci are normal for age.',
    impression: 'No acute intracranial abnormality.',
  },
];

/** Reports per participating organisation for each of these residents. */
const PEOPLE: Record<string, number> = { 'demo-m': 2, 'demo-f': 2 };

/**
 * Imaging reports with pictures for the demo residents (docs/architecture.md#server): per organisation a few reports of
 * 3 to 14 pictures, the newest a few days before `now`; demo-m's newest report has 24 pictures (more than
 * two share-viewer pages) and one picture not yet released (isTrue false). Idempotent.
 */
export async function seedImaging(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents).where(inArray(residents.username, Object.keys(PEOPLE)));
  for (const { id, username } of people) {
    const perOrg = PEOPLE[username] ?? 0;
    const [have] = await db.select({ n: count() }).from(imagingReports).where(eq(imagingReports.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    const plan: { orgCode: (typeof ORGANISATION_CODES)[number]; exam: (typeof EXAMS)[number]; at: Date; images: number }[] = [];
    let t = anchor - (3 + Math.floor(random() * 5)) * DAY_MS;
    const orgs = ORGANISATION_CODES.flatMap((o) => Array.from({ length: perOrg }, () => o));
    orgs.forEach((orgCode, i) => {
      const exam = EXAMS[Math.floor(random() * EXAMS.length)] ?? EXAMS[0];
      if (!exam) return;
      // Morning or afternoon clinic, Macao time (UTC+8): 01:00-09:00 UTC.
      const at = new Date(t + (60 + Math.floor(random() * 480)) * 60_000);
      plan.push({ orgCode, exam, at, images: i === 0 && username === 'demo-m' ? 24 : 3 + Math.floor(random() * 12) });
      t -= (20 + Math.floor(random() * 40)) * DAY_MS;
    });
    for (const [i, p] of plan.entries()) {
      const [report] = await db
        .insert(imagingReports)
        .values({
          residentId: id,
          orgCode: p.orgCode,
          modality: p.exam.modality,
          examName: p.exam.zh,
          examNameEn: p.exam.en,
          examNamePt: p.exam.pt,
          findings: p.exam.findings,
          impression: p.exam.impression,
          reportedBy: `Dr. ${['Chan', 'Wong', 'Lei', 'Ho', 'Leong', 'Silva'][Math.floor(random() * 6)] ?? 'Chan'}`,
          reportedAt: p.at,
        })
        .returning({ id: imagingReports.id });
      if (!report) continue;
      await db.insert(imagingImages).values(
        Array.from({ length: p.images }, (_, k) => ({
          residentId: id,
          reportId: report.id,
          seq: k + 1,
          // The same kind as the examination, a different drawing each time.
          variant: p.exam.kind + PICTURE_KINDS * Math.floor(random() * 50),
          released: !(i === 0 && k === p.images - 1 && username === 'demo-m'),
        })),
      );
    }
  }
}

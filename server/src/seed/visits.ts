import { asc, count, eq, inArray } from 'drizzle-orm';
import type { OrganisationCode, VisitType } from '@macao-phr/contract';
import type { Db } from '../db/client.ts';
import { residents } from '../db/schema.ts';
import { imagingReports } from '../db/tables/imaging.ts';
import { labReports } from '../db/tables/lab-reports.ts';
import { visitEntries, visits } from '../db/tables/visits.ts';
import { mulberry32 } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MIN_MS = 60_000;
const SEED = 20261125;

type Names = { name: string; nameEn: string; namePt: string };
type Entry = Omit<typeof visitEntries.$inferInsert, 'residentId' | 'visitId' | 'seq'>;
type Dept = { department: string; departmentEn: string; departmentPt: string };

const DEPT = {
  internal: { department: '內科', departmentEn: 'Internal Medicine', departmentPt: 'Medicina Interna' },
  family: { department: '家庭醫學科', departmentEn: 'Family Medicine', departmentPt: 'Medicina Familiar' },
  obstetrics: { department: '婦產科', departmentEn: 'Obstetrics and Gynaecology', departmentPt: 'Obstetrícia e Ginecologia' },
  paediatrics: { department: '兒科', departmentEn: 'Paediatrics', departmentPt: 'Pediatria' },
  orthopaedics: { department: '骨科', departmentEn: 'Orthopaedics', departmentPt: 'Ortopedia' },
  emergency: { department: '急診科', departmentEn: 'Emergency', departmentPt: 'Urgência' },
  surgery: { department: '外科', departmentEn: 'General Surgery', departmentPt: 'Cirurgia Geral' },
} satisfies Record<string, Dept>;

const DOCTORS = ['陳志明', '梁嘉欣', '何家豪', 'Ana Sousa', '黃詠詩', 'Pedro Costa', '李偉強', '蘇嘉慧'];

const dx = (code: string, name: string, nameEn: string, namePt: string): Entry => ({ kind: 'diagnosis', code, name, nameEn, namePt });
const drug = (n: Names, dosage: string, dosageEn: string, dosagePt: string): Entry => ({ kind: 'drug', ...n, detail: dosage, detailEn: dosageEn, detailPt: dosagePt });
const note = (heading: 'complaint' | 'findings' | 'plan', text: string, textEn: string, textPt: string): Entry => ({
  kind: 'note',
  ...{
    complaint: { name: '主訴', nameEn: 'Presenting complaint', namePt: 'Queixa principal' },
    findings: { name: '檢查所見', nameEn: 'Examination', namePt: 'Exame físico' },
    plan: { name: '處理計劃', nameEn: 'Plan', namePt: 'Plano' },
  }[heading],
  detail: text,
  detailEn: textEn,
  detailPt: textPt,
});

const ATORVASTATIN = { name: '阿托伐他汀 20 毫克片', nameEn: 'Atorvastatin 20 mg tablet', namePt: 'Atorvastatina 20 mg comprimido' };
const METFORMIN = { name: '二甲雙胍 500 毫克片', nameEn: 'Metformin 500 mg tablet', namePt: 'Metformina 500 mg comprimido' };
const PARACETAMOL = { name: '撲熱息痛 500 毫克片', nameEn: 'Paracetamol 500 mg tablet', namePt: 'Paracetamol 500 mg comprimido' };
const PARACETAMOL_SYRUP = { name: '撲熱息痛糖漿 120 毫克／5 毫升', nameEn: 'Paracetamol syrup 120 mg/5 mL', namePt: 'Xarope de paracetamol 120 mg/5 mL' };
const AMOXICILLIN = { name: '阿莫西林 250 毫克膠囊', nameEn: 'Amoxicillin 250 mg capsule', namePt: 'Amoxicilina 250 mg cápsula' };
const FOLIC = { name: '葉酸 5 毫克片', nameEn: 'Folic acid 5 mg tablet', namePt: 'Ácido fólico 5 mg comprimido' };
const ORS = { name: '口服補液鹽', nameEn: 'Oral rehydration salts', namePt: 'Sais de reidratação oral' };
const NITROFURANTOIN = { name: '呋喃妥因 100 毫克膠囊', nameEn: 'Nitrofurantoin 100 mg capsule', namePt: 'Nitrofurantoína 100 mg cápsula' };
const CEFUROXIME = { name: '頭孢呋辛 250 毫克片', nameEn: 'Cefuroxime 250 mg tablet', namePt: 'Cefuroxima 250 mg comprimido' };

const ONCE_DAILY = ['每日一次，每次一片，共 28 日', 'One tablet once a day for 28 days', 'Um comprimido uma vez por dia durante 28 dias'] as const;
const TWICE_DAILY = ['每日兩次，每次一片，餐後服，共 28 日', 'One tablet twice a day after meals for 28 days', 'Um comprimido duas vezes por dia após as refeições durante 28 dias'] as const;
const AS_NEEDED = ['需要時服一片，每日最多四次', 'One tablet when needed, up to four times a day', 'Um comprimido quando necessário, até quatro vezes por dia'] as const;

/** What a visit for a lab report or an imaging report is about, by who is seen. */
function chronicVisit(username: string): { dept: Dept; entries: Entry[] } {
  if (username === 'demo-f') {
    return {
      dept: DEPT.obstetrics,
      entries: [
        dx('Z34.9', '正常妊娠監察', 'Supervision of normal pregnancy', 'Vigilância de gravidez normal'),
        drug(FOLIC, ...ONCE_DAILY),
        note('complaint', '產前檢查，無不適。', 'Antenatal check, no complaints.', 'Consulta pré-natal, sem queixas.'),
        note('plan', '抽血檢查，四星期後覆診。', 'Blood tests; review in four weeks.', 'Análises ao sangue; revisão dentro de quatro semanas.'),
      ],
    };
  }
  return {
    dept: DEPT.internal,
    entries: [
      dx('E78.5', '高脂血症', 'Hyperlipidaemia', 'Hiperlipidemia'),
      dx('E11.9', '二型糖尿病，無併發症', 'Type 2 diabetes mellitus without complications', 'Diabetes mellitus tipo 2 sem complicações'),
      drug(ATORVASTATIN, ...ONCE_DAILY),
      drug(METFORMIN, ...TWICE_DAILY),
      note('complaint', '慢性病覆診，自覺良好。', 'Chronic disease review, feels well.', 'Revisão de doença crónica, sente-se bem.'),
      note('plan', '繼續藥物治療，抽血覆查血脂及糖化血紅蛋白。', 'Continue medication; repeat lipids and HbA1c.', 'Manter a medicação; repetir lípidos e HbA1c.'),
    ],
  };
}

/** By imaging picture kind (the exam's English name): the diagnosis and department of the visit that asked for it. */
function imagingVisit(examNameEn: string): { dept: Dept; entries: Entry[] } {
  if (examNameEn.startsWith('Chest')) {
    return { dept: DEPT.family, entries: [dx('R05', '咳嗽', 'Cough', 'Tosse'), drug(PARACETAMOL, ...AS_NEEDED), note('complaint', '咳嗽兩星期。', 'Cough for two weeks.', 'Tosse há duas semanas.')] };
  }
  if (examNameEn.includes('hand')) {
    return { dept: DEPT.orthopaedics, entries: [dx('M79.64', '手部疼痛', 'Pain in hand', 'Dor na mão'), drug(PARACETAMOL, ...AS_NEEDED), note('complaint', '左手跌傷後疼痛。', 'Left hand pain after a fall.', 'Dor na mão esquerda após queda.')] };
  }
  if (examNameEn.includes('knee')) {
    return { dept: DEPT.orthopaedics, entries: [dx('M17.1', '膝關節退化', 'Osteoarthritis of knee', 'Gonartrose'), drug(PARACETAMOL, ...AS_NEEDED), note('complaint', '右膝上落樓梯時疼痛。', 'Right knee pain on stairs.', 'Dor no joelho direito ao subir escadas.')] };
  }
  return { dept: DEPT.family, entries: [dx('R51', '頭痛', 'Headache', 'Cefaleia'), drug(PARACETAMOL, ...AS_NEEDED), note('complaint', '持續頭痛一星期。', 'Persistent headache for a week.', 'Cefaleia persistente há uma semana.')] };
}

type Planned = { visit: Omit<typeof visits.$inferInsert, 'residentId'>; entries: Entry[] };

/** Macao calendar date of an instant. */
const macaoDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Visit records for the demo residents (docs/architecture.md#server), a two-year history: an outpatient visit for each of
 * their lab reports and imaging reports of the last two years (at that organisation on that day, the test or
 * check linked to its report), plus an emergency attendance and an inpatient stay each; demo-minor (no lab or
 * imaging reports) has paediatric visits with tests and checks that have no report. Idempotent. Runs after
 * seedLabReports and seedImaging.
 */
export async function seedVisits(db: Db, now: Date): Promise<void> {
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const since = new Date(anchor - 730 * DAY_MS);
  const people = await db.select({ id: residents.id, username: residents.username }).from(residents).where(inArray(residents.username, ['demo-m', 'demo-f', 'demo-minor']));
  for (const { id, username } of people) {
    const [have] = await db.select({ n: count() }).from(visits).where(eq(visits.residentId, id));
    if (Number(have?.n ?? 0) > 0) continue;
    const random = mulberry32(SEED + [...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 0));
    const doctor = () => DOCTORS[Math.floor(random() * DOCTORS.length)] ?? DOCTORS[0] ?? '';
    const planned = new Map<string, Planned>();
    const outpatient = (orgCode: string, at: Date, base: { dept: Dept; entries: Entry[] }): Planned => {
      const key = `${orgCode}|${macaoDay(at)}`;
      const existing = planned.get(key);
      if (existing) return existing;
      // Seen 15-45 minutes before the sample or the examination.
      const made: Planned = { visit: { orgCode, typeCode: 'OUT', visitedAt: new Date(at.getTime() - (15 + Math.floor(random() * 30)) * MIN_MS), ...base.dept, doctor: doctor() }, entries: [...base.entries] };
      planned.set(key, made);
      return made;
    };
    const labs = await db.select().from(labReports).where(eq(labReports.residentId, id)).orderBy(asc(labReports.sampledAt));
    for (const r of labs.filter((x) => x.sampledAt >= since)) {
      const base = r.testResultType === 'bacteria'
        ? { dept: DEPT.family, entries: [dx('N39.0', '泌尿道感染', 'Urinary tract infection', 'Infeção urinária'), drug(NITROFURANTOIN, '每日兩次，每次一粒，共 5 日', 'One capsule twice a day for 5 days', 'Uma cápsula duas vezes por dia durante 5 dias'), note('complaint', '小便刺痛三日。', 'Painful urination for three days.', 'Disúria há três dias.')] }
        : chronicVisit(username);
      outpatient(r.orgCode, r.sampledAt, base).entries.push({ kind: 'test', name: r.testName, nameEn: r.testNameEn, namePt: r.testNamePt, detail: r.testResultType, labReportId: r.id });
    }
    const images = await db.select().from(imagingReports).where(eq(imagingReports.residentId, id)).orderBy(asc(imagingReports.reportedAt));
    for (const r of images.filter((x) => x.reportedAt >= since)) {
      outpatient(r.orgCode, r.reportedAt, imagingVisit(r.examNameEn)).entries.push({ kind: 'check', name: r.examName, nameEn: r.examNameEn, namePt: r.examNamePt, imagingReportId: r.id });
    }
    const at = (daysAgo: number, hour: number) => new Date(anchor - daysAgo * DAY_MS + (hour - 8) * 3_600_000 + Math.floor(random() * 50) * MIN_MS);
    const extra: { typeCode: VisitType; orgCode: OrganisationCode; visitedAt: Date; dischargeDate?: string; dept: Dept; entries: Entry[] }[] = [];
    if (username === 'demo-minor') {
      const cbc = { kind: 'test', name: '全血細胞計數', nameEn: 'Complete blood count', namePt: 'Hemograma completo', detail: 'normal' } as const;
      const throat = { kind: 'test', name: '咽喉拭子細菌培養', nameEn: 'Throat swab culture', namePt: 'Cultura de exsudado da orofaringe', detail: 'bacteria' } as const;
      const wrist = { kind: 'check', name: '左前臂X光', nameEn: 'Left forearm X-ray', namePt: 'Radiografia do antebraço esquerdo' } as const;
      const urti = [dx('J06.9', '上呼吸道感染', 'Upper respiratory tract infection', 'Infeção das vias respiratórias superiores'), drug(PARACETAMOL_SYRUP, '發燒時服 5 毫升，每日最多四次', '5 mL when feverish, up to four times a day', '5 mL em caso de febre, até quatro vezes por dia'), note('complaint', '發燒、流鼻水兩日。', 'Fever and runny nose for two days.', 'Febre e rinorreia há dois dias.')];
      extra.push(
        { typeCode: 'OUT', orgCode: 'SS', visitedAt: at(650, 10), dept: DEPT.paediatrics, entries: urti },
        { typeCode: 'OUT', orgCode: 'CCSI', visitedAt: at(540, 15), dept: DEPT.paediatrics, entries: [dx('H66.9', '中耳炎', 'Otitis media', 'Otite média'), drug(AMOXICILLIN, '每日三次，每次一粒，共 7 日', 'One capsule three times a day for 7 days', 'Uma cápsula três vezes por dia durante 7 dias'), note('findings', '右耳鼓膜充血。', 'Right eardrum red and bulging.', 'Tímpano direito hiperemiado e abaulado.')] },
        { typeCode: 'EMR', orgCode: 'SS', visitedAt: at(410, 19), dept: DEPT.emergency, entries: [dx('S52.5', '左橈骨遠端骨折', 'Fracture of lower end of left radius', 'Fratura da extremidade distal do rádio esquerdo'), { ...wrist }, drug(PARACETAMOL_SYRUP, '每六小時 5 毫升', '5 mL every six hours', '5 mL de seis em seis horas'), note('complaint', '玩耍時跌倒，左手腕腫痛。', 'Fell while playing; swollen painful left wrist.', 'Queda a brincar; punho esquerdo tumefacto e doloroso.'), note('plan', '石膏固定，骨科覆診。', 'Cast applied; orthopaedic follow-up.', 'Gesso aplicado; seguimento em ortopedia.')] },
        { typeCode: 'OUT', orgCode: 'SS', visitedAt: at(380, 9), dept: DEPT.orthopaedics, entries: [dx('S52.5', '左橈骨遠端骨折', 'Fracture of lower end of left radius', 'Fratura da extremidade distal do rádio esquerdo'), { ...wrist }, note('findings', '骨折癒合良好，拆除石膏。', 'Fracture healing well; cast removed.', 'Fratura em boa consolidação; gesso retirado.')] },
        { typeCode: 'INP', orgCode: 'KWH', visitedAt: at(200, 14), dischargeDate: macaoDay(new Date(anchor - 197 * DAY_MS)), dept: DEPT.paediatrics, entries: [dx('J18.9', '肺炎', 'Pneumonia', 'Pneumonia'), { ...cbc }, { ...throat }, { kind: 'check', name: '胸部X光', nameEn: 'Chest X-ray', namePt: 'Radiografia do tórax' }, drug(AMOXICILLIN, '每日三次，每次一粒，共 7 日', 'One capsule three times a day for 7 days', 'Uma cápsula três vezes por dia durante 7 dias'), note('complaint', '高燒及咳嗽三日。', 'High fever and cough for three days.', 'Febre alta e tosse há três dias.'), note('plan', '住院觀察三日，出院後兒科覆診。', 'Admitted for three days; paediatric review after discharge.', 'Internado três dias; revisão em pediatria após a alta.')] },
        { typeCode: 'OUT', orgCode: 'SS', visitedAt: at(60, 11), dept: DEPT.paediatrics, entries: [...urti, { ...cbc }] },
        { typeCode: 'EMR', orgCode: 'KWH', visitedAt: at(25, 21), dept: DEPT.emergency, entries: [dx('A09', '腸胃炎', 'Gastroenteritis', 'Gastroenterite'), drug(ORS, '每次腹瀉後飲 100 毫升', '100 mL after each loose stool', '100 mL após cada dejeção líquida'), note('complaint', '嘔吐及腹瀉一日。', 'Vomiting and diarrhoea for a day.', 'Vómitos e diarreia há um dia.')] },
      );
    } else {
      extra.push(
        { typeCode: 'EMR', orgCode: 'KWH', visitedAt: at(300, 22), dept: DEPT.emergency, entries: [dx('A09', '腸胃炎', 'Gastroenteritis', 'Gastroenterite'), drug(ORS, '每次腹瀉後飲 200 毫升', '200 mL after each loose stool', '200 mL após cada dejeção líquida'), note('complaint', '腹痛、腹瀉半日。', 'Abdominal pain and diarrhoea for half a day.', 'Dor abdominal e diarreia há meio dia.')] },
        { typeCode: 'INP', orgCode: 'SS', visitedAt: at(480, 13), dischargeDate: macaoDay(new Date(anchor - 476 * DAY_MS)), dept: DEPT.surgery, entries: [dx('K35.8', '急性闌尾炎', 'Acute appendicitis', 'Apendicite aguda'), { kind: 'test', name: '全血細胞計數', nameEn: 'Complete blood count', namePt: 'Hemograma completo', detail: 'normal' }, { kind: 'check', name: '腹部超聲波', nameEn: 'Abdominal ultrasound', namePt: 'Ecografia abdominal' }, drug(CEFUROXIME, '每日兩次，每次一片，共 5 日', 'One tablet twice a day for 5 days', 'Um comprimido duas vezes por dia durante 5 dias'), note('complaint', '右下腹痛一日。', 'Right lower abdominal pain for a day.', 'Dor na fossa ilíaca direita há um dia.'), note('plan', '腹腔鏡闌尾切除術，術後四日出院。', 'Laparoscopic appendicectomy; discharged on day four.', 'Apendicectomia laparoscópica; alta ao quarto dia.')] },
      );
    }
    const all: Planned[] = [
      ...planned.values(),
      ...extra.map((e) => ({ visit: { orgCode: e.orgCode, typeCode: e.typeCode, visitedAt: e.visitedAt, dischargeDate: e.dischargeDate ?? null, ...e.dept, doctor: doctor() }, entries: e.entries })),
    ];
    for (const { visit, entries } of all) {
      const [saved] = await db.insert(visits).values({ ...visit, residentId: id }).returning({ id: visits.id });
      if (!saved) continue;
      await db.insert(visitEntries).values(entries.map((e, i) => ({ ...e, residentId: id, visitId: saved.id, seq: i + 1 })));
    }
  }
}

import PDFDocument from 'pdfkit';
import { ORGANISATIONS, maskId, type ExportSection, type Language } from '@macao-phr/contract';
import { cjkFonts } from './vaccination-pdf.ts';
import { nameIn, type Range, type ReadingItem, type Summary, type Text3 } from './collect.ts';

/**
 * The summary as an A4 PDF (pdfkit), in the reader's language (docs/product/export.md): the resident's name
 * and masked id, the period, the generation time in Macao time, then one section per chosen part of the
 * record, every item with its organisation, out-of-range values said in words (never by colour alone), and
 * "page n" on every page. It is a tagged PDF 1.7 (document language, displayed title, headings, tables with
 * header cells; page numbers are artifacts) so a screen reader can follow it. Pages are not buffered: each
 * is written out as soon as the next begins, so the route can stream a long record as it is written.
 * Traditional Chinese needs the CJK font (see vaccination-pdf.ts); without one the caller asks for English.
 */

type Words = {
  title: string;
  name: string;
  id: string;
  birthDate: string;
  period: string;
  generated: string;
  macaoTime: string;
  page: (n: number) => string;
  notice: string;
  none: string;
  sections: Record<ExportSection, string>;
  allergiesNone: string;
  columns: {
    medication: string[];
    results: string[];
    vaccinations: string[];
    surgery: string[];
    visits: string[];
    readings: string[];
  };
  range: Record<Range, string>;
  flag: Record<string, string>;
  selfEntered: string;
  visitType: Record<string, string>;
  reading: Record<ReadingItem['kind'], string>;
  pulse: string;
  until: string;
  days: (n: number) => string;
  frequency: Record<string, string>;
  route: Record<string, string>;
};

export const SUMMARY_TEXT: Record<Language, Words> = {
  'zh-Hant': {
    title: '個人健康摘要',
    name: '姓名',
    id: '病人編號',
    birthDate: '出生日期',
    period: '期間',
    generated: '產生時間',
    macaoTime: '澳門時間',
    page: (n) => `第 ${n} 頁`,
    notice: '本摘要由個人健康紀錄平台按醫療機構提供的資料產生，僅供參考，不能取代醫生的診斷。',
    none: '此期間沒有記錄。',
    sections: { allergies: '過敏及警示', medication: '正在使用的藥物', results: '檢驗結果', vaccinations: '疫苗接種', surgery: '手術', visits: '就診記錄', readings: '自行記錄的健康數據' },
    allergiesNone: '醫療機構未有提供過敏或警示資料（不代表沒有過敏）。',
    columns: {
      medication: ['藥物', '用法', '處方日期 / 用至', '機構'],
      results: ['項目', '結果', '參考範圍', '是否超出範圍'],
      vaccinations: ['日期', '疫苗', '劑次', '機構', '批號'],
      surgery: ['日期', '手術', '診斷', '機構'],
      visits: ['日期', '類別', '科別', '診斷', '機構'],
      readings: ['時間', '項目', '數值', '是否超出範圍', '來源'],
    },
    range: { normal: '正常範圍內', low: '低於範圍', high: '高於範圍' },
    flag: { N: '正常範圍內', H: '高於範圍 (H)', L: '低於範圍 (L)', S: '敏感 (S)', I: '中介 (I)', R: '耐藥 (R)' },
    selfEntered: '自行記錄',
    visitType: { EMR: '急診', OUT: '門診', INP: '住院' },
    reading: { bloodPressure: '血壓', bmi: '體重指數', glucose: '血糖', pregnancyGlucose: '妊娠血糖' },
    pulse: '脈搏',
    until: '至',
    days: (n) => `${n} 日`,
    frequency: { QD: '每日一次', BID: '每日兩次', TID: '每日三次', QID: '每日四次', QN: '每晚一次', PRN: '需要時' },
    route: { PO: '口服', TOP: '外用', INH: '吸入', SC: '皮下注射' },
  },
  en: {
    title: 'Personal Health Summary',
    name: 'Name',
    id: 'Patient ID',
    birthDate: 'Date of birth',
    period: 'Period',
    generated: 'Generated',
    macaoTime: 'Macao time',
    page: (n) => `Page ${n}`,
    notice: 'This summary is produced by the personal health record portal from what the organisations sent. It is for information and does not replace a doctor’s assessment.',
    none: 'No records in this period.',
    sections: { allergies: 'Allergies and alerts', medication: 'Medication in use', results: 'Lab results', vaccinations: 'Vaccinations', surgery: 'Surgery', visits: 'Visits', readings: 'Self-entered readings' },
    allergiesNone: 'No organisation has sent allergy or alert information (this does not mean there are no allergies).',
    columns: {
      medication: ['Medicine', 'How taken', 'Prescribed / until', 'Organisation'],
      results: ['Test', 'Result', 'Reference range', 'Out of range?'],
      vaccinations: ['Date', 'Vaccine', 'Dose', 'Organisation', 'Batch'],
      surgery: ['Date', 'Operation', 'Diagnoses', 'Organisation'],
      visits: ['Date', 'Type', 'Department', 'Diagnoses', 'Organisation'],
      readings: ['Time', 'Reading', 'Value', 'Out of range?', 'Source'],
    },
    range: { normal: 'Within range', low: 'Below range', high: 'Above range' },
    flag: { N: 'Within range', H: 'Above range (H)', L: 'Below range (L)', S: 'Susceptible (S)', I: 'Intermediate (I)', R: 'Resistant (R)' },
    selfEntered: 'Self-entered',
    visitType: { EMR: 'Emergency', OUT: 'Outpatient', INP: 'Inpatient' },
    reading: { bloodPressure: 'Blood pressure', bmi: 'BMI', glucose: 'Blood glucose', pregnancyGlucose: 'Pregnancy blood glucose' },
    pulse: 'pulse',
    until: 'until',
    days: (n) => `${n} days`,
    frequency: { QD: 'once a day', BID: 'twice a day', TID: 'three times a day', QID: 'four times a day', QN: 'every night', PRN: 'when needed' },
    route: { PO: 'by mouth', TOP: 'on the skin', INH: 'inhaled', SC: 'under the skin' },
  },
  pt: {
    title: 'Resumo Pessoal de Saúde',
    name: 'Nome',
    id: 'N.º de utente',
    birthDate: 'Data de nascimento',
    period: 'Período',
    generated: 'Gerado em',
    macaoTime: 'hora de Macau',
    page: (n) => `Página ${n}`,
    notice: 'Este resumo é gerado pelo portal de registo pessoal de saúde a partir do que as instituições enviaram. É informativo e não substitui a avaliação de um médico.',
    none: 'Sem registos neste período.',
    sections: { allergies: 'Alergias e alertas', medication: 'Medicação em uso', results: 'Resultados de análises', vaccinations: 'Vacinação', surgery: 'Cirurgias', visits: 'Consultas', readings: 'Medições registadas pelo próprio' },
    allergiesNone: 'Nenhuma instituição enviou informação sobre alergias ou alertas (isto não significa que não existam alergias).',
    columns: {
      medication: ['Medicamento', 'Como tomar', 'Receitado / até', 'Instituição'],
      results: ['Análise', 'Resultado', 'Intervalo de referência', 'Fora do intervalo?'],
      vaccinations: ['Data', 'Vacina', 'Dose', 'Instituição', 'Lote'],
      surgery: ['Data', 'Cirurgia', 'Diagnósticos', 'Instituição'],
      visits: ['Data', 'Tipo', 'Especialidade', 'Diagnósticos', 'Instituição'],
      readings: ['Hora', 'Medição', 'Valor', 'Fora do intervalo?', 'Origem'],
    },
    range: { normal: 'Dentro do intervalo', low: 'Abaixo do intervalo', high: 'Acima do intervalo' },
    flag: { N: 'Dentro do intervalo', H: 'Acima do intervalo (H)', L: 'Abaixo do intervalo (L)', S: 'Sensível (S)', I: 'Intermédio (I)', R: 'Resistente (R)' },
    selfEntered: 'Registado pelo próprio',
    visitType: { EMR: 'Urgência', OUT: 'Consulta externa', INP: 'Internamento' },
    reading: { bloodPressure: 'Pressão arterial', bmi: 'IMC', glucose: 'Glicemia', pregnancyGlucose: 'Glicemia na gravidez' },
    pulse: 'pulso',
    until: 'até',
    days: (n) => `${n} dias`,
    frequency: { QD: 'uma vez por dia', BID: 'duas vezes por dia', TID: 'três vezes por dia', QID: 'quatro vezes por dia', QN: 'todas as noites', PRN: 'quando necessário' },
    route: { PO: 'por via oral', TOP: 'na pele', INH: 'inalado', SC: 'subcutâneo' },
  },
};

export const orgName = (code: string | null, language: Language): string | null => {
  if (code === null) return null;
  const org = ORGANISATIONS.find((o) => o.orgCode === code);
  if (!org) return code;
  return language === 'zh-Hant' ? org.name : language === 'pt' ? org.namePt : org.nameEn;
};

/** 'YYYY-MM-DD HH:mm' in Macao time (UTC+8, no daylight saving). */
export const macaoDateTime = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** What Helvetica (WinAnsi) can write. */
const LATIN = /^[\t\n\r\u0020-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2026]*$/;
const MARGIN = 48;
const WIDTH = 499;
const LINE = 14;
/** Column widths per section; they add up to the text width. */
const WIDTHS: Record<Exclude<ExportSection, 'allergies'>, number[]> = {
  medication: [170, 140, 95, 94],
  results: [175, 100, 112, 112],
  vaccinations: [66, 203, 34, 130, 66],
  surgery: [66, 150, 163, 120],
  visits: [66, 62, 96, 165, 110],
  readings: [82, 100, 112, 100, 105],
};

/** A reading's value in words. */
function readingValue(r: ReadingItem, w: Words): string {
  switch (r.kind) {
    case 'bloodPressure':
      return `${r.systolic}/${r.diastolic} mmHg, ${w.pulse} ${r.pulse}`;
    case 'bmi':
      return `${r.bmi.toFixed(1)} (${r.weight} kg, ${r.height} cm)`;
    default:
      return `${r.value.toFixed(1)} mmol/L`;
  }
}

/** Lets other requests run between slices of a long document (the server sheds load when its event loop stalls). */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Rows written between two breaths. */
const ROWS_PER_SLICE = 40;

/**
 * Writes the summary. The document (a readable stream, pdfkit) is answered at once and written in slices
 * while it is read, so a long record streams out page by page; a failure midway is an 'error' event.
 */
export function summaryPdf(summary: Summary, language: Language, now: Date, fonts = cjkFonts()): PDFKit.PDFDocument {
  const w = SUMMARY_TEXT[language];
  const t = (x: Text3) => x[language];
  const person = summary.person;
  const name = nameIn(person, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: language,
    displayTitle: true,
    info: { Title: `${w.title} - ${name}`, Producer: 'MHP', Creator: 'MHP' },
  });
  if (fonts) {
    doc.registerFont('cjk', fonts.regular, fonts.family.regular);
    doc.registerFont('cjkBold', fonts.bold, fonts.family.bold);
  }
  /**
   * Text the standard fonts can write (Latin-1 and common punctuation) is set in Helvetica, anything else in
   * the CJK font: laying out text with the CJK font costs far more, and most cells (dates, values, units)
   * are plain Latin, which keeps a long record fast to write. The standard fonts go by their own names: an
   * alias registered for one is never cached by pdfkit (it finds the default Helvetica first) and would be
   * parsed again on every call.
   */
  const font = (weight: 'regular' | 'bold', s: string) =>
    fonts && !LATIN.test(s) ? (weight === 'bold' ? 'cjkBold' : 'cjk') : weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica';

  let rowsWritten = 0;
  let pageNo = 1;
  let y = MARGIN;
  const bottom = () => doc.page.height - MARGIN - LINE;
  const footer = () => {
    // The footer sits in the bottom margin: lift the margin so that pdfkit does not start a new page for it.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font(font('regular', w.page(pageNo))).fontSize(8).text(w.page(pageNo), MARGIN, doc.page.height - MARGIN / 2 - 8, { width: WIDTH, lineBreak: false });
    doc.endMarkedContent();
  };
  footer();
  const room = (height: number) => {
    if (y + height <= bottom()) return;
    doc.addPage();
    pageNo++;
    footer();
    y = MARGIN;
  };

  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (parent: PDFKit.PDFStructureElement, tag: string, weight: 'regular' | 'bold', size: number, s: string) => {
    const height = doc.font(font(weight, s)).fontSize(size).heightOfString(s, { width: WIDTH });
    room(height);
    parent.add(doc.struct(tag, {}, () => doc.font(font(weight, s)).fontSize(size).text(s, MARGIN, y, { width: WIDTH })));
    y += height + 4;
  };

  block(root, 'H1', 'bold', 18, w.title);
  block(root, 'P', 'regular', 10, `${w.name}: ${name}    ${w.id}: ${maskId(person.patid)}    ${w.birthDate}: ${person.birthDate}`);
  block(root, 'P', 'regular', 10, `${w.period}: ${summary.period.start} – ${summary.period.end}    ${w.generated}: ${macaoDateTime(now)} (${w.macaoTime})`);
  block(root, 'P', 'regular', 8, w.notice);
  y += LINE / 2;

  /**
   * One table: a header row of TH cells, then a TR of TD cells per row. `wrap` rows are measured and may
   * take several lines (names, diagnoses); the long reading tables stay one line per row, which is what
   * keeps ten years of readings fast to write.
   */
  const table = async (parent: PDFKit.PDFStructureElement, widths: number[], head: string[], rows: Iterable<{ cells: string[]; strong?: boolean[] }>, wrap: boolean) => {
    const tableEl = doc.struct('Table');
    parent.add(tableEl);
    const row = (cells: string[], cellTag: 'TH' | 'TD', strong: boolean[] = []) => {
      const heights = wrap || cellTag === 'TH'
        ? cells.map((c, i) => doc.font(font(strong[i] || cellTag === 'TH' ? 'bold' : 'regular', c)).fontSize(8.5).heightOfString(c || ' ', { width: (widths[i] ?? 60) - 4 }))
        : [LINE - 3];
      const height = Math.max(...heights) + 3;
      room(height);
      const tr = doc.struct('TR');
      tableEl.add(tr);
      let x = MARGIN;
      cells.forEach((c, i) => {
        const width = (widths[i] ?? 60) - 4;
        const at = x;
        const face = font(strong[i] || cellTag === 'TH' ? 'bold' : 'regular', c);
        tr.add(doc.struct(cellTag, {}, () => doc.font(face).fontSize(8.5).text(c, at, y, wrap || cellTag === 'TH' ? { width } : { width, height: LINE, lineBreak: false, ellipsis: true })));
        x += widths[i] ?? 60;
      });
      tr.end();
      y += height;
    };
    row(head, 'TH');
    for (const r of rows) {
      row(r.cells, 'TD', r.strong);
      if (++rowsWritten % ROWS_PER_SLICE === 0) await breathe();
    }
    tableEl.end();
  };

  const write = async () => {

  for (const section of summary.sections) {
    const sect = doc.struct('Sect');
    root.add(sect);
    y += LINE / 2;
    room(LINE * 4);
    block(sect, 'H2', 'bold', 13, w.sections[section]);
    const org = (code: string | null) => orgName(code, language) ?? w.selfEntered;
    switch (section) {
      case 'allergies':
        block(sect, 'P', 'regular', 9.5, w.allergiesNone);
        break;
      case 'medication':
        if (summary.medication.length === 0) block(sect, 'P', 'regular', 9.5, w.none);
        else
          await table(sect, WIDTHS.medication, w.columns.medication, summary.medication.map((m) => ({
            cells: [
              t(m.name),
              [m.dose === 'ADQ' ? '' : `${m.dose} ${t(m.doseUnit)}`, w.frequency[m.frequency] ?? m.frequency, w.route[m.route] ?? m.route, w.days(m.days)].filter(Boolean).join(', '),
              `${m.prescribedOn} ${w.until} ${m.courseEnd}`,
              org(m.orgCode),
            ],
          })), true);
        break;
      case 'results':
        if (summary.results.length === 0) block(sect, 'P', 'regular', 9.5, w.none);
        for (const report of summary.results) {
          y += 2;
          block(sect, 'H3', 'bold', 10, `${macaoDateTime(report.sampledAt).slice(0, 10)}  ${t(report.name)} — ${org(report.orgCode)}`);
          await table(sect, WIDTHS.results, w.columns.results, report.items.map((i) => {
            const out = i.flag === 'H' || i.flag === 'L' || i.flag === 'R';
            return { cells: [t(i.name), `${i.value}${i.unit ? ` ${i.unit}` : ''}`, i.range || '-', w.flag[i.flag] ?? i.flag], strong: [false, out, false, out] };
          }), true);
        }
        break;
      case 'vaccinations':
        if (summary.vaccinations.length === 0) block(sect, 'P', 'regular', 9.5, w.none);
        else await table(sect, WIDTHS.vaccinations, w.columns.vaccinations, summary.vaccinations.map((v) => ({ cells: [v.date, t(v.name), v.doseNo === null ? '-' : String(v.doseNo), org(v.orgCode), v.batch ?? '-'] })), true);
        break;
      case 'surgery':
        if (summary.surgery.length === 0) block(sect, 'P', 'regular', 9.5, w.none);
        else
          await table(sect, WIDTHS.surgery, w.columns.surgery, summary.surgery.map((s) => ({
            cells: [macaoDateTime(s.operatedAt).slice(0, 10), `${t(s.name)} (${t(s.department)})`, s.diagnoses.map((d) => [d.code, d.name].filter(Boolean).join(' ')).join('; ') || '-', org(s.orgCode)],
          })), true);
        break;
      case 'visits':
        if (summary.visits.length === 0) block(sect, 'P', 'regular', 9.5, w.none);
        else
          await table(sect, WIDTHS.visits, w.columns.visits, summary.visits.map((v) => ({
            cells: [
              macaoDateTime(v.visitedAt).slice(0, 10) + (v.dischargeDate ? ` – ${v.dischargeDate}` : ''),
              w.visitType[v.typeCode] ?? v.typeCode,
              t(v.department),
              v.diagnoses.map((d) => [d.code, t(d.name)].filter(Boolean).join(' ')).join('; ') || '-',
              org(v.orgCode),
            ],
          })), true);
        break;
      case 'readings':
        if (summary.readings.length === 0) block(sect, 'P', 'regular', 9.5, w.none);
        else
          await table(sect, WIDTHS.readings, w.columns.readings, (function* () {
            for (const r of summary.readings) {
              const out = r.range !== 'normal';
              yield { cells: [macaoDateTime(r.at), w.reading[r.kind], readingValue(r, w), w.range[r.range], org(r.orgCode)], strong: [false, false, out, out] };
            }
          })(), false);
        break;
    }
    sect.end();
  }
  root.end();
  doc.end();
  };
  write().catch((error: unknown) => doc.emit('error', error));
  return doc;
}

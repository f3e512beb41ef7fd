import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Language } from '@macao-phr/contract';

/**
 * The vaccination booklet as an A4 PDF (pdfkit), in the resident's language: a header with the resident, then
 * one table per kind of vaccine, one row per dose, and "page i of n" on every page. Traditional Chinese needs
 * a CJK font: Noto Sans CJK (Debian's fonts-noto-cjk, or the files named by PDF_CJK_FONT and
 * PDF_CJK_FONT_BOLD), embedded as a subset of the glyphs used. Without it, a Chinese booklet is written in
 * English (bookletLanguage) with the standard Helvetica fonts, which also serve English and Portuguese.
 */

export type BookletRow = {
  date: string;
  vaccine: string;
  dose: string;
  organisation: string;
  batch: string;
};

export type BookletSection = { title: string; rows: BookletRow[] };

export type Booklet = {
  language: Language;
  name: string;
  patid: string;
  birthDate: string;
  issuedOn: string;
  sections: BookletSection[];
};

type BookletText = {
  title: string;
  name: string;
  birthDate: string;
  patid: string;
  issued: string;
  none: string;
  columns: [string, string, string, string, string];
  page: (page: number, of: number) => string;
};

/** The booklet's own words in the three interface languages. */
export const BOOKLET_TEXT: Record<Language, BookletText> = {
  'zh-Hant': {
    title: '疫苗接種手冊',
    name: '姓名',
    birthDate: '出生日期',
    patid: '病人編號',
    issued: '發出日期',
    none: '沒有疫苗接種記錄。',
    columns: ['接種日期', '疫苗', '劑次', '接種機構', '批號'],
    page: (page, of) => `第 ${page} 頁，共 ${of} 頁`,
  },
  en: {
    title: 'Vaccination Booklet',
    name: 'Name',
    birthDate: 'Date of birth',
    patid: 'Patient ID',
    issued: 'Issued',
    none: 'No vaccination records.',
    columns: ['Date', 'Vaccine', 'Dose', 'Organisation', 'Batch'],
    page: (page, of) => `Page ${page} of ${of}`,
  },
  pt: {
    title: 'Boletim de Vacinas',
    name: 'Nome',
    birthDate: 'Data de nascimento',
    patid: 'N.º de utente',
    issued: 'Emitido em',
    none: 'Sem registos de vacinação.',
    columns: ['Data', 'Vacina', 'Dose', 'Instituição', 'Lote'],
    page: (page, of) => `Página ${page} de ${of}`,
  },
};

type Fonts = { regular: Buffer; bold: Buffer; family: { regular: string; bold: string } } | null;

const DEBIAN_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const DEBIAN_CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
let cached: Fonts | undefined;

/** The CJK fonts, read once; null when the machine has none. */
export function cjkFonts(env: NodeJS.ProcessEnv = process.env): Fonts {
  if (cached !== undefined) return cached;
  const regular = env.PDF_CJK_FONT || DEBIAN_CJK;
  const bold = env.PDF_CJK_FONT_BOLD || (env.PDF_CJK_FONT ? regular : DEBIAN_CJK_BOLD);
  cached = existsSync(regular) && existsSync(bold)
    ? { regular: readFileSync(regular), bold: readFileSync(bold), family: { regular: 'NotoSansCJKtc-Regular', bold: 'NotoSansCJKtc-Bold' } }
    : null;
  return cached;
}

/** The language the booklet can be written in: Traditional Chinese only with a CJK font, else English. */
export function bookletLanguage(wanted: Language, fonts: Fonts = cjkFonts()): Language {
  return wanted === 'zh-Hant' && fonts === null ? 'en' : wanted;
}

const MARGIN = 48;
const LINE = 16;
/** Column x positions and widths: date, vaccine, dose, organisation, batch. */
const COLS: readonly { x: number; width: number }[] = [
  { x: MARGIN, width: 66 },
  { x: MARGIN + 70, width: 208 },
  { x: MARGIN + 282, width: 30 },
  { x: MARGIN + 314, width: 129 },
  { x: MARGIN + 447, width: 52 },
];

/** The booklet's bytes. */
export function bookletPdf(b: Booklet, fonts: Fonts = cjkFonts()): Promise<Buffer> {
  const text = BOOKLET_TEXT[b.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: b.language,
    info: { Title: `${text.title} - ${b.name}`, Producer: 'MHP', Creator: 'MHP' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Helvetica when there is no CJK font (then the language is never zh-Hant: bookletLanguage).
  if (fonts) {
    doc.registerFont('regular', fonts.regular, fonts.family.regular);
    doc.registerFont('bold', fonts.bold, fonts.family.bold);
  } else {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }

  const bottom = doc.page.height - MARGIN - LINE;
  let y = MARGIN;
  const room = (lines: number) => {
    if (y + lines * LINE > bottom) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const cell = (font: 'regular' | 'bold', size: number, x: number, at: number, s: string, width: number) =>
    doc.font(font).fontSize(size).text(s, x, at, { width, height: LINE, lineBreak: false, ellipsis: true });

  cell('bold', 18, MARGIN, y, text.title, 499);
  y += LINE * 1.8;
  cell('regular', 10, MARGIN, y, `${text.name}: ${b.name}`, 250);
  cell('regular', 10, MARGIN + 260, y, `${text.birthDate}: ${b.birthDate}`, 239);
  y += LINE;
  cell('regular', 10, MARGIN, y, `${text.patid}: ${b.patid}`, 250);
  cell('regular', 10, MARGIN + 260, y, `${text.issued}: ${b.issuedOn}`, 239);
  y += LINE * 1.5;
  if (b.sections.every((s) => s.rows.length === 0)) cell('regular', 11, MARGIN, y, text.none, 499);
  for (const section of b.sections) {
    if (section.rows.length === 0) continue;
    room(3);
    cell('bold', 12, MARGIN, y, section.title, 499);
    y += LINE;
    text.columns.forEach((h, i) => cell('bold', 9, COLS[i]?.x ?? MARGIN, y, h, COLS[i]?.width ?? 60));
    y += LINE;
    for (const row of section.rows) {
      room(1);
      [row.date, row.vaccine, row.dose, row.organisation, row.batch].forEach((c, i) => cell('regular', 9, COLS[i]?.x ?? MARGIN, y, c, COLS[i]?.width ?? 60));
      y += LINE;
    }
    y += LINE / 2;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: lift the margin so that pdfkit does not start a new page for it.
    doc.page.margins.bottom = 0;
    cell('regular', 8, MARGIN, doc.page.height - MARGIN / 2 - 8, text.page(i + 1, range.count), 499);
  }
  doc.end();
  return done;
}

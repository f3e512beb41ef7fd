/**
 * The vaccination booklet as a small, valid PDF 1.4 written by hand (no dependency): A4 pages, the standard
 * Helvetica and Helvetica-Bold fonts (WinAnsi encoding, so text is Latin: names in English), a header with
 * the resident, then one row per dose. Object offsets in the xref table are byte offsets, so everything is
 * built as latin1 bytes.
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
  name: string;
  patid: string;
  birthDate: string;
  issuedOn: string;
  sections: BookletSection[];
};

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 48;
const LINE = 16;
/** Column x positions: date, vaccine, dose, organisation, batch. */
const COLS = [MARGIN, MARGIN + 70, MARGIN + 282, MARGIN + 314, MARGIN + 447];
const MAX_CHARS = [12, 42, 4, 28, 10];

/** Only printable Latin-1 survives (WinAnsi Helvetica); the rest becomes '?'. Parentheses and backslashes are escaped. */
export function pdfText(s: string): string {
  return s
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}.` : s);

type Line = { font: 'F1' | 'F2'; size: number; x: number; y: number; text: string };

function layout(b: Booklet): Line[][] {
  const pages: Line[][] = [];
  let page: Line[] = [];
  let y = PAGE_H - MARGIN;
  const newPage = () => {
    if (page.length > 0) pages.push(page);
    page = [];
    y = PAGE_H - MARGIN;
  };
  const room = (lines: number) => {
    if (y - lines * LINE < MARGIN + LINE) newPage();
  };
  page.push({ font: 'F2', size: 18, x: MARGIN, y, text: 'Vaccination Booklet' });
  y -= LINE * 1.6;
  page.push({ font: 'F1', size: 10, x: MARGIN, y, text: `Name: ${b.name}` });
  page.push({ font: 'F1', size: 10, x: MARGIN + 260, y, text: `Date of birth: ${b.birthDate}` });
  y -= LINE;
  page.push({ font: 'F1', size: 10, x: MARGIN, y, text: `Patient ID: ${b.patid}` });
  page.push({ font: 'F1', size: 10, x: MARGIN + 260, y, text: `Issued: ${b.issuedOn}` });
  y -= LINE * 1.5;
  if (b.sections.every((s) => s.rows.length === 0)) {
    page.push({ font: 'F1', size: 11, x: MARGIN, y, text: 'No vaccination records.' });
  }
  for (const section of b.sections) {
    if (section.rows.length === 0) continue;
    room(3);
    page.push({ font: 'F2', size: 12, x: MARGIN, y, text: section.title });
    y -= LINE;
    const head = ['Date', 'Vaccine', 'Dose', 'Organisation', 'Batch'];
    head.forEach((h, i) => page.push({ font: 'F2', size: 9, x: COLS[i] ?? MARGIN, y, text: h }));
    y -= LINE;
    for (const row of section.rows) {
      room(1);
      const cells = [row.date, row.vaccine, row.dose, row.organisation, row.batch];
      cells.forEach((c, i) => page.push({ font: 'F1', size: 9, x: COLS[i] ?? MARGIN, y, text: clip(c, MAX_CHARS[i] ?? 20) }));
      y -= LINE;
    }
    y -= LINE / 2;
  }
  pages.push(page);
  return pages;
}

/** The booklet's bytes. */
export function bookletPdf(b: Booklet): Buffer {
  const pages = layout(b);
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then per page: page object, content stream.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${pdfText(`Vaccination Booklet - ${b.name}`)}) /Producer (MHP) >>`;
  pages.forEach((lines, i) => {
    const footer: Line = { font: 'F1', size: 8, x: MARGIN, y: MARGIN / 2, text: `Page ${i + 1} of ${pages.length}` };
    const stream = [...lines, footer]
      .map((l) => `BT /${l.font} ${l.size} Tf ${l.x.toFixed(0)} ${l.y.toFixed(1)} Td (${pdfText(l.text)}) Tj ET`)
      .join('\n');
    const pageId = pageIds[i] ?? 0;
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

import { describe, expect, it, vi } from 'vitest';
import { paths, type HandbookUrl, type Language, type VaccinationListResult } from '@macao-phr/contract';
import { BOOKLET_TEXT, bookletLanguage, bookletPdf, cjkFonts, type Booklet } from '../src/export/vaccination-pdf.ts';
import { pdfTextOf } from './pdf-text.ts';
import { as, useProduct } from './support.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const rows = Array.from({ length: 90 }, (_, i) => ({ date: '2020-01-01', vaccine: `Vaccine (${i})`, dose: '1', organisation: 'Kiang Wu Hospital', batch: `AB${i}` }));
const booklet = (language: Language, name: string, title: string): Booklet => ({ language, name, patid: 'MO-1', birthDate: '1978-04-12', issuedOn: '2026-11-23', sections: [{ title, rows }] });

describe('booklet PDF writer (pdfkit)', () => {
  it('writes a PDF that pdf.js opens, over several pages when the rows need them, numbered in the language', async () => {
    const bytes = await bookletPdf(booklet('en', 'CHAN TAI MAN', 'Routine vaccines'));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = await pdfTextOf(new Uint8Array(bytes));
    expect(read.pages).toBeGreaterThanOrEqual(2);
    for (const text of ['Vaccination Booklet', 'CHAN TAI MAN', 'Routine vaccines', 'Vaccine (0)', 'Vaccine (89)', 'AB89', `Page ${read.pages} of ${read.pages}`]) expect(read.text).toContain(text);
  });

  it('writes Traditional Chinese with the embedded CJK font (Debian fonts-noto-cjk, installed by .ci/run)', async () => {
    expect(cjkFonts()).not.toBeNull();
    expect(bookletLanguage('zh-Hant')).toBe('zh-Hant');
    const read = await pdfTextOf(new Uint8Array(await bookletPdf(booklet('zh-Hant', '陳大文', '常規疫苗'))));
    for (const text of ['疫苗接種手冊', '陳大文', '常規疫苗', '接種日期', `第 ${read.pages} 頁，共 ${read.pages} 頁`]) expect(read.text).toContain(text);
  });

  it('writes Portuguese accents with the standard fonts, and falls back to English for Chinese without a CJK font', async () => {
    expect(bookletLanguage('zh-Hant', null)).toBe('en');
    expect(bookletLanguage('pt', null)).toBe('pt');
    const read = await pdfTextOf(new Uint8Array(await bookletPdf(booklet('pt', 'CHAN TAI MAN', 'Vacinas de rotina'), null)));
    for (const text of ['Boletim de Vacinas', 'Instituição', 'N.º de utente', 'Vacinas de rotina', `Página ${read.pages} de ${read.pages}`]) expect(read.text).toContain(text);
  });
});

describe('the booklet follows the reader’s language (Language header)', () => {
  const product = useProduct(async () => ({ options: { memory: true }, cleanup: async () => {} }), { demo: true, loginRateLimit: 1000 });

  it.each([
    ['zh-Hant', '陳大文', 'vaccineNameTraditional'],
    ['en', 'CHAN TAI MAN', 'vaccineNameEnglish'],
    ['pt', 'CHAN TAI MAN', 'vaccineNamePortuguese'],
  ] as const)('%s: the title, the name and the vaccines in that language', async (language, name, field) => {
    const m = await product.login('demo-m');
    const where = await product.call<HandbookUrl>(paths.vaccinationHandbookUrl, {}, m);
    const list = await product.call<VaccinationListResult>(paths.vaccinationList, {}, m);
    const vaccines = list.vaccinationDtoList.flatMap((g) => g.vaccineClassList.filter(() => g.vaccineType !== 5).map((c) => c[field]));
    expect(vaccines.length).toBeGreaterThan(0);
    const res = await product.app.inject({ method: 'GET', url: where.url, headers: as(m, { language }) });
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfTextOf(new Uint8Array(res.rawPayload));
    expect(text).toContain(BOOKLET_TEXT[language].title);
    expect(text).toContain(name);
    for (const vaccine of vaccines) expect(text).toContain(vaccine);
    for (const other of (['zh-Hant', 'en', 'pt'] as const).filter((l) => BOOKLET_TEXT[l].title !== BOOKLET_TEXT[language].title)) {
      expect(text).not.toContain(BOOKLET_TEXT[other].title);
    }
  });
});

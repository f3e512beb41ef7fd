import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { CONSENT_RECORD_TYPES, parseLanguage, type ConsentRecordType, type Language } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { residents } from '../db/schema.ts';
import { qrCodes } from '../db/tables/qr.ts';
import { newNonce, signQr, type QrKind } from '../auth/qr-signing.ts';
import { identityNumberOf } from '../auth/identity.ts';
import { macaoDate } from './qr.ts';

/** How long a demo code stays valid: a consent request 15 minutes, a queue ticket until the day ends. */
const CONSENT_TTL_MS = 15 * 60 * 1000;
const TICKET_TTL_MS = 24 * 60 * 60 * 1000;

const DOCTORS = [
  { zh: '陳家明醫生', en: 'Dr. CHAN KA MENG', pt: 'Dr. CHAN KA MENG', deptZh: '內科', deptEn: 'Internal Medicine', deptPt: 'Medicina Interna', org: 'SS' },
  { zh: '何慧儀醫生', en: 'Dr. HO WAI I', pt: 'Dra. HO WAI I', deptZh: '急診科', deptEn: 'Emergency', deptPt: 'Urgência', org: 'KWH' },
  { zh: '梁志偉醫生', en: 'Dr. LEONG CHI WAI', pt: 'Dr. LEONG CHI WAI', deptZh: '兒科', deptEn: 'Paediatrics', deptPt: 'Pediatria', org: 'UH' },
] as const;

type Text = Record<Language, string>;
const T = {
  title: { 'zh-Hant': '二維碼示範', en: 'QR code demo', pt: 'Demonstração de códigos QR' },
  intro: {
    'zh-Hant': '以手機入口的「掃一掃」掃描以下二維碼，或在電腦上另存圖片後於掃描頁選擇圖片。',
    en: 'Scan these codes with the portal scanner on a phone, or save a picture and choose it on the scan page.',
    pt: 'Leia estes códigos com o leitor do portal num telemóvel, ou guarde uma imagem e escolha-a na página de leitura.',
  },
  patient: { 'zh-Hant': '病人', en: 'Patient', pt: 'Doente' },
  identity: { 'zh-Hant': '示範身份證號碼', en: 'Demo identity number', pt: 'Número de BIR de demonstração' },
  consent: { 'zh-Hant': '醫生查閱同意請求', en: "A doctor's consent request", pt: 'Pedido de consentimento de um médico' },
  ticket: { 'zh-Hant': '抽血排隊票', en: 'Blood-collection queue ticket', pt: 'Senha da fila de colheita de sangue' },
  states: { 'zh-Hant': '其他排隊狀態', en: 'Other queue states', pt: 'Outros estados da fila' },
  expired: { 'zh-Hant': '已過期的二維碼', en: 'An expired code', pt: 'Um código expirado' },
  invalid: { 'zh-Hant': '無效的二維碼（簽名被改動）', en: 'An invalid code (signature tampered with)', pt: 'Um código inválido (assinatura alterada)' },
  open: { 'zh-Hant': '在入口開啟', en: 'Open in the portal', pt: 'Abrir no portal' },
  scanner: { 'zh-Hant': '開啟掃描頁', en: 'Open the scan page', pt: 'Abrir a página de leitura' },
  recordType: { 'zh-Hant': '記錄類型', en: 'Record type', pt: 'Tipo de registo' },
  ticketNo: { 'zh-Hant': '票號', en: 'Ticket', pt: 'Senha' },
  language: { 'zh-Hant': '語言', en: 'Language', pt: 'Idioma' },
} satisfies Record<string, Text>;

const STATE_NAMES: Record<string, Text> = {
  waiting: { 'zh-Hant': '等候叫號', en: 'Awaiting call', pt: 'A aguardar chamada' },
  called: { 'zh-Hant': '已叫號', en: 'Called', pt: 'Chamado' },
  passed: { 'zh-Hant': '已過號', en: 'Number passed', pt: 'Número ultrapassado' },
  finished: { 'zh-Hant': '當日服務已完結', en: "Day's service finished", pt: 'Serviço do dia terminado' },
  notToday: { 'zh-Hant': '不在當日名單', en: "Not on today's list", pt: 'Fora da lista de hoje' },
  done: { 'zh-Hant': '已完成抽血', en: 'Blood draw done', pt: 'Colheita feita' },
  unregistered: { 'zh-Hant': '未登記', en: 'Not registered', pt: 'Não registado' },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * GET /demo/qr (demo mode only): a page with real QR codes (server-rendered SVG, no script, so the
 * strict CSP holds) for each flow: a doctor's consent request, a queue ticket in every state, an
 * expired and an invalid code; in three languages (?lang=), for a chosen demo patient (?patient=).
 * Each visit issues fresh codes.
 */
export const qrDemoRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  async function issue(kind: QrKind, values: Omit<typeof qrCodes.$inferInsert, 'nonce' | 'kind' | 'expiresAt'>, ttlMs: number): Promise<string> {
    const nonce = newNonce();
    const expiresAt = new Date(ctx.now().getTime() + ttlMs);
    await db.insert(qrCodes).values({ ...values, nonce, kind, expiresAt });
    return signQr({ n: nonce, k: kind, e: Math.floor(expiresAt.getTime() / 1000) }, ctx.qrSecret);
  }

  app.get<{ Querystring: Record<string, string | undefined> }>('/demo/qr', async (request, reply) => {
    const lang = parseLanguage(request.query.lang);
    const username = /^demo-[a-z]+$/.test(request.query.patient ?? '') ? (request.query.patient as string) : 'demo-m';
    const type: ConsentRecordType = (CONSENT_RECORD_TYPES as readonly string[]).includes(request.query.type ?? '')
      ? (request.query.type as ConsentRecordType)
      : 'OUT';
    const demoPatients = await db.select().from(residents).where(eq(residents.username, username)).limit(1);
    const patient = demoPatients[0];
    const all = await db.select({ username: residents.username, patid: residents.patid, en: residents.nameEn, zh: residents.nameZhHant }).from(residents).orderBy(residents.id).limit(10);
    const today = macaoDate(ctx.now());
    const doctor = DOCTORS[CONSENT_RECORD_TYPES.indexOf(type) % DOCTORS.length] ?? DOCTORS[0];
    const patientId = patient?.id ?? null;

    const consent = await issue(
      'consent',
      {
        patientId,
        recordType: type,
        doctorNameZhHant: doctor.zh,
        doctorNameEn: doctor.en,
        doctorNamePt: doctor.pt,
        departmentZhHant: doctor.deptZh,
        departmentEn: doctor.deptEn,
        departmentPt: doctor.deptPt,
        orgCode: doctor.org,
      },
      CONSENT_TTL_MS,
    );
    const ticket = (status: string, ticketNo: number, calledNo: number | null, date = today) =>
      issue('queue', { patientId: status === 'unregistered' ? null : patientId, recordType: 'BLOOD', ticketNo, calledNo, serviceDate: date, queueStatus: status }, TICKET_TTL_MS);
    const yesterday = macaoDate(new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000));
    const main = await ticket('waiting', 37, 33);
    const others: [string, string][] = [
      ['called', await ticket('called', 34, 34)],
      ['passed', await ticket('passed', 12, 33)],
      ['finished', await ticket('finished', 58, 57)],
      ['notToday', await ticket('waiting', 5, null, yesterday)],
      ['done', await ticket('done', 20, 33)],
      ['unregistered', await ticket('unregistered', 41, 33)],
    ];
    // Expired: a real row and a valid signature whose expiry has passed.
    const expiredNonce = newNonce();
    const past = new Date(ctx.now().getTime() - 60_000);
    await db.insert(qrCodes).values({ nonce: expiredNonce, kind: 'consent', patientId, recordType: type, orgCode: doctor.org, expiresAt: past });
    const expired = signQr({ n: expiredNonce, k: 'consent', e: Math.floor(past.getTime() / 1000) }, ctx.qrSecret);
    // Invalid: the consent request with one character of its signature changed, always to another letter: the
    // next-to-last (the last one of a base64url HMAC also holds padding bits, which may not change the bytes).
    const invalid = consent.slice(0, -2) + (consent.at(-2) === 'A' ? 'B' : 'A') + consent.slice(-1);

    const svg = (text: string) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 220 });
    const handoff = (text: string) => `/mob/transScanPage?data=${encodeURIComponent(text)}&timestamp=${ctx.now().getTime()}`;
    const card = async (id: string, heading: string, text: string, extra = '') => `
      <figure class="card" id="${id}" data-qr="${escapeHtml(text)}">
        <figcaption><h3>${escapeHtml(heading)}</h3>${extra}</figcaption>
        <div class="qr" role="img" aria-label="${escapeHtml(heading)}">${await svg(text)}</div>
        <p><a href="${escapeHtml(handoff(text))}">${escapeHtml(T.open[lang])}</a></p>
      </figure>`;

    const nameOf = (r: { en: string; zh: string }) => (lang === 'zh-Hant' ? r.zh : r.en);
    const langLinks = (['zh-Hant', 'en', 'pt'] as const)
      .map((l) => `<a href="/demo/qr?lang=${l}&amp;patient=${username}&amp;type=${type}" lang="${l}"${l === lang ? ' aria-current="page"' : ''}>${l === 'zh-Hant' ? '繁體中文' : l === 'en' ? 'English' : 'Português'}</a>`)
      .join(' · ');
    const patientLinks = all
      .map((r) => {
        const id = identityNumberOf(r.patid) ?? '';
        return `<li><a href="/demo/qr?lang=${lang}&amp;patient=${escapeHtml(r.username)}&amp;type=${type}"${r.username === username ? ' aria-current="page"' : ''}>${escapeHtml(r.username)}: ${escapeHtml(nameOf(r))}</a> (${escapeHtml(T.identity[lang])} <span class="id">${escapeHtml(id)}</span>)</li>`;
      })
      .join('');
    const typeLinks = CONSENT_RECORD_TYPES.map(
      (t) => `<a href="/demo/qr?lang=${lang}&amp;patient=${username}&amp;type=${t}"${t === type ? ' aria-current="page"' : ''}>${t}</a>`,
    ).join(' · ');
    const doctorName = lang === 'zh-Hant' ? doctor.zh : lang === 'en' ? doctor.en : doctor.pt;

    const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(T.title[lang])}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem auto; max-width: 60rem; padding: 0 1rem; line-height: 1.5; }
  .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; }
  .card { border: 1px solid currentColor; border-radius: 0.5rem; margin: 0; padding: 0.75rem; }
  .card h3 { font-size: 1rem; margin: 0 0 0.25rem; }
  .qr svg { display: block; width: 100%; max-width: 220px; height: auto; }
  a[aria-current] { font-weight: bold; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(T.title[lang])}</h1>
<nav aria-label="${escapeHtml(T.language[lang])}">${langLinks}</nav>
<p>${escapeHtml(T.intro[lang])} <a href="/mob/home/scanPage">${escapeHtml(T.scanner[lang])}</a></p>
<h2>${escapeHtml(T.patient[lang])}</h2>
<ul>${patientLinks}</ul>
<p>${escapeHtml(T.recordType[lang])}: ${typeLinks}</p>
<section class="grid" aria-label="${escapeHtml(T.title[lang])}">
${await card('consent', T.consent[lang], consent, `<p>${escapeHtml(doctorName)} · ${type}</p>`)}
${await card('ticket', `${T.ticket[lang]} (${STATE_NAMES.waiting?.[lang] ?? ''})`, main, `<p>${escapeHtml(T.ticketNo[lang])} 37</p>`)}
${await card('expired', T.expired[lang], expired)}
${await card('invalid', T.invalid[lang], invalid)}
</section>
<h2>${escapeHtml(T.states[lang])}</h2>
<section class="grid" aria-label="${escapeHtml(T.states[lang])}">
${(await Promise.all(others.map(([state, text]) => card(`ticket-${state}`, `${T.ticket[lang]}: ${STATE_NAMES[state]?.[lang] ?? state}`, text)))).join('')}
</section>
</main>
</body>
</html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};

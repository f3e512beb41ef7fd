import type { FastifyPluginAsync } from 'fastify';
import { EXPORT_MAX_ITEMS, EXPORT_SECTIONS, ResultCode, endpoints, maskId, type ExportPeriod, type ExportSection, type Language } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { logAccess } from '../http/access-log.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { macaoDate } from '../http/record-list.ts';
import { bookletLanguage } from '../export/vaccination-pdf.ts';
import { collectSummary, countSections, nameIn, personOf, totalOf, type Summary } from '../export/collect.ts';
import { summaryIps } from '../export/ips.ts';
import { summaryPdf } from '../export/pdf.ts';

/** The access-log record type of every export entry: the screen reads it as "summary". */
const RECORD_TYPE = 'summary';

const safeName = (patid: string) => patid.replace(/[^A-Za-z0-9-]/g, '_');

/**
 * docs/product/export.md: the summary's preview counts, the PDF (streamed as pdfkit writes it) and the IPS
 * Bundle. Whose record is decided by the session and the Subject header (a verified guardianship), exactly as
 * for viewing; the request names sections and a period only, never a record or resident id, so nothing in it
 * can reach another resident's rows. Every export, and every refusal, writes an access-log entry (action
 * export, record type summary) that the resident sees on the access-log screen.
 */
export const exportRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  type Who = { residentId: number; subjectId: number | null; correlationId: string };
  const log = (who: Who, outcome: 'ok' | 'refused' | 'failed' | 'not_found', action: 'export' | 'list' = 'export') =>
    logAccess(db, { actorId: who.residentId, subjectId: who.subjectId, recordType: RECORD_TYPE, action, outcome, correlationId: who.correlationId });

  /** The summary of the chosen sections, or why not: nobody there, or more than one export may hold. */
  async function summaryFor(subjectId: number, sections: readonly ExportSection[], period: ExportPeriod): Promise<{ ok: true; summary: Summary; items: number } | { ok: false; code: typeof ResultCode.NOT_FOUND | typeof ResultCode.EXPORT_TOO_LARGE }> {
    const person = await personOf(db, subjectId);
    if (!person) return { ok: false, code: ResultCode.NOT_FOUND };
    const counts = await countSections(db, subjectId, period, ctx.now());
    const items = totalOf(counts, sections);
    if (items > EXPORT_MAX_ITEMS) return { ok: false, code: ResultCode.EXPORT_TOO_LARGE };
    return { ok: true, summary: await collectSummary(db, subjectId, person, sections, period, ctx.now()), items };
  }

  registerEndpoint(app, ctx, endpoints.exportPreview, async ({ body, subjectId, residentId, correlationId, lang }) => {
    const person = await personOf(db, subjectId);
    if (!person) return fail(ResultCode.NOT_FOUND);
    const counts = await countSections(db, subjectId, body.period, ctx.now());
    await log({ residentId, subjectId, correlationId }, 'ok', 'list');
    return ok({
      sections: EXPORT_SECTIONS.map((section) => ({ section, count: counts[section] })),
      subject: { name: nameIn(person, lang), maskedId: maskId(person.patid) },
      maxItems: EXPORT_MAX_ITEMS,
    });
  });

  registerEndpoint(app, ctx, endpoints.exportIps, async ({ body, subjectId, residentId, correlationId, lang }) => {
    const who = { residentId, subjectId, correlationId };
    const made = await summaryFor(subjectId, body.sections, body.period);
    if (!made.ok) {
      await log(who, made.code === ResultCode.EXPORT_TOO_LARGE ? 'refused' : 'not_found');
      return fail(made.code);
    }
    // Not validated here: @medplum/core's validator is synchronous and takes seconds on a large record, which
    // would stall every other request; the tests validate every bundle the builder makes (docs/product/export.md).
    const { bundle, items } = summaryIps(made.summary, lang, ctx.now());
    await log(who, 'ok');
    return ok({
      fileName: `health-summary-${safeName(made.summary.person.patid)}-${macaoDate(ctx.now())}.json`,
      contentType: 'application/fhir+json' as const,
      items,
      bundle: { ...bundle, resourceType: 'Bundle' as const, type: 'document' as const },
    });
  });

  // ---- the PDF: streamed as pdfkit writes it (a `stream` row); errors answer an envelope like every call ----
  registerEndpoint(app, ctx, endpoints.exportPdf, async ({ body, subjectId, residentId, correlationId, lang, request }) => {
    const who = { residentId, subjectId, correlationId };
    const made = await summaryFor(subjectId, body.sections, body.period);
    await log(who, made.ok ? 'ok' : made.code === ResultCode.EXPORT_TOO_LARGE ? 'refused' : 'not_found');
    if (!made.ok) return fail(made.code);
    // The reader's language (Language header), as far as the machine's fonts can write it.
    const language: Language = bookletLanguage(lang);
    const doc = summaryPdf(made.summary, language, ctx.now());
    doc.on('error', (error: unknown) => {
      request.log.error({ err: error }, 'summary PDF failed while streaming');
      void log(who, 'failed').catch(() => undefined);
    });
    const fileName = `health-summary-${safeName(made.summary.person.patid)}-${macaoDate(ctx.now())}.pdf`;
    return ok({
      body: doc,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `${body.download ? 'attachment' : 'inline'}; filename="${fileName}"`,
        'cache-control': 'private, no-store',
        'x-export-items': String(made.items),
        'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      },
    });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ResultCode, SHARE_QR_DATA_PREFIX, endpoints, shareIdOfAddress } from '@macao-phr/contract';
import type { AppContext } from '../http/context.ts';
import { imagingShares } from '../db/tables/imaging.ts';
import { fail, ok, registerEndpoint } from '../http/endpoint.ts';
import { logAccess } from '../http/access-log.ts';
import { hashShareId } from './imaging.ts';

/**
 * POST /inspectionInfo/getQrCodeUrlByBase64 (docs/product/calls.md imaging): the QR code of a share link, drawn here as
 * SVG (the qrcode package) so the portal shows it as a plain picture and ships no QR script. Only a live link of
 * the resident's own (or their verified ward's) shares gets a code: the server is not a QR maker for any text.
 */
export const shareQrRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  registerEndpoint(app, ctx, endpoints.shareQr, async ({ body, residentId, subjectId, correlationId }) => {
    const address = shareIdOfAddress(body.url);
    const [share] = address
      ? await db
          .select({ reportId: imagingShares.reportId })
          .from(imagingShares)
          .where(
            and(
              eq(imagingShares.shareHash, hashShareId(address.shareId)),
              eq(imagingShares.kind, address.kind),
              eq(imagingShares.residentId, subjectId),
              isNull(imagingShares.revokedAt),
              gt(imagingShares.expiresAt, ctx.now()),
            ),
          )
          .limit(1)
      : [];
    if (!address || !share) {
      await logAccess(db, { actorId: residentId, subjectId, recordType: 'imaging', action: 'share', outcome: 'not_found', correlationId });
      return fail(ResultCode.NOT_FOUND);
    }
    // Medium error correction and a quiet zone of 4 modules: what phone cameras read reliably off a screen.
    const svg = await QRCode.toString(body.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    return ok({ qrCode: SHARE_QR_DATA_PREFIX + Buffer.from(svg, 'utf8').toString('base64'), url: body.url });
  });
};

import { describe, expect, it, vi } from 'vitest';
import jsQR from 'jsqr';
import {
  ResultCode,
  SHARE_QR_DATA_PREFIX,
  paths,
  type DicomImageListResult,
  type InspectionListResult,
  type ShareDicomImageResult,
  type ShareDicomResult,
  type ShareQrResult,
} from '@macao-phr/contract';
import { api, as, dataOf, onEachDatabase, post, postgresAdminUrl, useSignedInDemo, type OpenDatabase } from './support.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = await postgresAdminUrl();
const ORIGIN = 'https://portal.example.mo';

/**
 * Reads the QR code the way a phone would: the server's SVG (qrcode's one-path form: "M x y" starts a row of
 * dark runs, "hN" draws N modules, "m dx dy" moves) is painted into a bitmap, 6 pixels a module, and jsQR decodes it.
 */
function decode(dataAddress: string): string | null {
  const svg = Buffer.from(dataAddress.slice(SHARE_QR_DATA_PREFIX.length), 'base64').toString('utf8');
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const scale = 6;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of d.matchAll(/([MmHh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else {
      const run = Number(a);
      for (let mx = x; mx < x + run; mx += 1)
        for (let py = y * scale; py < (y + 1) * scale; py += 1)
          for (let px = mx * scale; px < (mx + 1) * scale; px += 1) pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
      x += run;
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

function suite(label: string, open: OpenDatabase) {
  describe(`share link QR codes on ${label}`, () => {
    const demo = useSignedInDemo(open, { loginRateLimit: 1000, shareRateLimit: 1000, shareViewRateLimit: 1000 });
    const qr = (url: string, token: string) => post(demo.app, api(paths.shareQr), { url }, as(token));

    async function pictureLink(token: string): Promise<string> {
      const [report] = (await demo.list<InspectionListResult>(paths.inspectionList, token)).rows;
      if (!report) throw new Error('no report');
      const images = dataOf<DicomImageListResult>(await post(demo.app, api(paths.dicomImageList), { reportId: report.id, page: { pageNum: 1, pageSize: 5 } }, as(token)));
      const chosen = images.items.filter((i) => i.isTrue).map((i) => i.id);
      const link = dataOf<ShareDicomImageResult>(await post(demo.app, api(paths.shareDicomImage), { reportId: report.id, imageIds: chosen }, as(token)));
      return `${ORIGIN}/mobShareReportImages?shareId=${encodeURIComponent(link.shareId)}`;
    }

    it('draws a scannable code of the resident’s own pictures link and DICOM link', async () => {
      const address = await pictureLink(demo.m);
      const answer = await qr(address, demo.m);
      expect(answer.body.resultCode).toBe(ResultCode.SUCCESS);
      const data = dataOf<ShareQrResult>(answer);
      expect(data.url).toBe(address);
      expect(data.qrCode.startsWith(SHARE_QR_DATA_PREFIX)).toBe(true);
      expect(decode(data.qrCode)).toBe(address);

      const [report] = (await demo.list<InspectionListResult>(paths.inspectionList, demo.m)).rows;
      const dicom = dataOf<ShareDicomResult>(await post(demo.app, api(paths.shareDicom), { reportId: report?.id }, as(demo.m)));
      const dicomAddress = `${ORIGIN}/webShareDicom?shareId=${encodeURIComponent(dicom.shareId)}`;
      expect(decode(dataOf<ShareQrResult>(await qr(dicomAddress, demo.m)).qrCode)).toBe(dicomAddress);
    });

    it('refuses another resident’s link, an ended link, a made-up one and any other text', async () => {
      const address = await pictureLink(demo.m);
      expect((await qr(address, demo.f)).body.resultCode).toBe(ResultCode.NOT_FOUND);
      // A new link ends the previous one: its code is no longer drawn.
      await pictureLink(demo.m);
      expect((await qr(address, demo.m)).body.resultCode).toBe(ResultCode.NOT_FOUND);
      const live = await pictureLink(demo.m);
      for (const other of [
        `${ORIGIN}/mobShareReportImages?shareId=made-up`,
        live.replace('mobShareReportImages', 'mob/home'),
        `${live}&next=https://evil.example`,
        live.replace('https:', 'javascript:'),
        'Call +853 0000 0000',
      ]) {
        expect((await qr(other, demo.m)).body.resultCode, other).not.toBe(ResultCode.SUCCESS);
      }
      expect((await post(demo.app, api(paths.shareQr), { url: live }, {})).body.resultCode).not.toBe(ResultCode.SUCCESS);
    });
  });
}

onEachDatabase(suite, adminUrl);

import { useEffect, useRef, useState } from 'react';
import { ORGANISATIONS } from '@macao-phr/contract';
import type { DicomImage, DicomImageListResult, InspectionDetail, Language, OrganisationCode } from '@macao-phr/contract';
import type { Read } from '../../api/index.ts';
import { toasting } from '../common/toasting.ts';
import { useRecordDetail } from '../common/record-detail.tsx';
import { pictureBlobUrl, reportDetail, reportImages } from './api.ts';

/** The report's `id` from the address (docs/product/routes.md: no path parameters), or null when missing or malformed. */
export function reportIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export function examNameIn(report: Pick<InspectionDetail, 'examName' | 'examNameEn' | 'examNamePt'>, language: Language): string {
  return language === 'en' ? report.examNameEn : language === 'pt' ? report.examNamePt : report.examName;
}

/** The organisation's name in the interface language (its code when it is not one of docs/product/overview.md's). */
export function orgNameIn(orgCode: OrganisationCode, language: Language): string {
  const org = ORGANISATIONS.find((o) => o.orgCode === orgCode);
  if (!org) return orgCode;
  return language === 'en' ? org.nameEn : language === 'pt' ? org.namePt : org.name;
}

export type ReportState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; report: InspectionDetail; images: readonly DicomImage[] };

/** Pictures asked for a page (a report holds at most a few hundred), and the most pages asked for. */
const IMAGE_PAGE_SIZE = 100;
const IMAGE_PAGES = 10;

/**
 * A report and all its pictures as one read of the query cache, there when the report and every page of its
 * pictures are. A failure is toasted (the report's own screen reads it quietly).
 */
export function reportWithImages(id: number): Read<{ report: InspectionDetail; images: readonly DicomImage[] }> {
  const detail = toasting(reportDetail(id));
  const page = (pageNum: number) => reportImages(id, pageNum, IMAGE_PAGE_SIZE);
  /** Whether the pictures so far are all of them, after a page. */
  const complete = (images: readonly DicomImage[], answer: DicomImageListResult) => images.length >= answer.total || answer.items.length === 0;
  return {
    key: JSON.stringify([detail.key, 'images']),
    peek() {
      const report = detail.peek();
      if (report === undefined) return undefined;
      const images: DicomImage[] = [];
      for (let pageNum = 1; pageNum <= IMAGE_PAGES; pageNum++) {
        const answer = page(pageNum).peek();
        if (answer === undefined) return undefined;
        images.push(...answer.items);
        if (complete(images, answer)) break;
      }
      return { report, images };
    },
    async fetch(signal) {
      const report = await detail.fetch(signal);
      const images: DicomImage[] = [];
      for (let pageNum = 1; pageNum <= IMAGE_PAGES; pageNum++) {
        const answer = await page(pageNum).fetch(signal);
        images.push(...answer.items);
        if (complete(images, answer)) break;
      }
      return { report, images };
    },
    prefetch: () => detail.prefetch(),
  };
}

/** A report and all its pictures, through the query cache: opened again, what it holds shows at once. */
export function useReport(id: number | null): ReportState {
  const { state } = useRecordDetail(id === null ? null : reportWithImages(id));
  return state.status === 'ready' ? { status: 'ready', report: state.record.report, images: state.record.images } : state;
}

/**
 * Blob addresses of signed-in pictures, fetched on demand and revoked when the screen goes.
 * `ask(url)` starts a fetch once; the map holds the address when it is there, or 'broken'.
 */
export function usePictureBlobs(): { blobs: ReadonlyMap<string, string>; ask: (url: string) => void } {
  const [blobs, setBlobs] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const made = useRef<string[]>([]);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      for (const url of made.current) URL.revokeObjectURL(url);
    };
  }, []);
  const ask = (url: string) => {
    if (asked.current.has(url)) return;
    asked.current.add(url);
    pictureBlobUrl(url).then(
      (blob) => {
        if (!alive.current) return URL.revokeObjectURL(blob);
        made.current.push(blob);
        setBlobs((m) => new Map(m).set(url, blob));
      },
      () => {
        if (alive.current) setBlobs((m) => new Map(m).set(url, 'broken'));
      },
    );
  };
  return { blobs, ask };
}

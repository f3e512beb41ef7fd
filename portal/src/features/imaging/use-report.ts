import { useEffect, useRef, useState } from 'react';
import { ORGANISATIONS } from '@macao-phr/contract';
import type { DicomImage, InspectionDetail, Language, OrganisationCode } from '@macao-phr/contract';
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

/** All of a report's pictures (a report holds at most a few hundred; fetched 100 a page). */
export function useReport(id: number | null): ReportState {
  const [state, setState] = useState<ReportState>(id === null ? { status: 'missing' } : { status: 'loading' });
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    (async () => {
      const report = await reportDetail(id, options);
      const images: DicomImage[] = [];
      for (let pageNum = 1; pageNum <= 10; pageNum++) {
        const page = await reportImages(id, pageNum, 100, options);
        images.push(...page.items);
        if (images.length >= page.total || page.items.length === 0) break;
      }
      if (!controller.signal.aborted) setState({ status: 'ready', report, images });
    })().catch(() => {
      if (!controller.signal.aborted) setState({ status: 'missing' });
    });
    return () => controller.abort();
  }, [id]);
  return state;
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

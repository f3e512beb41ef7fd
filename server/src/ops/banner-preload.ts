import { asc } from 'drizzle-orm';
import type { CatalogueText, Terminal } from '@macao-phr/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { catalogueBanners } from '../db/tables/catalogue.ts';

/**
 * The first banner picture of each terminal's home, for the `<link rel="preload" as="image">` that
 * portal-static.ts puts in the home pages (docs/performance.md "Preloads"): the picture is the home's largest
 * paint, and without the link the browser can only ask for it once the page's script has run and the banner list
 * has answered.
 */
export type FirstBannerPictures = Readonly<Record<Terminal, CatalogueText | null>>;

/** A changed banner list reaches the home pages within this long. */
export const BANNER_PRELOAD_REFRESH_MS = 60_000;
/**
 * How long a page waits for the banner query when what it knows is older than the refresh window; past it the
 * page goes out with what was known (nothing, the first time) and the query finishes for the next page.
 */
export const BANNER_PRELOAD_WAIT_MS = 250;

const TERMINAL_CODE: Record<Terminal, 1 | 2> = { mobile: 1, web: 2 };

/** The first banner of each terminal, in the banner list's order and with its terminal filter (routes/catalogue.ts bannerList). */
export function firstBannerPictures(rows: readonly { pic: CatalogueText; releaseTerminal: readonly number[] }[]): FirstBannerPictures {
  const first = (terminal: Terminal) => rows.find((b) => b.releaseTerminal.includes(TERMINAL_CODE[terminal]))?.pic ?? null;
  return { mobile: first('mobile'), web: first('web') };
}

export async function loadFirstBannerPictures(database: DatabaseHandle): Promise<FirstBannerPictures> {
  const rows = await database.readOnly(() =>
    database.db
      .select({ pic: catalogueBanners.pic, releaseTerminal: catalogueBanners.releaseTerminal })
      .from(catalogueBanners)
      .orderBy(asc(catalogueBanners.sort), asc(catalogueBanners.id)),
  );
  return firstBannerPictures(rows);
}

export type BannerPreloadOptions = {
  refreshMs?: number;
  waitMs?: number;
  /** Milliseconds, for the refresh window (the app's clock, so tests can move it). */
  now?: () => number;
  onError?: (error: unknown) => void;
};

/**
 * What the home pages preload, kept for the refresh window and then read again. A failed read means no preload
 * (until the next read, a window later): the page itself is served as always. A slow read does not hold the page
 * longer than `waitMs`.
 */
export function bannerPreloadSource(load: () => Promise<FirstBannerPictures>, options: BannerPreloadOptions = {}): () => Promise<FirstBannerPictures | null> {
  const refreshMs = options.refreshMs ?? BANNER_PRELOAD_REFRESH_MS;
  const waitMs = options.waitMs ?? BANNER_PRELOAD_WAIT_MS;
  const now = options.now ?? Date.now;
  let known: FirstBannerPictures | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  const read = (): Promise<void> => {
    reading ??= Promise.resolve()
      .then(load)
      .then(
        (pictures) => {
          known = pictures;
        },
        (error: unknown) => {
          known = null;
          options.onError?.(error);
        },
      )
      .finally(() => {
        readAt = now();
        reading = null;
      });
    return reading;
  };

  return async () => {
    const at = now();
    // A clock moved back (tests, a corrected system clock) starts a new window rather than freezing this one.
    if (at - readAt < refreshMs && at >= readAt) return known;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
      timer.unref();
    });
    await Promise.race([read(), waited]);
    clearTimeout(timer);
    return known;
  };
}

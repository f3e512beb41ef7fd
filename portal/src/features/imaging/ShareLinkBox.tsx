import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Button, Skeleton, TextField } from '@macao-phr/design-system';
import { shareQr } from './api.ts';
import { $language, intlLocale } from '../../stores/language.ts';
import { pushToast } from '../../stores/toasts.ts';

interface ShareLink {
  readonly shareId: string;
  readonly expiresAt: string;
}

/** The share link made last on this screen, and making one (a refusal already showed as the server's toast, docs/product/result-codes.md). */
export function useShareLink<L extends ShareLink>() {
  const [link, setLink] = useState<L | null>(null);
  const [busy, setBusy] = useState(false);
  async function create(make: () => Promise<L>) {
    setBusy(true);
    try {
      setLink(await make());
    } catch {
      // Already shown.
    } finally {
      setBusy(false);
    }
  }
  return { link, busy, create };
}

/**
 * "Create link" until one is made; then its address (read only, with how long it is valid), copy (a notice
 * confirms, saying until when) and a new link, which ends this one.
 */
export function ShareLinkBox({
  headingId,
  label,
  link,
  addressOf,
  copiedKey,
  createDisabled,
  onCreate,
}: {
  headingId: string;
  label: string;
  link: ShareLink | null;
  addressOf: (shareId: string) => string;
  /** Translation key of the copied notice, given `{{time}}`. */
  copiedKey: string;
  /** For the first link and for a new one. */
  createDisabled: boolean;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const language = useStore($language);
  if (link === null) {
    return (
      <Button className="sm:self-start" disabled={createDisabled} onClick={onCreate}>
        {t('imaging.createLink')}
      </Button>
    );
  }
  const address = addressOf(link.shareId);
  const until = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(link.expiresAt));

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      pushToast('success', t(copiedKey, { time: until }));
    } catch {
      pushToast('error', t('imaging.copyFailed'));
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-border bg-surface-raised p-4">
      <h3 id={headingId} className="m-0 text-base font-semibold text-text">
        {label}
      </h3>
      <TextField label={label} value={address} isReadOnly description={t('imaging.linkValid', { time: until })} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>{t('imaging.copy')}</Button>
        <Button variant="secondary" disabled={createDisabled} onClick={onCreate}>
          {t('imaging.regenerate')}
        </Button>
      </div>
      <p className="m-0 text-sm text-text-muted">{t('imaging.regenerateHint')}</p>
      <ShareQr address={address} />
    </section>
  );
}

/**
 * The link's QR code, for a doctor's phone to open: a picture the server draws (SVG data address, no QR script in the
 * bundle), with the address itself as its text alternative. A new link gets a new code.
 */
function ShareQr({ address }: { address: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<{ for: string; src: string | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    shareQr(address, { signal: controller.signal, toastOnError: false }).then(
      (answer) => setQr({ for: address, src: answer.qrCode }),
      () => {
        if (!controller.signal.aborted) setQr({ for: address, src: null });
      },
    );
    return () => controller.abort();
  }, [address]);
  const current = qr?.for === address ? qr : null;
  return (
    <figure className="m-0 flex flex-col items-start gap-2" data-share-qr="" aria-busy={current === null || undefined}>
      {current === null ? (
        <Skeleton shape="block" className="size-48" />
      ) : current.src === null ? (
        <p className="m-0 text-sm text-text-muted">{t('imaging.qrFailed')}</p>
      ) : (
        <img src={current.src} alt={t('imaging.qrAlt', { address })} width={192} height={192} className="size-48 rounded-sm" />
      )}
      <figcaption className="text-sm text-text-muted">{t('imaging.qrCaption')}</figcaption>
    </figure>
  );
}

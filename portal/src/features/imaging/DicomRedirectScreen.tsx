import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSearch } from 'wouter';
import { Button, Dialog, EmptyState } from '@macao-phr/design-system';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { sharedDicomUrl } from './api.ts';
import { leaveFor } from './leave.ts';
import './messages.ts';

type State = { status: 'opening' } | { status: 'failed'; message: string };

/**
 * docs/product/routes.md screen 2, /webShareDicom and /mobShareDicom?shareId=…: no sign-in (the second client). Asks the
 * server for the viewer address behind the link and sends the browser there. On failure the server's
 * message (docs/product/result-codes.md) shows in a dialog on the desktop page and as an error toast on the phone page.
 */
export function DicomRedirectScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const shareId = new URLSearchParams(useSearch()).get('shareId')?.trim() ?? '';
  const phone = route.name === 'mobShareDicom';
  const [state, setState] = useState<State>({ status: 'opening' });
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // The phone page lets the client toast the server's message; the desktop page shows it in a dialog.
    sharedDicomUrl(shareId, phone ? 'mob' : 'web', { toastOnError: phone, signal: controller.signal }).then(
      (answer) => {
        if (!leaveFor(answer.dicomUrl)) {
          setState({ status: 'failed', message: t('imaging.dicom.badAddress') });
          setDialogOpen(!phone);
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof Error && error.message ? error.message : t('imaging.dicom.failedTitle') });
        setDialogOpen(!phone);
      },
    );
    return () => controller.abort();
  }, [shareId, phone, t]);

  if (state.status === 'opening') {
    return (
      <div data-dicom-state="opening" role="status" className="flex flex-col gap-2">
        <p className="m-0 text-base text-text">{t('imaging.dicom.opening')}</p>
      </div>
    );
  }
  return (
    <div data-dicom-state="failed">
      <EmptyState title={t('imaging.dicom.failedTitle')} description={t('imaging.dicom.failedHint')} />
      {phone ? null : (
        <Dialog.Root open={dialogOpen} onOpenChange={setDialogOpen}>
          <Dialog.Content role="alertdialog" hideCloseButton data-dicom-error="">
            <Dialog.Header>
              <Dialog.Title>{t('imaging.dicom.failedTitle')}</Dialog.Title>
              <Dialog.Description>{state.message}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button>{t('imaging.dicom.ok')}</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      )}
    </div>
  );
}

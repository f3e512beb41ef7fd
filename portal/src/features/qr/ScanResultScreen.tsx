import './messages.ts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { Alert, Badge, Button, EmptyState, FormStack, TextField, buttonVariants } from '@macao-phr/design-system';
import type { BadgeVariant } from '@macao-phr/design-system';
import { ResultCode, fieldErrors, macaoIdSchema, type ConfirmInfoResult, type DoctorInfo, type QueueState, type QueueTicket } from '@macao-phr/contract';
import { ApiError } from '../../api/index.ts';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { $language } from '../../stores/language.ts';
import { $profile } from '../../stores/session.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { LoadingBlocks } from '../common/loaded.tsx';
import { $subject } from '../../stores/subject.ts';
import { orgNameIn } from '../lab-reports/report.ts';
import { confirmInfo, doctorInfo, scanQr } from './api.ts';
import { lastScan, updateScanResult } from './handoff.ts';

const stateBadge: Record<QueueState, BadgeVariant> = {
  waiting: 'info',
  called: 'success',
  passed: 'warning',
  finished: 'neutral',
  notToday: 'warning',
  notRegistered: 'warning',
  done: 'success',
};

/**
 * docs/product/routes.md /mob/scanResult for BLOOD (the queue states of docs/product/states.md with the room hours of docs/product/limits.md) and the
 * doctor-consent record types ER24, ERM, ERO, ERP, ER_all, OUT and adult EMR (docs/product/validation.md: agree or
 * decline; the child's identity number when identity does not match; minors cannot consent).
 */
export function ScanResultScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [scan] = useState(lastScan);
  const scanPage = pathOf('scanPage', 'mob') ?? '/mob/home/scanPage';
  if (scan === null)
    return (
      <EmptyState
        title={t('qr.result.noneTitle')}
        description={t('qr.result.noneBody')}
        action={
          <Link href={scanPage} className={buttonVariants({ variant: 'primary', wrap: true })}>
            {t('qr.result.scan')}
          </Link>
        }
      />
    );
  return scan.result.kind === 'queue' ? <QueueView qrCode={scan.qrCode} initial={scan.result} /> : <ConsentView qrCode={scan.qrCode} />;
}

function QueueView({ qrCode, initial }: { readonly qrCode: string; readonly initial: QueueTicket }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [ticket, setTicket] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const number = (n: number) => formatNumber(n, language);

  const refresh = () => {
    setBusy(true);
    scanQr(qrCode, { toastOnError: false })
      .then((next) => {
        if (next.kind !== 'queue') return;
        updateScanResult(next);
        setTicket(next);
        setFailure(null);
      })
      .catch((error: unknown) => setFailure(error instanceof ApiError ? error.message : t('common.loadFailed')))
      .finally(() => setBusy(false));
  };

  const body =
    ticket.state === 'waiting' ? t('qr.queue.states.waitingBody', { count: ticket.ahead }) : t(`qr.queue.states.${ticket.state}Body`);

  return (
    <section aria-labelledby="queue-heading" className="flex flex-col gap-4" data-state={ticket.state}>
      <h2 id="queue-heading" className="text-xl font-semibold">
        {t('qr.queue.heading')}
      </h2>
      <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4" aria-live="polite">
        <p className="m-0 flex flex-wrap items-center gap-2 text-lg font-semibold">
          <Badge variant={stateBadge[ticket.state]}>{t(`qr.queue.states.${ticket.state}`)}</Badge>
        </p>
        <p className="m-0 text-base">{body}</p>
        <p className="m-0 text-2xl font-semibold">{t('qr.queue.ticket', { number: number(ticket.ticketNo) })}</p>
        <p className="m-0 text-base">{ticket.calledNo === null ? t('qr.queue.notCalling') : t('qr.queue.calling', { number: number(ticket.calledNo) })}</p>
        <p className="m-0 text-sm text-text-muted">{t('qr.queue.date', { date: ticket.serviceDate })}</p>
      </div>
      <p className="m-0 text-base">{t('qr.queue.hours', { open: ticket.roomOpen, close: ticket.roomClose })}</p>
      <p className="m-0 text-base">{t('qr.queue.duration', { minutes: number(ticket.minutesPerDraw) })}</p>
      {failure === null ? null : (
        <p role="alert" className="text-base text-danger">
          {failure}
        </p>
      )}
      <Button variant="secondary" className="self-start" disabled={busy} onClick={refresh}>
        {t('qr.queue.refresh')}
      </Button>
    </section>
  );
}

type ConsentState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; info: DoctorInfo }
  | { status: 'done'; info: DoctorInfo; result: ConfirmInfoResult };

function ConsentView({ qrCode }: { readonly qrCode: string }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const profile = useStore($profile);
  const subject = useStore($subject);
  const [state, setState] = useState<ConsentState>({ status: 'loading' });
  const [childId, setChildId] = useState('');
  const [childError, setChildError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLHeadingElement>(null);
  const scanPage = pathOf('scanPage', 'mob') ?? '/mob/home/scanPage';
  const consents = pathOf('qrConsents', 'mob') ?? '';

  useEffect(() => {
    const controller = new AbortController();
    doctorInfo(qrCode, { toastOnError: false, signal: controller.signal })
      .then((info) => setState({ status: 'ready', info }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiError ? error.message : t('common.loadFailed') });
      });
    return () => controller.abort();
  }, [qrCode, t]);

  useEffect(() => {
    if (state.status === 'done') outcome.current?.focus();
  }, [state.status]);

  if (state.status === 'loading') return <LoadingBlocks heights={['h-40']} />;
  if (state.status === 'error')
    return (
      <EmptyState
        role="alert"
        title={t('qr.handoff.failedTitle')}
        description={state.message}
        action={
          <Link href={scanPage} replace className={buttonVariants({ variant: 'primary', wrap: true })}>
            {t('qr.handoff.scanAgain')}
          </Link>
        }
      />
    );

  const { info } = state;
  const doctor = info.doctor.name[language];
  const recordType = t(`qr.recordTypes.${info.recordType}`);

  if (state.status === 'done') {
    const agreed = state.result.decision === 'agreed';
    return (
      <section aria-labelledby="consent-outcome" className="flex flex-col items-start gap-3">
        <h2 id="consent-outcome" ref={outcome} tabIndex={-1} className="text-xl font-semibold outline-none">
          {agreed ? t('qr.consent.agreedTitle') : t('qr.consent.declinedTitle')}
        </h2>
        <p className="m-0 text-base">{t(agreed ? 'qr.consent.agreedBody' : 'qr.consent.declinedBody', { doctor, recordType })}</p>
        {consents === '' ? null : (
          <Link href={consents} className={buttonVariants({ variant: 'secondary', wrap: true })}>
            {t('qr.consent.toConsents')}
          </Link>
        )}
      </section>
    );
  }

  // docs/product/validation.md/docs/product/roles.md: a minor cannot consent by QR; the server refuses it too.
  const minor = profile?.adult === false && subject === null;
  const needsChild = !info.identityMatches;

  const answer = async (agree: boolean, event?: FormEvent) => {
    event?.preventDefault();
    let child: string | undefined;
    if (needsChild) {
      const parsed = macaoIdSchema.safeParse(childId);
      if (!parsed.success) {
        setChildError(fieldErrors(parsed.error, language)['_form']?.[0]);
        document.querySelector<HTMLInputElement>('input[name=childIdentityNumber]')?.focus();
        return;
      }
      child = parsed.data;
    }
    setChildError(undefined);
    setFailure(null);
    setBusy(true);
    try {
      const result = await confirmInfo(qrCode, agree, child, { toastOnError: false });
      setState({ status: 'done', info, result });
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'result') return;
      if (error.resultCode === ResultCode.VALIDATION_FAILED) {
        const data = error.data as { fieldErrors?: Record<string, string[]> } | undefined;
        setChildError(data?.fieldErrors?.childIdentityNumber?.[0] ?? error.message);
      } else setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="consent-heading" className="flex flex-col gap-4">
      <h2 id="consent-heading" className="text-xl font-semibold">
        {t('qr.consent.heading')}
      </h2>
      <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4">
        <p className="m-0 text-base">
          {t('qr.consent.asks', { doctor, department: info.doctor.department[language], org: orgNameIn(info.doctor.orgCode, language), recordType })}
        </p>
        <p className="m-0 text-sm text-text-muted">{t('qr.consent.validUntil', { time: formatDateTime(info.expiresAt, language) })}</p>
      </div>
      {minor ? (
        <Alert variant="error" title={t('qr.consent.minorTitle')}>
          {t('qr.consent.minorBody')}
        </Alert>
      ) : (
        <FormStack width="full" onSubmit={(e) => void answer(true, e)} aria-busy={busy}>
          {needsChild ? (
            <>
              <p className="m-0 text-base">{t('qr.consent.childNeeded')}</p>
              <TextField
                name="childIdentityNumber"
                label={t('qr.consent.childIdentity')}
                description={t('qr.consent.childIdentityHint')}
                value={childId}
                onChange={setChildId}
                autoComplete="off"
                isRequired
                validationBehavior="aria"
                isInvalid={childError !== undefined}
                errorMessage={childError}
              />
            </>
          ) : null}
          {failure === null ? null : (
            <Alert variant="error">{failure}</Alert>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {t('qr.consent.agree')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void answer(false)}>
              {t('qr.consent.decline')}
            </Button>
          </div>
          {busy ? (
            <span role="status" className="sr-only">
              {t('qr.consent.sending')}
            </span>
          ) : null}
        </FormStack>
      )}
    </section>
  );
}

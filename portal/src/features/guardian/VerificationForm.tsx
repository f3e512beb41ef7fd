import './messages.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useStore } from '@nanostores/react';
import { Alert, Button, FormStack, TextField } from '@macao-phr/design-system';
import { FORM_FIELD, ResultCode, VERIFICATION_CODE_TTL_SECONDS, fieldErrors, guardianVerifyRequestSchema } from '@macao-phr/contract';
import { ApiError } from '../../api/index.ts';
import { $language } from '../../stores/language.ts';
import { sendCode, verifyGuardian } from './api.ts';

type Field = 'identityNumber' | 'verificationCode';
type Errors = Partial<Record<Field | typeof FORM_FIELD, string>>;

/** The outcome the caller shows: on a phone the /mob/result screen, on the web the list in place. */
export type VerificationOutcome = { ok: true } | { ok: false; resultCode: string; message: string };

/**
 * docs/product/roles.md parent/guardian identity check: the guardian's Macao identity number and a one-time code.
 * Validated with the contract's schema here and again on the server. Refusals that are about the
 * identity (wrong number, wrong or spent code) are outcomes, not field errors.
 */
export function VerificationForm({ onDone }: { readonly onDone: (outcome: VerificationOutcome) => void }) {
  const { t } = useTranslation();
  const language = useStore($language);
  const [values, setValues] = useState({ identityNumber: '', verificationCode: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<{ demoCode: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['identityNumber', 'verificationCode'] as const).find((f) => found[f] !== undefined);
    if (first !== undefined) formRef.current?.querySelector<HTMLInputElement>(`input[name=${first}]`)?.focus();
  };

  /** What each field takes from the form: its name, value and error; both are required, checked by the form rather than the browser. */
  const fieldProps = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    isRequired: true,
    validationBehavior: 'aria' as const,
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });

  const requestCode = async () => {
    setBusy(true);
    try {
      const answer = await sendCode();
      setSent({ demoCode: answer.demoCode });
      setErrors((e) => ({ ...e, [FORM_FIELD]: undefined }));
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = guardianVerifyRequestSchema.safeParse(values);
    if (!parsed.success) {
      const all = fieldErrors(parsed.error, language);
      return show({ identityNumber: all.identityNumber?.[0], verificationCode: all.verificationCode?.[0] });
    }
    if (sent === null) return show({ [FORM_FIELD]: t('guardian.verify.sendFirst') });
    setErrors({});
    setBusy(true);
    try {
      await verifyGuardian(parsed.data.identityNumber, parsed.data.verificationCode, { toastOnError: false });
      onDone({ ok: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError) || error.kind !== 'result') return;
      if (error.resultCode === ResultCode.VALIDATION_FAILED) {
        const data = error.data as { fieldErrors?: Record<string, string[]> } | undefined;
        return show({ identityNumber: data?.fieldErrors?.identityNumber?.[0], verificationCode: data?.fieldErrors?.verificationCode?.[0] });
      }
      onDone({ ok: false, resultCode: error.resultCode ?? '', message: error.message });
    }
  };

  return (
    <FormStack ref={formRef} onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <p className="text-base">{t('guardian.verify.intro')}</p>
      {errors[FORM_FIELD] !== undefined ? <Alert variant="error">{errors[FORM_FIELD]}</Alert> : null}
      <TextField {...fieldProps('identityNumber')} label={t('guardian.verify.identity')} description={t('guardian.verify.identityHint')} autoComplete="off" />
      <div className="flex flex-col gap-2">
        <Button type="button" variant="secondary" className="self-start" disabled={busy} onClick={() => void requestCode()}>
          {sent === null ? t('guardian.verify.sendCode') : t('guardian.verify.resend')}
        </Button>
        <div role="status" className="text-sm text-text-muted">
          {sent === null ? null : (
            <>
              <span>{t('guardian.verify.codeSent', { minutes: VERIFICATION_CODE_TTL_SECONDS / 60 })}</span>
              {sent.demoCode === null ? null : (
                <span className="block" data-testid="demo-code">
                  {t('guardian.verify.demoCode', { code: sent.demoCode })}
                </span>
              )}
            </>
          )}
        </div>
      </div>
      <TextField
        {...fieldProps('verificationCode')}
        label={t('guardian.verify.code')}
        description={t('guardian.verify.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button type="submit" className="self-start" disabled={busy}>
        {busy ? t('guardian.verify.submitting') : t('guardian.verify.submit')}
      </Button>
    </FormStack>
  );
}

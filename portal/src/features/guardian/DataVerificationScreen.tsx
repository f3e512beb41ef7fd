import './messages.ts';
import { useLocation } from 'wouter';
import { pathOf } from '../../routes/routes.ts';
import type { ScreenProps } from '../../routes/screen-types.ts';
import { VerificationForm } from './VerificationForm.tsx';

/** docs/product/routes.md /mob/dataVerification: the parent/guardian identity check, then /mob/result. */
export function DataVerificationScreen(_props: ScreenProps) {
  const [, navigate] = useLocation();
  const resultPath = pathOf('result', 'mob') ?? '/mob/result';
  return (
    <VerificationForm
      onDone={(outcome) =>
        navigate(outcome.ok ? `${resultPath}?status=success` : `${resultPath}?status=fail&code=${encodeURIComponent(outcome.resultCode)}`, { replace: true })
      }
    />
  );
}

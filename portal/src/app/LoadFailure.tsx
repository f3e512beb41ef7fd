import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, EmptyState } from '@macao-phr/design-system';
import { useTranslation } from '../i18n/use-translation.ts';
import { retryFailedLoads } from '../i18n/index.ts';
import { isCodeLoadFailure, reloadIntoNewRelease, serverAnswers } from './new-release.ts';

/**
 * What a resident sees when a part of the page fails to render, most often because its code could not be loaded
 * (the server gone, the network down, or a release that replaced the chunk names of an open tab): the words of what
 * went wrong and a "Try again" that loads the code again and renders the part afresh, so its calls are made again
 * (docs/architecture.md "When code fails to load").
 */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      data-load-failed=""
      title={t('common.loadFailure.title')}
      description={t('common.loadFailure.body')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  /**
   * Shows nothing instead of the failure (the toast area, the watches that start after the first frame): a part
   * the resident did not ask for. It tries again when `resetKey` changes.
   */
  readonly quiet?: boolean;
  readonly resetKey?: unknown;
}

interface BoundaryState {
  readonly error: unknown;
  /** "Try again" presses that found the server still gone: the failure is drawn afresh, so it is announced again. */
  readonly attempts: number;
}

/** Catches a failure below it and shows LoadFailed (or nothing, `quiet`). */
export class LoadFailureBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempts: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  override componentDidMount(): void {
    // A quiet part (the toast area) tries again by itself when the device is back online.
    window.addEventListener('online', this.retryIfFailed);
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // A chunk that no longer exists after a release: the page reloads into the new one (once).
    void reloadIntoNewRelease(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey) this.retryIfFailed();
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryIfFailed);
    // A failure shown and then left: the next visit to that part loads it again.
    if (this.state.error !== null) retryFailedLoads();
  }

  /**
   * Renders the part again, its code loaded again. The browser keeps a module that failed to load as failed for the
   * page's life, so after a failed code load the page is loaded again instead, once the server answers (the
   * resident's own press: no loop); while it does not, the failure stays and is said again.
   */
  readonly retry = async (): Promise<void> => {
    if (isCodeLoadFailure(this.state.error)) {
      if (await serverAnswers()) window.location.reload();
      else this.setState((state) => ({ attempts: state.attempts + 1 }));
      return;
    }
    this.retryInPlace();
  };

  readonly retryInPlace = (): void => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  readonly retryIfFailed = (): void => {
    if (this.state.error !== null && this.props.quiet === true) this.retryInPlace();
  };

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return this.props.quiet === true ? null : <LoadFailed key={this.state.attempts} onRetry={() => void this.retry()} />;
  }
}

import { ResultCode, isSessionInvalid } from '@macao-phr/contract';
import type { Envelope } from '@macao-phr/contract';

/**
 * The API client (docs/architecture.md#api-contract and docs/architecture.md#portal, docs/product/calls.md and docs/product/result-codes.md): fetch with a 100,000 ms timeout, the
 * Authorization and Language headers, the { resultCode, resultMsg, data } envelope, and the
 * result-code handling of docs/product/result-codes.md. It is a factory over its effects so tests can pass fakes;
 * api/index.ts wires the two real instances (main and share) to the stores.
 */

/** docs/product/limits.md: request timeout 100000 ms. */
export const requestTimeoutMs = 100_000;

/** Why a call was rejected; `data` carries what the server sent (for example `fieldErrors`). */
export type ApiErrorKind = 'result' | 'session' | 'govEntity' | 'network' | 'timeout';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly resultCode: string | undefined;
  readonly data: unknown;

  constructor(kind: ApiErrorKind, message: string, resultCode?: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.resultCode = resultCode;
    this.data = data;
  }
}

export interface ApiEffects {
  readonly fetch: typeof fetch;
  /** `undefined` for the share client (docs/product/calls.md: "a second client ... no login"). */
  readonly getToken: (() => string | undefined) | undefined;
  readonly getLanguage: () => string;
  /** docs/product/roles.md: the ward a guardian acts for (sent as the Subject header); absent for the share client. */
  readonly getSubject?: () => string | undefined;
  /** docs/product/result-codes.md, 100017-100021: remember the address, log out, go to login. */
  readonly onSessionInvalid: () => void;
  /** docs/product/result-codes.md, 100046/100047. */
  readonly onGovEntity: (type: 'expired' | 'noaccess') => void;
  readonly showError: (message: string) => void;
  /** The translated 'Network error' text. */
  readonly networkErrorMessage: () => string;
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
}

export interface CallOptions {
  /**
   * Show the server's resultMsg as an error toast on a business failure (docs/product/result-codes.md). Forms that show
   * field errors themselves pass false and read `error.data`.
   * @default true
   */
  readonly toastOnError?: boolean;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  get<T>(path: string, query?: Readonly<Record<string, string>>, options?: CallOptions): Promise<T>;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'resultCode' in value && typeof value.resultCode === 'string';
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

export function createApiClient(effects: ApiEffects): ApiClient {
  const baseUrl = effects.baseUrl ?? '/api';
  const timeoutMs = effects.timeoutMs ?? requestTimeoutMs;

  async function send<T>(method: 'GET' | 'POST', url: string, body: unknown, options: CallOptions): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', Language: effects.getLanguage() };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const token = effects.getToken?.();
    if (token !== undefined && token !== '') headers['Authorization'] = token;
    const subject = token === undefined ? undefined : effects.getSubject?.();
    if (subject !== undefined && subject !== '') headers['Subject'] = subject;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
    const onCallerAbort = (): void => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let payload: unknown;
    try {
      const response = await effects.fetch(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        signal: controller.signal,
      });
      // HTTP 400 still carries an envelope (docs/architecture.md#api-contract); anything else without one is a transport failure.
      payload = await response.json().catch(() => undefined);
      if (!isEnvelope(payload)) throw new ApiError('network', `HTTP ${response.status}`);
    } catch (cause) {
      // A caller's own abort is not a failure to tell the resident about.
      if (options.signal?.aborted === true) throw cause;
      const timedOut = controller.signal.aborted;
      const message = effects.networkErrorMessage();
      effects.showError(message);
      throw new ApiError(timedOut ? 'timeout' : 'network', message);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }

    const envelope = payload;
    if (envelope.resultCode === ResultCode.SUCCESS) return envelope.data as T;

    if (isSessionInvalid(envelope.resultCode)) {
      effects.onSessionInvalid();
      throw new ApiError('session', envelope.resultMsg, envelope.resultCode, envelope.data);
    }
    if (envelope.resultCode === ResultCode.GOV_LINK_EXPIRED || envelope.resultCode === ResultCode.GOV_NO_ACCESS) {
      effects.onGovEntity(envelope.resultCode === ResultCode.GOV_LINK_EXPIRED ? 'expired' : 'noaccess');
      throw new ApiError('govEntity', envelope.resultMsg, envelope.resultCode, envelope.data);
    }
    if (options.toastOnError !== false) effects.showError(envelope.resultMsg);
    throw new ApiError('result', envelope.resultMsg, envelope.resultCode, envelope.data);
  }

  return {
    post: (path, body, options = {}) => send('POST', joinUrl(baseUrl, path), body, options),
    get: (path, query, options = {}) => {
      const qs = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
      return send('GET', `${joinUrl(baseUrl, path)}${qs}`, undefined, options);
    },
  };
}

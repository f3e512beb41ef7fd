import { GET_PATHS, PlatformResultCode, isSessionInvalid } from '@macao-phr/contract';
import type { BytesEndpointPath, EndpointAt, EndpointData, EndpointInput, EndpointName, Envelope, JsonEndpointName, JsonEndpointPath } from '@macao-phr/contract';

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

/** A call's body (POST) or query (GET) as its row's schema takes it in; optional when the schema needs nothing. */
export type CallArgs<N extends EndpointName> = [EndpointInput<N>] extends [undefined]
  ? [body?: undefined, options?: CallOptions]
  : Record<string, never> extends EndpointInput<N>
    ? [body?: EndpointInput<N>, options?: CallOptions]
    : [body: EndpointInput<N>, options?: CallOptions];

/** The row of the envelope-answering path P. */
export type JsonAt<P extends JsonEndpointPath> = Extract<EndpointAt<P>, JsonEndpointName>;

/**
 * Calls a row of the contract's endpoint table by its path constant, `api.call(paths.labReportList, body)`
 * (docs/architecture.md#how-a-call-travels): the body's type is the row's request (or query) schema as it takes input,
 * the answer's type its response schema's output.
 */
export interface ApiClient {
  call<P extends JsonEndpointPath>(path: P, ...args: CallArgs<JsonAt<P>>): Promise<EndpointData<JsonAt<P>>>;
  /** The address of a row answering bytes, with its query (for a link or an image the browser loads itself). */
  fileUrl<P extends BytesEndpointPath>(
    path: P,
    ...query: CallArgs<EndpointAt<P>> extends [infer Q, ...unknown[]] ? [query: Q] : [query?: EndpointInput<EndpointAt<P>>]
  ): string;
  /**
   * Fetches a row answering bytes with this client's headers (token, language, ward). Resolves with the response
   * (read it whole or as it streams); an envelope instead of bytes is handled as a call's failure and rejects.
   */
  fetchFile<P extends BytesEndpointPath>(path: P, ...args: CallArgs<EndpointAt<P>>): Promise<Response>;
}

/** A query string from a row's query object: arrays repeat their key, absent values are left out. */
export function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const methodOf = (path: string): 'GET' | 'POST' => (GET_PATHS.includes(path) ? 'GET' : 'POST');

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'resultCode' in value && typeof value.resultCode === 'string';
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

export function createApiClient(effects: ApiEffects): ApiClient {
  const baseUrl = effects.baseUrl ?? '/api';
  const timeoutMs = effects.timeoutMs ?? requestTimeoutMs;
  /** Language, and the token and the ward's patid when this client sends them. */
  function headersOf(accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, Language: effects.getLanguage() };
    const token = effects.getToken?.();
    if (token !== undefined && token !== '') headers['Authorization'] = token;
    const subject = token === undefined ? undefined : effects.getSubject?.();
    if (subject !== undefined && subject !== '') headers['Subject'] = subject;
    return headers;
  }

  async function send<T>(method: 'GET' | 'POST', url: string, body: unknown, options: CallOptions): Promise<T> {
    const headers = headersOf('application/json');
    if (method === 'POST') headers['Content-Type'] = 'application/json';

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

    return answerOf<T>(payload, options);
  }

  /** The envelope's data on success; otherwise the result code's handling, and a rejection. */
  function answerOf<T>(envelope: Envelope<unknown>, options: CallOptions): T {
    if (envelope.resultCode === PlatformResultCode.SUCCESS) return envelope.data as T;

    if (isSessionInvalid(envelope.resultCode)) {
      effects.onSessionInvalid();
      throw new ApiError('session', envelope.resultMsg, envelope.resultCode, envelope.data);
    }
    if (envelope.resultCode === PlatformResultCode.GOV_LINK_EXPIRED || envelope.resultCode === PlatformResultCode.GOV_NO_ACCESS) {
      effects.onGovEntity(envelope.resultCode === PlatformResultCode.GOV_LINK_EXPIRED ? 'expired' : 'noaccess');
      throw new ApiError('govEntity', envelope.resultMsg, envelope.resultCode, envelope.data);
    }
    if (options.toastOnError !== false) effects.showError(envelope.resultMsg);
    throw new ApiError('result', envelope.resultMsg, envelope.resultCode, envelope.data);
  }

  const urlOf = (path: string, query: unknown): string => `${joinUrl(baseUrl, path)}${queryString(query)}`;

  async function fetchFile(path: string, query: unknown, options: CallOptions): Promise<Response> {
    let response: Response;
    try {
      response = await effects.fetch(urlOf(path, query), { headers: headersOf('*/*'), signal: options.signal });
    } catch (cause) {
      if (options.signal?.aborted === true) throw cause;
      const message = effects.networkErrorMessage();
      effects.showError(message);
      throw new ApiError('network', message);
    }
    // Refusals (validation, session, somebody else's file) answer the envelope like any call.
    if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
      const payload: unknown = await response.json().catch(() => undefined);
      if (isEnvelope(payload)) return answerOf<never>(payload, options);
    }
    if (!response.ok) throw new ApiError('network', `HTTP ${response.status}`);
    return response;
  }

  return {
    call: (path, ...[body, options = {}]) =>
      methodOf(path) === 'GET' ? send('GET', urlOf(path, body), undefined, options) : send('POST', urlOf(path, undefined), body, options),
    fileUrl: (path, ...[query]) => urlOf(path, query),
    fetchFile: (path, ...[query, options = {}]) => fetchFile(path, query, options),
  };
}

import { ERROR_CODES, type Envelope } from '@paani/contracts';
import i18next from 'i18next';
import { forgetSession } from '../auth/stored-session';
import { STORAGE, storedPlantId } from '../lib/storage';
import { newIdempotencyKey } from './idempotency-key';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message per field, as forms show them. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
  }
}

// The client's own messages, in the language on screen when the request fails (`app:errors`).
const networkError = () => i18next.t('app:errors.network');
const serverError = () => i18next.t('app:errors.server');
const timedOut = () => i18next.t('app:errors.timeout');

// 20 s per request; on time-out up to 2 retries, each 1.5 times longer (at most 30 s), after 1 s then 2 s (docs/product.md, "Rules the screens and the API share").
export const REQUEST_TIMEOUT_MS = 20_000;
const MAX_TIMEOUT_MS = 30_000;
const RETRY_WAITS_MS = [1_000, 2_000];

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Adds filter_plant_id of the selected plant (or of `plantId`) when it is a positive integer. */
  plantScoped?: boolean;
  plantId?: number | null;
  timeoutMs?: number;
  /** A POST's Idempotency-Key chosen by the caller (kept across the user's retries of the same command); a fresh one when absent. */
  idempotencyKey?: string;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The auth provider routes a 401 through the router instead of a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

class TimeoutError extends Error {}

function buildUrl(path: string, options: RequestOptions): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (options.plantScoped) {
    const plantId = options.plantId !== undefined && options.plantId !== null && options.plantId > 0 ? options.plantId : storedPlantId();
    if (plantId !== null) params.set('filter_plant_id', String(plantId));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function defaultMessage(status: number): string {
  if (status === 403) return i18next.t('app:errors.forbidden');
  if (status === 422) return i18next.t('app:errors.validation');
  if (status === 423) return i18next.t('app:errors.onboardingDisabled');
  if (status >= 500) return serverError();
  return i18next.t('app:errors.failed', { status });
}

/** The one place that calls fetch: bearer token, time-outs and retries, the envelope, 401 handling. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const token = localStorage.getItem(STORAGE.token);
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart content type.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  // One key per command, the same for this function's retries after a time-out: the server applies it once.
  if (method === 'POST') headers['idempotency-key'] = options.idempotencyKey ?? newIdempotencyKey();
  const payload = options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body);
  const init: RequestInit = { method, headers, body: payload };
  const url = buildUrl(path, options);

  let response: Response | undefined;
  let timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  for (let attempt = 0; response === undefined; attempt += 1) {
    try {
      response = await fetchWithTimeout(url, init, timeoutMs);
    } catch (error) {
      if (error instanceof TimeoutError && attempt < RETRY_WAITS_MS.length) {
        await sleep(RETRY_WAITS_MS[attempt]);
        timeoutMs = Math.min(timeoutMs * 1.5, MAX_TIMEOUT_MS);
        continue;
      }
      throw new ApiError(error instanceof TimeoutError ? timedOut() : networkError(), 0, ERROR_CODES.networkError);
    }
  }

  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && body && body.success !== false) return body;

  if (response.status === 401 && token) {
    forgetSession();
    onUnauthorized();
  }
  // A 403 on a plant-scoped call means the stored plant is not the caller's; forget it (docs/product.md, "The owner app").
  if (response.status === 403 && options.plantScoped) localStorage.removeItem(STORAGE.selectedPlantId);
  const message = response.status >= 500 ? serverError() : body?.message || defaultMessage(response.status);
  throw new ApiError(message, response.status, body?.error_code, body?.errors, body?.data);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A multipart POST (a file and text fields). */
  upload: <T>(path: string, form: FormData, options?: RequestOptions) => request<T>('POST', path, { ...options, body: form }),
};

/** A file the API sends (a template, an export) with the sign-in token, and the name it gives it. */
export async function downloadFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const token = localStorage.getItem(STORAGE.token);
  let response: Response;
  try {
    response = await fetchWithTimeout(
      buildUrl(path, options),
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
  } catch (error) {
    throw new ApiError(error instanceof TimeoutError ? timedOut() : networkError(), 0, ERROR_CODES.networkError);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(body?.message || defaultMessage(response.status), response.status, body?.error_code, body?.errors, body?.data);
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

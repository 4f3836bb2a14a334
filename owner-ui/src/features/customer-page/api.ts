import type { CustomerPage, CustomerRequest, CustomerRequestInput } from '@paani/contracts';
import type { Language } from './words';

/**
 * The customer page's three calls to the API (/api/public/customer-page/{token}). Every answer is the
 * API's envelope; here it becomes a result the page can switch on, never a thrown error.
 */
export type Result<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** 0: no answer (no network, a timeout, not the API's JSON). */
      status: number;
      code: string | null;
      message: string | null;
      errors: Record<string, string[]>;
      /** Seconds, from Retry-After on a 429. */
      retryAfter: number | null;
    };

const TIMEOUT_MS = 30_000;

function base(token: string): string {
  return `/api/public/customer-page/${encodeURIComponent(token)}`;
}

function failure(
  status: number,
  body?: { error_code?: string; message?: string; errors?: Record<string, string[]> },
  retryAfter: string | null = null,
) {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return {
    ok: false as const,
    status,
    code: body?.error_code ?? null,
    message: body?.message ?? null,
    errors: body?.errors ?? {},
    retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
  };
}

async function call<T>(url: string, pin: string | null, init: RequestInit = {}): Promise<Result<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (pin) headers['X-Customer-Pin'] = pin;
  if (init.body) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, headers, cache: 'no-store', signal: controller.signal });
    let body: { success?: boolean; data?: T; message?: string; error_code?: string; errors?: Record<string, string[]> } | undefined;
    try {
      body = (await response.json()) as typeof body;
    } catch {
      body = undefined;
    }
    if (response.ok && body?.success === true) return { ok: true, data: body.data as T };
    // A proxy's HTML page or an empty 502: as if the API had not answered.
    if (!body || typeof body !== 'object') return failure(response.ok ? 0 : response.status);
    return failure(response.status, body, response.headers.get('Retry-After'));
  } catch {
    return failure(0);
  } finally {
    clearTimeout(timer);
  }
}

export function fetchPage(token: string, pin: string | null): Promise<Result<CustomerPage>> {
  return call<CustomerPage>(base(token), pin);
}

export function sendRequest(token: string, pin: string | null, input: CustomerRequestInput): Promise<Result<CustomerRequest>> {
  return call<CustomerRequest>(`${base(token)}/requests`, pin, { method: 'POST', body: JSON.stringify(input) });
}

/** A month's statement as a PDF: a plain link (with the PIN in the query) that the phone's viewer opens. */
export function statementUrl(token: string, month: string, language: Language, pin: string | null): string {
  const query = new URLSearchParams({ language });
  if (pin) query.set('pin', pin);
  return `${base(token)}/statements/${encodeURIComponent(month)}?${query.toString()}`;
}

/** A link's accepted PIN lives for the tab only (sessionStorage), never on the phone for good. */
export const pinStore = {
  key: (token: string) => `paani.customerPin.${token}`,
  get(token: string): string | null {
    try {
      return sessionStorage.getItem(pinStore.key(token));
    } catch {
      return null;
    }
  },
  set(token: string, pin: string): void {
    try {
      sessionStorage.setItem(pinStore.key(token), pin);
    } catch {
      // Without storage the PIN is asked again on the next opening.
    }
  },
  clear(token: string): void {
    try {
      sessionStorage.removeItem(pinStore.key(token));
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};

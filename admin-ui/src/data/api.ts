import { clearSession, getToken } from '../auth/session';
import { newIdempotencyKey } from './idempotencyKey';

/** A failed call to the enveloped API: the server's message, its error code and its field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
    readonly errors?: Record<string, string[]>,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  403: 'You do not have permission to perform this action',
  422: 'Validation failed',
  500: 'Server error. Please try again later.',
};

/** Calls the enveloped API ({success, data, message}) with the stored token and returns the envelope. */
export async function callApi<T>(method: string, path: string, body?: unknown): Promise<{ data: T; message: string }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST') headers['Idempotency-Key'] = newIdempotencyKey();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError('Network error. Please check your connection.', 0);
  }
  const json = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    error_code?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (response.status === 401) {
    clearSession();
    window.location.assign('/login');
  }
  if (!response.ok || !json || json.success === false) {
    const message = json?.message || STATUS_MESSAGES[response.status] || response.statusText || 'Request failed';
    throw new ApiError(message, response.status, json?.error_code, json?.errors, json?.data);
  }
  return { data: json.data as T, message: json.message ?? '' };
}

export const apiGet = async <T>(path: string): Promise<T> => (await callApi<T>('GET', path)).data;

import { baseUrl, superAdmin } from './browser';

export interface Envelope<T = any> {
  success: boolean;
  data: T;
  message: string;
  error_code?: string;
  errors?: Record<string, string[]>;
}

/** Calls the API directly (set-up and assertions beside the browser), returning status and envelope. */
export async function api<T = any>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const body = (await response.json().catch(() => null)) as Envelope<T>;
  return { status: response.status, body };
}

export async function login(email: string, password: string): Promise<string> {
  const { status, body } = await api('POST', '/login', { body: { email, password } });
  if (status !== 200) throw new Error(`Sign-in of ${email} failed: ${status} ${body?.message}`);
  return body.data.token;
}

export function superAdminToken(): Promise<string> {
  const { email, password } = superAdmin();
  return login(email, password);
}

let counter = 0;

/** A new, active filter owner created by the super admin through the API. */
export async function createOwner(name = 'Browser Owner'): Promise<{ id: number; name: string; email: string; password: string }> {
  const token = await superAdminToken();
  counter += 1;
  const email = `owner-${Date.now().toString(36)}-${counter}@paani.browser`;
  const password = 'owner-password-1';
  const { status, body } = await api('POST', '/super-admin/filter-owners', { token, body: { name, email, password, is_active: true } });
  if (status !== 201 && status !== 200) throw new Error(`Creating an owner failed: ${status} ${JSON.stringify(body)}`);
  return { id: body.data.id, name, email, password };
}

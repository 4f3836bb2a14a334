import { AUTH_STORAGE_KEYS } from '@paani/contracts';

// The sign-in is shared with the owner app: same origin, same local-storage keys.
const { token: TOKEN_KEY, user: USER_KEY } = AUTH_STORAGE_KEYS;

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: string;
  created_at?: string;
  first_login_completed?: boolean;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** Where a signed-in user of another role belongs: the page each role lands on (docs/product.md, "Who uses it"). */
export function homeOf(role: string): string {
  if (role === 'super_admin') return '/super-admin/dashboard';
  if (role === 'auditor') return '/super-admin/events';
  if (role === 'filter_owner') return '/filter-owner/dashboard';
  return '/';
}

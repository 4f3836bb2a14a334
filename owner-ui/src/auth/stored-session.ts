import type { User } from '@paani/contracts';
import { getProfile } from '../api/auth/get-profile';
import { STORAGE, readJson, writeJson } from '../lib/storage';

/**
 * The sign-in as this browser keeps it (token and user in local storage), shared by the owner
 * app (AuthContext), the API client and the rider's own entry, which has no React context of the
 * owner app: signed in means a stored token and a stored user.
 */
export function storedSession(): User | null {
  const token = localStorage.getItem(STORAGE.token);
  const user = readJson<User>(STORAGE.user);
  return token && user && typeof user === 'object' ? { ...user, role: user.role ?? 'filter_owner' } : null;
}

export function keepSession(token: string, user: User): void {
  localStorage.setItem(STORAGE.token, token);
  writeJson(STORAGE.user, user);
}

export function keepUser(user: User): void {
  writeJson(STORAGE.user, user);
}

/** Forgets the token and the user (the chosen plant is the caller's to forget). */
export function forgetSession(): void {
  localStorage.removeItem(STORAGE.token);
  localStorage.removeItem(STORAGE.user);
}

/**
 * The user as the server has them now, kept in place of the stored one; null when it cannot
 * answer (offline) or the sign-in changed meanwhile. A refused token signs out through the API client.
 */
export async function refreshStoredUser(): Promise<User | null> {
  const token = localStorage.getItem(STORAGE.token);
  try {
    const { data } = await getProfile();
    if (localStorage.getItem(STORAGE.token) !== token) return null;
    keepUser(data);
    return data;
  } catch {
    return null;
  }
}

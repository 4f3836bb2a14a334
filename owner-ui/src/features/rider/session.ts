import type { User } from '@paani/contracts';
import { getProfile } from '../../api/auth/get-profile';
import { logout } from '../../api/auth/logout';
import { STORAGE, readJson, writeJson } from '../../lib/storage';

/**
 * The rider entry's sign-in, the same one the owner app keeps (token and user in local storage):
 * the sign-in page is the owner app's, and leaving for it is a full page load.
 */
export function storedUser(): User | null {
  const token = localStorage.getItem(STORAGE.token);
  const user = readJson<User>(STORAGE.user);
  return token && user && typeof user === 'object' ? user : null;
}

export function keepUser(user: User): void {
  writeJson(STORAGE.user, user);
}

/** Where this page's visitor belongs when it is not a signed-in rider: the sign-in page, or the owner app's home. */
export function elsewhere(user: User | null): string | null {
  if (!user) return '/login';
  return user.role === 'employee' ? null : '/';
}

/** The user as the server has them now (language, name); null when it cannot answer (offline). A refused token signs out through the API client. */
export async function refreshUser(): Promise<User | null> {
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

/** Signs out on the server (if it answers), forgets the sign-in on this phone and goes to the sign-in page. The outbox stays. */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  localStorage.removeItem(STORAGE.token);
  localStorage.removeItem(STORAGE.user);
  localStorage.removeItem(STORAGE.selectedPlantId);
  window.location.assign('/login');
}

import type { User } from '@paani/contracts';
import { logout } from '../../api/auth/logout';
import { forgetSession } from '../../auth/stored-session';
import { STORAGE } from '../../lib/storage';

// The rider entry's sign-in is the owner app's (auth/stored-session.ts): the sign-in page is the
// owner app's, and leaving for it is a full page load.

/** Where this page's visitor belongs when it is not a signed-in rider: the sign-in page, or the owner app's home. */
export function elsewhere(user: User | null): string | null {
  if (!user) return '/login';
  return user.role === 'employee' ? null : '/';
}

/** Signs out on the server (if it answers), forgets the sign-in on this phone and goes to the sign-in page. The outbox stays. */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  forgetSession();
  localStorage.removeItem(STORAGE.selectedPlantId);
  window.location.assign('/login');
}

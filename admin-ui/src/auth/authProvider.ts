import { AuthProvider, HttpError } from 'react-admin';
import { clearSession, getToken, getUser, homeOf } from './session';

let handingOver: Promise<never> | null = null;

/**
 * One /login for both roles: hands a signed-out visitor over to the owner app's sign-in page with
 * the console path remembered the way that app's router keeps it (history state `usr.from`).
 * Pending for ever, so react-admin does not navigate meanwhile.
 */
function handOverToLogin(): Promise<never> {
  if (!handingOver) {
    const from = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(
      { usr: { from: from.startsWith('/super-admin/') ? from : '/super-admin/dashboard' }, key: 'console', idx: 0 },
      '',
      '/login',
    );
    window.location.reload();
    handingOver = new Promise<never>(() => undefined);
  }
  return handingOver;
}

const ROLE_LABELS: Record<string, string> = { super_admin: 'Super Admin', filter_owner: 'Filter Owner', auditor: 'Auditor' };
export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? role;

/**
 * Shares the sign-in with the owner app (auth_token and auth_user in local storage).
 * A filter owner who opens the console is sent to their own dashboard; other roles see Access Denied.
 */
export const authProvider: AuthProvider = {
  // The console has no sign-in form of its own: signing in happens on the one /login.
  login: () => handOverToLogin(),

  async logout() {
    const token = getToken();
    if (token) {
      await fetch('/api/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
    }
    clearSession();
    // An absolute address: react-admin leaves the console for the owner app's sign-in page.
    return `${window.location.origin}/login`;
  },

  async checkAuth() {
    const user = getUser();
    if (!getToken() || !user) return handOverToLogin();
    if (user.role === 'filter_owner') {
      window.location.replace(homeOf(user.role));
      return new Promise<never>(() => undefined);
    }
  },

  async checkError(error: HttpError) {
    if (error?.status === 401) {
      clearSession();
      throw new Error('Session expired');
    }
  },

  async getIdentity() {
    const user = getUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.name, email: user.email, role: user.role };
  },

  async getPermissions() {
    return getUser()?.role ?? null;
  },
};

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage, setUnauthorizedHandler } from '../api/client';
import { login as signIn } from '../api/auth/login';
import { logout as signOut } from '../api/auth/logout';
import type { User } from '@paani/contracts';
import { STORAGE } from '../lib/storage';
import { forgetSession, keepSession, keepUser, refreshStoredUser, storedSession } from './stored-session';
import { useToast } from '../components/Toaster';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthValue {
  status: AuthStatus;
  user: User | null;
  login(email: string, password: string): Promise<User>;
  logout(): Promise<void>;
  updateUser(user: User): void;
  /** Keeps a new token for this device (after a password change) with its user. */
  replaceSession(token: string, user: User): void;
}

const AuthContext = createContext<AuthValue | null>(null);

/** Signed in means a stored token and a stored user; the cached user shows at once and the profile refreshes it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(storedSession);
  // The cached user counts at once (docs/product.md, "The owner app"), so the first screen's calls do not wait for the profile.
  const [status, setStatus] = useState<AuthStatus>(() => (storedSession() ? 'signedIn' : 'signedOut'));
  const profileRefreshed = useRef(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useTranslation('app');

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setUser(null);
      setStatus('signedOut');
      queryClient.clear();
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    if (profileRefreshed.current || !storedSession()) return;
    profileRefreshed.current = true;
    // 'Failed to get profile' (null): the stored user is kept.
    void refreshStoredUser().then((fresh) => fresh && setUser(fresh));
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      let response;
      try {
        response = await signIn({ email, password });
      } catch (error) {
        throw new Error(errorMessage(error, t('auth.loginFailed')));
      }
      if (!response.success || !response.data?.token || !response.data.user) throw new Error(response.message || t('auth.loginFailed'));
      const signedIn = { ...response.data.user, role: response.data.user.role ?? 'filter_owner' };
      keepSession(response.data.token, signedIn);
      setUser(signedIn);
      setStatus('signedIn');
      return signedIn;
    },
    [t],
  );

  const logout = useCallback(async () => {
    await signOut().catch(() => undefined);
    forgetSession();
    localStorage.removeItem(STORAGE.selectedPlantId);
    queryClient.clear();
    setUser(null);
    setStatus('signedOut');
    toast({ title: t('auth.loggedOut'), variant: 'success' });
    navigate('/login', { replace: true });
  }, [navigate, queryClient, toast, t]);

  const updateUser = useCallback((next: User) => {
    keepUser(next);
    setUser(next);
  }, []);

  const replaceSession = useCallback((token: string, next: User) => {
    keepSession(token, next);
    setUser(next);
  }, []);

  const value = useMemo(
    () => ({ status, user, login, logout, updateUser, replaceSession }),
    [status, user, login, logout, updateUser, replaceSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

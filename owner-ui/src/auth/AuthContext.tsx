import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage, setUnauthorizedHandler } from '../api/client';
import { authApi } from '../api/endpoints';
import type { User } from '../api/types';
import { STORAGE, readJson, writeJson } from '../lib/storage';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthValue {
  status: AuthStatus;
  user: User | null;
  login(email: string, password: string): Promise<User>;
  logout(): Promise<void>;
  updateUser(user: User): void;
}

const AuthContext = createContext<AuthValue | null>(null);

function cachedSession(): User | null {
  const token = localStorage.getItem(STORAGE.token);
  const user = readJson<User>(STORAGE.user);
  return token && user && typeof user === 'object' ? { ...user, role: user.role ?? 'filter_owner' } : null;
}

function clearSession(): void {
  localStorage.removeItem(STORAGE.token);
  localStorage.removeItem(STORAGE.user);
}

/** Signed in means a stored token and a stored user; the cached user shows at once and the profile refreshes it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(cachedSession);
  const [status, setStatus] = useState<AuthStatus>(() => (cachedSession() ? 'loading' : 'signedOut'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setUser(null);
      setStatus('signedOut');
      queryClient.clear();
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    });
  }, [navigate, queryClient]);

  useEffect(() => {
    if (status !== 'loading') return;
    let cancelled = false;
    authApi
      .profile()
      .then((response) => {
        if (cancelled) return;
        writeJson(STORAGE.user, response.data);
        setUser(response.data);
        setStatus('signedIn');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // 'Failed to get profile': the cached user is kept unless the token itself was refused.
        if (error instanceof ApiError && error.status === 401) return;
        setStatus(cachedSession() ? 'signedIn' : 'signedOut');
      });
    return () => {
      cancelled = true;
    };
    // Only the first load refreshes the profile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    let response;
    try {
      response = await authApi.login(email, password);
    } catch (error) {
      throw new Error(errorMessage(error, 'Login failed'));
    }
    if (!response.success || !response.data?.token || !response.data.user) throw new Error(response.message || 'Login failed');
    const signedIn = { ...response.data.user, role: response.data.user.role ?? 'filter_owner' };
    localStorage.setItem(STORAGE.token, response.data.token);
    writeJson(STORAGE.user, signedIn);
    setUser(signedIn);
    setStatus('signedIn');
    return signedIn;
  }, []);

  const logout = useCallback(async () => {
    await authApi.logout().catch(() => undefined);
    clearSession();
    localStorage.removeItem(STORAGE.selectedPlantId);
    queryClient.clear();
    setUser(null);
    setStatus('signedOut');
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const updateUser = useCallback((next: User) => {
    writeJson(STORAGE.user, next);
    setUser(next);
  }, []);

  const value = useMemo(() => ({ status, user, login, logout, updateUser }), [status, user, login, logout, updateUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@paani/contracts';
import { PageLoading } from '../shell/PageLoading';
import { AccessDenied } from '../pages/AccessDenied';
import { useAuth } from './AuthContext';
import { dashboardPathFor, usesConsole } from './landing';

/** Another app on the same server (the console, the rider's app): leaving for it is a full page load. */
export const isOtherApp = (path: string): boolean => path.startsWith('/super-admin') || /^\/rider(\/|$|\?)/.test(path);

/** The console and the rider's app are other apps on the same server: leaving for one is a full page load. */
function LeaveForApp({ path }: { path: string }) {
  const { t } = useTranslation('app');
  useEffect(() => window.location.replace(path), [path]);
  return <PageLoading text={t('redirecting', { path })} />;
}

export function RedirectTo({ path }: { path: string }) {
  return isOtherApp(path) ? <LeaveForApp path={path} /> : <Navigate to={path} replace />;
}

/** Signed-out users go to /login (remembering where they were); role prefixes are enforced (docs/product.md, "The owner app"). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <PageLoading />
      </div>
    );
  }
  if (status === 'signedOut' || !user) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  const path = location.pathname;
  if (path.startsWith('/super-admin/') && !usesConsole(user.role)) return <RedirectTo path={dashboardPathFor(user.role)} />;
  if (path.startsWith('/filter-owner/') && user.role !== 'filter_owner') return <RedirectTo path={dashboardPathFor(user.role)} />;
  if (path.startsWith('/super-admin/')) return <LeaveForApp path={`${path}${location.search}`} />;
  return <>{children}</>;
}

/** A role gate: the Access Denied screen, or a redirect to `fallback` when one is given. */
export function RoleGate({ role, fallback, children }: { role: Role; fallback?: string; children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role === role) return <>{children}</>;
  if (fallback) return <RedirectTo path={fallback} />;
  return <AccessDenied requiredRole={role} />;
}

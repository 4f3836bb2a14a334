import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import announcements from './announcements';
import { authProvider } from './auth/authProvider';
import { LoginHandoff } from './auth/LoginHandoff';
import currencies from './currencies';
import { dataProvider } from './data/dataProvider';
import events from './events';
import invoices from './billing';
import { i18nProvider } from './i18nProvider';
import { CONSOLE_NAME } from './layout/AppBar';
import { Layout } from './layout/Layout';
import { LoadingPage } from './layout/LoadingPage';
import { NotFound } from './layout/NotFound';
import { FilterOwnersPage, UsersPage } from './placeholders/pages';
import plans from './plans';
import plants from './plants';
import tenants from './tenants';
import { darkTheme, lightTheme } from './theme';
import { ThemeChoiceProvider, useThemeChoice } from './themeChoice';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const BillingPage = lazy(() => import('./billing/BillingPage'));
const SystemSettingsPage = lazy(() => import('./settings/SystemSettingsPage'));
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const StreamPage = lazy(() => import('./events/StreamPage'));
const BackupsPage = lazy(() => import('./backups/BackupsPage'));

const HomeRedirect = () => <Navigate to="/super-admin/dashboard" replace />;

function Console() {
  const { mode } = useThemeChoice();
  return (
    <Admin
      basename="/super-admin"
      title={CONSOLE_NAME}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginHandoff}
      layout={Layout}
      dashboard={HomeRedirect}
      catchAll={NotFound}
      loading={LoadingPage}
      theme={mode === 'dark' ? darkTheme : lightTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <Resource name="tenants" {...tenants} />
      <Resource name="filter-plants" {...plants} />
      <Resource name="subscription-plans" {...plans} />
      <Resource name="currencies" {...currencies} />
      <Resource name="events" {...events} />
      <Resource name="invoices" {...invoices} />
      <Resource name="announcements" {...announcements} />
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/billing" element={<BillingPage />} />
        <Route path="/system-settings" element={<SystemSettingsPage />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/backups" element={<BackupsPage />} />
        <Route path="/filter-owners" element={<FilterOwnersPage />} />
        <Route path="/users" element={<UsersPage />} />
        <Route path="/streams/:streamId" element={<StreamPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export function App() {
  return (
    <ThemeChoiceProvider>
      <Console />
    </ThemeChoiceProvider>
  );
}

import { lazy } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LoginPage } from './auth/LoginPage';
import { dataProvider } from './data/dataProvider';
import { Layout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { AnalyticsPage, CurrencyPreferencesPage, FilterOwnersPage, ReportsPage, UsersPage } from './placeholders/pages';
import { darkTheme, lightTheme } from './theme';
import { ThemeChoiceProvider, useThemeChoice } from './themeChoice';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));

const HomeRedirect = () => <Navigate to="/super-admin/dashboard" replace />;

function Console() {
  const { mode } = useThemeChoice();
  return (
    <Admin
      basename="/super-admin"
      title="Paani Super Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={Layout}
      dashboard={HomeRedirect}
      catchAll={NotFound}
      theme={mode === 'dark' ? darkTheme : lightTheme}
      darkTheme={null}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/filter-owners" element={<FilterOwnersPage />} />
        <Route path="/users" element={<UsersPage />} />
        <Route path="/currency-preferences" element={<CurrencyPreferencesPage />} />
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

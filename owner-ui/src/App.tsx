import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { AuthProvider, useAuth } from './auth/AuthContext';
import { dashboardPathFor } from './auth/landing';
import { RedirectTo, RequireAuth, RoleGate } from './auth/RouteGuard';
import { ThemeModeProvider } from './components/ThemeMode';
import { ToastProvider } from './components/Toaster';
import { LanguageSync } from './i18n/LanguageSync';
import { PlaceholderPage, PLACEHOLDERS } from './pages/PlaceholderPage';
import { PlantProvider } from './plants/PlantContext';
import { DocumentTitle } from './shell/DocumentTitle';
import { PageLoading } from './shell/PageLoading';

// Every screen is its own chunk, so the first route only loads what it shows; the owner's shell
// (sidebar, header, plant selector) too. The rider's app at /rider is another entry (rider.html,
// features/rider/main.tsx): the server serves it for /rider, and going there is a full page load.
const AppShell = lazy(() => import('./shell/AppShell').then((module) => ({ default: module.AppShell })));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const PlantsPage = lazy(() => import('./pages/PlantsPage'));
const PlantSettingsPage = lazy(() => import('./pages/PlantSettingsPage'));
const BillingPage = lazy(() => import('./pages/BillingPage'));
const CurrentPlanPage = lazy(() => import('./pages/CurrentPlanPage'));
const PackageSelectionPage = lazy(() => import('./pages/PackageSelectionPage'));
const OnboardingPage = lazy(() => import('./pages/OnboardingPage'));
const WizardPage = lazy(() => import('./pages/WizardPage'));
const AreasPage = lazy(() => import('./pages/AreasPage'));
const StaffPage = lazy(() => import('./pages/StaffPage'));
const EmployeePayPage = lazy(() => import('./features/employees/pay/EmployeePayPage'));
const PayrollPage = lazy(() => import('./features/payroll/PayrollPage'));
const ProductsPage = lazy(() => import('./features/products/ProductsPage'));
const StockPage = lazy(() => import('./features/stock/StockPage'));
const CustomersPage = lazy(() => import('./features/customers/CustomersPage'));
const CustomerDetailPage = lazy(() => import('./features/customers/CustomerDetailPage'));
const CustomerImportPage = lazy(() => import('./features/customer-import/CustomerImportPage'));
// Leaflet and its style sheet are in this page's chunk only (features/map/CustomerMapView.tsx).
const MapPage = lazy(() => import('./features/map/MapPage'));
const DailyEntriesPage = lazy(() => import('./features/daily-entries/DailyEntriesPage'));
const ExpensesPage = lazy(() => import('./features/expenses/ExpensesPage'));
const RiderDaysPage = lazy(() => import('./features/rider-days/RiderDaysPage'));
const StatementRunsPage = lazy(() => import('./features/statements/StatementRunsPage'));
const SendAllStatementsPage = lazy(() => import('./features/statements/SendAllStatementsPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const DeliverySchedulePage = lazy(() => import('./features/delivery-schedule/DeliverySchedulePage'));
const ReportsPage = lazy(() => import('./features/reports/ReportsPage'));
const RemindersPage = lazy(() => import('./features/reminders/RemindersPage'));
const SharedStatementPage = lazy(() => import('./features/statements/SharedStatementPage'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));
const WhatsAppMessagesPage = lazy(() => import('./features/whatsapp/WhatsAppMessagesPage'));
// The customers' requests from their own page: the header's envelope goes there.
const CustomerRequestsPage = lazy(() => import('./features/customer-requests/CustomerRequestsPage'));

function Home() {
  const { user } = useAuth();
  const target = dashboardPathFor(user?.role);
  if (target !== '/') return <RedirectTo path={target} />;
  return <PlaceholderPage page="home" priority="low" />;
}

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        {/* A customer's statement from a share link: no sign-in, outside the shell. */}
        <Route path="/s/:token" element={<SharedStatementPage />} />
        <Route
          path="/package-selection"
          element={guarded(
            <RoleGate role="filter_owner">
              <PackageSelectionPage />
            </RoleGate>,
          )}
        />
        <Route path="/filter-owner/onboarding" element={guarded(<OnboardingPage />)} />
        <Route path="/filter-owner/wizard" element={guarded(<WizardPage />)} />
        <Route path="/super-admin/*" element={guarded(null)} />
        <Route element={guarded(<AppShell />)}>
          <Route path="/" element={<Home />} />
          <Route path="/filter-owner/dashboard" element={<DashboardPage />} />
          <Route path="/filter-owner/plants" element={<PlantsPage />} />
          <Route path="/filter-owner/plant-settings" element={<PlantSettingsPage />} />
          <Route path="/filter-owner/settings" element={<PlantSettingsPage />} />
          <Route path="/filter-owner/billing" element={<BillingPage />} />
          <Route path="/filter-owner/current-plan" element={<CurrentPlanPage />} />
          <Route path="/filter-owner/areas" element={<AreasPage />} />
          <Route path="/filter-owner/products" element={<ProductsPage />} />
          <Route path="/filter-owner/stock" element={<StockPage />} />
          <Route path="/filter-owner/employees" element={<StaffPage />} />
          <Route path="/filter-owner/employees/:id/pay" element={<EmployeePayPage />} />
          <Route path="/filter-owner/payroll" element={<PayrollPage />} />
          <Route path="/filter-owner/customers" element={<CustomersPage />} />
          <Route path="/filter-owner/customers/import" element={<CustomerImportPage />} />
          <Route path="/filter-owner/customers/:id" element={<CustomerDetailPage />} />
          <Route path="/filter-owner/map" element={<MapPage />} />
          <Route path="/filter-owner/daily-entries" element={<DailyEntriesPage />} />
          <Route path="/filter-owner/expenses" element={<ExpensesPage />} />
          <Route path="/filter-owner/rider-days" element={<RiderDaysPage />} />
          <Route path="/filter-owner/statements" element={<StatementRunsPage />} />
          <Route path="/filter-owner/statements/runs/:id/send" element={<SendAllStatementsPage />} />
          <Route path="/filter-owner/delivery-schedule" element={<DeliverySchedulePage />} />
          <Route path="/filter-owner/reports" element={<ReportsPage />} />
          <Route path="/filter-owner/reminders" element={<RemindersPage />} />
          <Route path="/filter-owner/whatsapp/messages" element={<WhatsAppMessagesPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/notifications" element={<NotificationsPage />} />
          <Route path="/messages" element={<CustomerRequestsPage />} />
          {Object.entries(PLACEHOLDERS).map(([path, props]) => (
            <Route key={path} path={path} element={<PlaceholderPage {...props} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        <ToastProvider>
          <BrowserRouter>
            <AuthProvider>
              <LanguageSync />
              <DocumentTitle />
              <PlantProvider>
                <AppRoutes />
              </PlantProvider>
            </AuthProvider>
          </BrowserRouter>
        </ToastProvider>
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}

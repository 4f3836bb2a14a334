import { PlaceholderPage } from './PlaceholderPage';

export const AnalyticsPage = () => (
  <PlaceholderPage
    title="Usage Analytics"
    description="Platform-wide usage analytics across filter owners, plants and deliveries."
    priority="medium"
    badge="Coming Soon"
    release="Estimated release: Q2 2026"
  />
);

export const ReportsPage = () => (
  <PlaceholderPage
    title="System Reports"
    description="Downloadable system reports on tenants, billing and operations."
    priority="low"
    release="Estimated release: Q3 2026"
  />
);

export const FilterOwnersPage = () => (
  <PlaceholderPage
    title="Filter Owners"
    description="An extended filter-owner directory. Manage owner accounts today under Tenant Management."
    priority="next-phase"
    release="Planned for the next phase."
  />
);

export const UsersPage = () => (
  <PlaceholderPage
    title="User Management"
    description="Manage every user of the platform: super admins, filter owners, employees and customers."
    priority="next-phase"
    release="Planned for the next phase."
  />
);

import { PlaceholderPage } from './PlaceholderPage';

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

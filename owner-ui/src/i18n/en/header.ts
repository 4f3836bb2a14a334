/** The owner app's top bar and its account menu. */
export const header = {
  toggleSidebar: 'Toggle sidebar',
  daySheet: 'Day sheet',
  openDaySheet: 'Open the day sheet',
  notifications: 'Notifications',
  requests: 'Customer requests',
  requestsWaiting: 'Customer requests, {{waiting}} waiting',
  accountMenu: 'Account menu',
  profile: 'Profile',
  theme: 'Theme',
  changePlan: 'Change Plan',
  settings: 'Settings',
  logout: 'Logout',
  themes: {
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  roles: {
    super_admin: 'Super Admin',
    filter_owner: 'Filter Owner',
    auditor: 'Auditor',
    employee: 'Rider',
  },
  /** The names of pages the side menu does not list (a page in the menu goes by its menu label). */
  pages: {
    signIn: 'Sign in',
    packageSelection: 'Choose a Plan',
    setup: 'Setup Wizard',
    settings: 'Settings',
    profile: 'Profile',
    notifications: 'Notifications',
    messages: 'Customer requests',
    invoices: 'Invoices',
    currency: 'Currency Preferences',
  },
} as const;

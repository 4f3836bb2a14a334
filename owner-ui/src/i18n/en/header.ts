/** The owner app's top bar and its account menu. */
export const header = {
  title: 'Dashboard',
  toggleSidebar: 'Toggle sidebar',
  notifications: 'Notifications',
  notificationsNew: 'Notifications, {{count}} new',
  messages: 'Messages',
  messagesNew: 'Messages, {{count}} new',
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
} as const;

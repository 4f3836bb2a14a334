/** The owner's notifications: the feed page, the header's bell and the dashboard's announcements. */
export const notifications = {
  title: 'Notifications',
  subtitle: 'What needs your attention, across all your plants',
  loadFailed: 'Your notifications could not be loaded',
  bell: 'Notifications, {{unread}} unread',
  filters: {
    label: 'Which notifications',
    all: 'All',
    unread: 'Unread ({{unread}})',
  },
  markAllRead: 'Mark all read',
  allMarked: 'All notifications are marked read',
  markAllFailed: 'The notifications could not be marked read',
  markFailed: 'The notification could not be marked read',
  empty: {
    title: 'Nothing needs your attention',
    text: "Riders' unclosed days, customers over their limits, stock, imports and invoices show here when they need you.",
  },
  emptyUnread: {
    title: 'All read',
    text: 'You have read every notification.',
  },
  unread: 'Unread',
  announcement: 'Announcement',
  until: 'Until {{date}}',
  dismiss: 'Dismiss',
  announcements: 'Announcements',
  severity: {
    info: 'Information',
    warning: 'Warning',
    error: 'Needs action',
  },
  sentences: {
    containersBeyondStock: '{{product}}: {{quantity}} more out than the plant owns',
    importFailed: 'The customer import from {{file}} failed',
    importFailedNoFile: 'A customer import failed',
    importRowsLeftOut: '{{count}} row(s) of {{file}} were not imported',
    whatsappFailed: 'WhatsApp message to {{who}} failed',
    whatsappFailedBecause: 'WhatsApp message to {{who}} failed: {{reason}}',
    invoicePending: 'Invoice {{number}} for {{amount}} is due on {{date}}',
    invoiceOverdue: 'Invoice {{number}} for {{amount}} is overdue since {{date}}',
  },
} as const;

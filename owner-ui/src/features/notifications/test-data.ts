import type { OwnerNotification, OwnerNotificationFeed } from '@paani/contracts';

/** A feed item with the fields every kind has; a test gives the kind's own. */
export const notification = (fields: Partial<OwnerNotification> & Pick<OwnerNotification, 'key' | 'kind'>): OwnerNotification => ({
  severity: 'warning',
  text: 'The server says it in English',
  read: false,
  at: null,
  plant_id: 7,
  plant_name: 'North Plant',
  link: '/filter-owner/customers',
  ...fields,
});

export const feedOf = (items: OwnerNotification[], requestsPending = 0, repliesUnread = 0): OwnerNotificationFeed => ({
  items,
  unread: items.filter((item) => !item.read).length,
  requests_pending: requestsPending,
  replies_unread: repliesUnread,
});

/** One item of every kind the feed has. */
export const EVERY_KIND: OwnerNotification[] = [
  notification({
    key: 'rider_day_unclosed:7:9:2026-11-28',
    kind: 'rider_day_unclosed',
    employee_id: 9,
    employee_name: 'Aslam',
    date: '2026-11-28',
    at: '2026-11-28',
    link: '/filter-owner/rider-days',
  }),
  notification({
    key: 'rider_day_difference:7:4:2026-11-27',
    kind: 'rider_day_difference',
    severity: 'error',
    employee_id: 4,
    employee_name: 'Sana',
    date: '2026-11-27',
    cash_difference: -20,
    cans_difference: 0,
    at: '2026-11-27T18:30:00.000Z',
    link: '/filter-owner/rider-days',
  }),
  notification({ key: 'customers_over_credit_limit:7:2', kind: 'customers_over_credit_limit', count: 2, read: true }),
  notification({ key: 'customers_over_can_limit:7:3', kind: 'customers_over_can_limit', count: 3 }),
  notification({
    key: 'containers_beyond_stock:7:1:4',
    kind: 'containers_beyond_stock',
    severity: 'error',
    product_id: 1,
    product_name: '19 L can',
    product_name_ur: '19 لیٹر کین',
    quantity: 4,
    link: '/filter-owner/stock',
  }),
  notification({
    key: 'import_failed:12',
    kind: 'import_failed',
    severity: 'error',
    import_id: 12,
    file_name: 'register.xlsx',
    at: '2026-11-26T09:00:00.000Z',
    link: '/filter-owner/customers/import',
  }),
  notification({
    key: 'invoice_due:31:overdue',
    kind: 'invoice_due',
    severity: 'error',
    invoice_id: 31,
    invoice_number: 'INV-2026-11',
    invoice_status: 'overdue',
    amount: 1500,
    due_at: '2026-11-10',
    plant_id: null,
    plant_name: null,
    link: '/filter-owner/billing',
  }),
  notification({
    key: 'announcement:5',
    kind: 'announcement',
    severity: 'info',
    announcement_id: 5,
    title: 'Maintenance on Sunday',
    body: 'The app will be down\nfrom 2 to 3 am.',
    ends_at: '2099-12-01T00:00:00.000Z',
    at: '2026-11-25T08:00:00.000Z',
    plant_id: null,
    plant_name: null,
    link: '/notifications',
  }),
];

import { formatMoney, type DashboardNotification, type OwnerNotification } from '@paani/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../lib/format';
import { notificationText, ownerAlerts } from './alerts';

const short: DashboardNotification = {
  kind: 'rider_day_difference',
  severity: 'error',
  text: 'Aslam on 2026-11-20: cash short by PKR 20.00 cans over by 1',
  employee_id: 4,
  employee_name: 'Aslam',
  date: '2026-11-20',
  cash_difference: -20,
  cans_difference: 1,
};
const day = () => formatDay(new Date('2026-11-20T00:00:00'));

describe("the server's notifications in the language on screen", () => {
  it('writes a difference, an unclosed day and the customer counts from their figures', () => {
    expect(notificationText(short)).toBe(`Aslam on ${day()}: cash short by ${formatMoney(20)} cans over by 1`);
    expect(notificationText({ ...short, employee_name: null, cash_difference: 30, cans_difference: 0 })).toBe(
      `Rider 4 on ${day()}: cash over by ${formatMoney(30)}`,
    );
    // Only other containers off (a jar not brought back): said, not an empty sentence.
    expect(notificationText({ ...short, cash_difference: 0, cans_difference: 0, containers_difference: -1 })).toBe(
      `Aslam on ${day()}: other containers short by 1`,
    );
    expect(notificationText({ kind: 'rider_day_unclosed', severity: 'warning', text: '', employee_name: 'Sana', date: '2026-11-20' })).toBe(
      `Sana has not closed ${day()}`,
    );
    expect(notificationText({ kind: 'customers_over_can_limit', severity: 'warning', text: '', count: 3 })).toBe(
      'Customers holding more cans than their limit: 3',
    );
    expect(ownerAlerts({ notifications: [short] }).map((alert) => alert.text)).toContain(notificationText(short));
  });

  it('in Urdu, with no English word left', async () => {
    await i18next.changeLanguage('ur');
    try {
      const text = notificationText(short);
      expect(text).toContain('نقد');
      expect(text).toContain('Aslam');
      expect(text).not.toMatch(/short|over|cans/);
      expect(notificationText({ kind: 'customers_over_credit_limit', severity: 'warning', text: '', count: 2 })).toBe(
        'ادھار کی حد سے زیادہ بقایا والے گاہک: 2',
      );
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("writes the feed's own kinds: a pending invoice, an import without its file's name, an announcement's title", () => {
    const item = (fields: Partial<OwnerNotification> & Pick<OwnerNotification, 'kind'>): OwnerNotification => ({
      key: 'k',
      severity: 'info',
      text: 'The server says it in English',
      read: false,
      at: null,
      plant_id: null,
      plant_name: null,
      link: '/notifications',
      ...fields,
    });
    expect(
      notificationText(
        item({ kind: 'invoice_due', invoice_number: 'INV-7', invoice_status: 'pending', amount: 2500, due_at: '2026-12-05T00:00:00.000Z' }),
      ),
    ).toBe(`Invoice INV-7 for ${formatMoney(2500)} is due on ${formatDay(new Date('2026-12-05T00:00:00.000Z'))}`);
    expect(notificationText(item({ kind: 'import_failed' }))).toBe('A customer import failed');
    expect(notificationText(item({ kind: 'import_failed', file_name: 'reg.csv', count: 3 }))).toBe('3 row(s) of reg.csv were not imported');
    expect(
      notificationText(
        item({ kind: 'whatsapp_failed', customer_name: 'Ayesha', phone: '923001234567', reason: '131026 Message undeliverable' }),
      ),
    ).toBe('WhatsApp message to Ayesha failed: 131026 Message undeliverable');
    expect(notificationText(item({ kind: 'whatsapp_failed', customer_name: null, phone: '923001234567', reason: null }))).toBe(
      'WhatsApp message to +923001234567 failed',
    );
    expect(notificationText(item({ kind: 'announcement', title: 'Hello owners', body: 'More below' }))).toBe('Hello owners');
    // A product the server did not name: its own words rather than a sentence with a hole.
    expect(notificationText(item({ kind: 'containers_beyond_stock', quantity: 2 }))).toBe('The server says it in English');
  });

  it("falls back to the server's text for a kind it does not know", () => {
    const unknown = { kind: 'something_new', severity: 'info', text: 'Server says hello' } as unknown as DashboardNotification;
    expect(notificationText(unknown)).toBe('Server says hello');
  });
});

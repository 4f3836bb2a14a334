import type { Product, RouteCustomer } from '@paani/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  lineProducts,
  moved,
  newLine,
  scheduleFormValues,
  scheduleSchema,
  serverErrorPath,
  toScheduleInput,
  type ScheduleFormValues,
} from './scheduleForm';
import { hasOtherLines, otherDueWords, scheduleSummary } from './scheduleSummary';

const messages = {
  daysRequired: 'days',
  everyNRequired: 'n required',
  everyNRange: 'n range',
  startRequired: 'start',
  quantityRange: 'qty',
  cansRange: 'cans',
};
const base: ScheduleFormValues = { kind: 'daily', days: [], every_n: '', start_date: '', quantity: '1', lines: [] };
const carton = (extra: Partial<ReturnType<typeof newLine>> = {}) => ({ ...newLine(3, '2026-12-01'), ...extra });

const product = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  filter_plant_id: 7,
  name,
  name_ur: null,
  unit: 'unit',
  returnable: false,
  default_rate: 100,
  deposit_per_unit: 0,
  billing: 'per_unit',
  is_active: true,
  position: id,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...extra,
});
const CAN = product(1, '19 L can', { returnable: true });
const CARTON = product(3, 'Carton', { name_ur: 'کارٹن' });

describe('the schedule form', () => {
  const problems = (values: Partial<ScheduleFormValues>) =>
    Object.fromEntries(
      (scheduleSchema(messages).safeParse({ ...base, ...values }).error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        issue.message,
      ]),
    );

  it("asks for each kind's own fields, with the server's messages", () => {
    expect(problems({})).toEqual({});
    expect(problems({ kind: 'weekdays' })).toEqual({ days: 'days' });
    expect(problems({ kind: 'alternate' })).toEqual({ start_date: 'start' });
    expect(problems({ kind: 'every_n_days', start_date: '2026-12-01' })).toEqual({ every_n: 'n required' });
    expect(problems({ kind: 'every_n_days', every_n: '1', start_date: '2026-12-01' })).toEqual({ every_n: 'n range' });
    expect(problems({ quantity: '0' })).toEqual({ quantity: 'qty' });
    expect(problems({ quantity: '2.5' })).toEqual({ quantity: 'qty' });
  });

  it('lets the cans be none beside another product’s line, and checks each line as the schedule', () => {
    expect(problems({ quantity: '0', lines: [carton()] })).toEqual({});
    expect(problems({ quantity: '', lines: [carton()] })).toEqual({});
    expect(problems({ quantity: '1001', lines: [carton()] })).toEqual({ quantity: 'cans' });
    expect(problems({ lines: [carton({ quantity: '0' })] })).toEqual({ 'lines.0.quantity': 'qty' });
    expect(problems({ lines: [carton(), carton({ product_id: 4, kind: 'weekdays' })] })).toEqual({ 'lines.1.days': 'days' });
    expect(problems({ lines: [carton({ kind: 'every_n_days', start_date: '' })] })).toEqual({
      'lines.0.every_n': 'n required',
      'lines.0.start_date': 'start',
    });
    // On the schedule's days: the line's own rule fields are not its business.
    expect(problems({ kind: 'weekdays', days: ['mon'], lines: [carton({ days: [] })] })).toEqual({});
  });

  it('sends only the fields the kind uses, days in calendar order, and the cans as the first line', () => {
    expect(toScheduleInput({ ...base, kind: 'weekdays', days: ['fri', 'mon'], start_date: '2026-12-01', quantity: ' 3 ' })).toEqual({
      kind: 'weekdays',
      days: ['mon', 'fri'],
      quantity: 3,
      items: [{ product_id: 1, quantity: 3 }],
    });
    expect(toScheduleInput({ ...base, kind: 'every_n_days', every_n: '3', start_date: '2026-12-01' })).toEqual({
      kind: 'every_n_days',
      every_n: 3,
      start_date: '2026-12-01',
      quantity: 1,
      items: [{ product_id: 1, quantity: 1 }],
    });
    expect(toScheduleInput({ ...base, kind: 'on_call', days: ['mon'] })).toEqual({
      kind: 'on_call',
      quantity: 1,
      items: [{ product_id: 1, quantity: 1 }],
    });
  });

  it('sends every line: on the schedule’s days without rule fields, days of its own with only its kind’s', () => {
    // Two cans daily and a carton every Friday, a bottle with the cans.
    const values = {
      ...base,
      quantity: '2',
      lines: [carton({ kind: 'weekdays' as const, days: ['fri' as const], every_n: '4' }), carton({ product_id: 2, quantity: '3' })],
    };
    expect(toScheduleInput(values)).toEqual({
      kind: 'daily',
      quantity: 2,
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 3, quantity: 1, kind: 'weekdays', days: ['fri'] },
        { product_id: 2, quantity: 3 },
      ],
    });
    // No cans: the first product's line and the quantity are both left out.
    expect(toScheduleInput({ ...values, quantity: '0' })).toEqual({
      kind: 'daily',
      items: [
        { product_id: 3, quantity: 1, kind: 'weekdays', days: ['fri'] },
        { product_id: 2, quantity: 3 },
      ],
    });
  });

  it('starts from the customer, offering today as the start when there is none', () => {
    const customer: Pick<RouteCustomer, 'schedule' | 'quantity' | 'items'> = {
      schedule: { kind: 'daily', days: [], every_n: null, start_date: null },
      quantity: 2,
      items: [
        { product_id: 1, quantity: 2, kind: null, days: [], every_n: null, start_date: null },
        { product_id: 3, quantity: 1, kind: 'weekdays', days: ['fri'], every_n: null, start_date: null },
        { product_id: 2, quantity: 4, kind: 'every_n_days', days: [], every_n: 3, start_date: '2026-11-02' },
      ],
    };
    expect(scheduleFormValues(customer, '2026-11-24')).toEqual({
      kind: 'daily',
      days: [],
      every_n: '',
      start_date: '2026-11-24',
      quantity: '2',
      lines: [
        { product_id: 3, quantity: '1', kind: 'weekdays', days: ['fri'], every_n: '', start_date: '2026-11-24' },
        { product_id: 2, quantity: '4', kind: 'every_n_days', days: [], every_n: '3', start_date: '2026-11-02' },
      ],
    });
    // The round trip sends what was loaded.
    expect(toScheduleInput(scheduleFormValues(customer, '2026-11-24')).items).toEqual([
      { product_id: 1, quantity: 2 },
      { product_id: 3, quantity: 1, kind: 'weekdays', days: ['fri'] },
      { product_id: 2, quantity: 4, kind: 'every_n_days', every_n: 3, start_date: '2026-11-02' },
    ]);
  });

  it('puts a 422 at the field it names: a sent line’s through its product, the first product’s at the cans', () => {
    const values = {
      ...base,
      quantity: '2',
      lines: [carton({ kind: 'weekdays' as const, days: ['fri' as const] }), carton({ product_id: 2 })],
    };
    expect(serverErrorPath('days', values)).toBe('days');
    expect(serverErrorPath('items.0.quantity', values)).toBe('quantity');
    expect(serverErrorPath('items.1.days', values)).toBe('lines.0.days');
    expect(serverErrorPath('items.2.product_id', values)).toBe('lines.1.product_id');
    expect(serverErrorPath('items.2', values)).toBe('lines.1.product_id');
    expect(serverErrorPath('items', values)).toBe('root.items');
    expect(serverErrorPath('route_position', values)).toBeNull();
    // Without cans the lines are sent from index 0.
    expect(serverErrorPath('items.0.product_id', { ...values, quantity: '0' })).toBe('lines.0.product_id');
    // No line at all: the list's message ("a schedule needs a line") is the cans'.
    expect(serverErrorPath('items', { ...base, quantity: '0' })).toBe('quantity');
  });

  it('offers lines of the active products sold per unit other than the first, in the plant’s order', () => {
    const products = [
      CARTON,
      CAN,
      product(2, 'Bottle', { position: 5 }),
      product(4, 'Dispenser', { billing: 'monthly' }),
      product(5, 'Old jar', { is_active: false }),
    ];
    expect(lineProducts(products).map((p) => p.name)).toEqual(['Carton', 'Bottle']);
  });

  it('moves an id in a list, and counts days across month ends', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3], 2, 0)).toEqual([3, 1, 2]);
    expect(moved([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('a schedule in words', () => {
  const t = i18next.getFixedT('en', 'deliverySchedule');
  const tUr = i18next.getFixedT('ur', 'deliverySchedule');
  const items = [
    { product_id: 1, quantity: 2, kind: null, days: [], every_n: null, start_date: null },
    { product_id: 3, quantity: 1, kind: 'weekdays' as const, days: ['fri' as const], every_n: null, start_date: null },
    { product_id: 9, quantity: 5, kind: 'every_n_days' as const, days: [], every_n: 3, start_date: '2026-11-02' },
  ];
  const daily = { kind: 'daily' as const, days: [], every_n: null, start_date: null };

  it('spells out each line with its days, the schedule’s when it has none of its own', () => {
    expect(scheduleSummary(daily, items, [CAN, CARTON], t, 'en')).toBe('2 × 19 L can daily · 1 × Carton Fri · 5 × Product 9 every 3 days');
    expect(scheduleSummary(daily, items.slice(0, 2), [CAN, CARTON], tUr, 'ur')).toBe('2 عدد 19 L can روزانہ · 1 عدد کارٹن ہر جمعہ');
    expect(hasOtherLines(items)).toBe(true);
    expect(hasOtherLines(items.slice(0, 1))).toBe(false);
  });

  it('names what else than the cans is due on a day', () => {
    expect(otherDueWords([{ product_id: 1, quantity: 2 }], [CAN, CARTON], t, 'en')).toBe('');
    expect(
      otherDueWords(
        [
          { product_id: 1, quantity: 2 },
          { product_id: 3, quantity: 1 },
        ],
        [CAN, CARTON],
        t,
        'en',
      ),
    ).toBe('1 × Carton');
  });
});

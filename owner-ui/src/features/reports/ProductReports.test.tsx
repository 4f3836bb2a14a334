import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ContainersByAgeRow, Report, SalesByProductRow } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubCall } from '../../test/api-stub';
import { productReportOnScreen } from './product-reports';
import ReportsPage from './ReportsPage';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({
    plants: [{ id: 7, name: 'North' }],
    selectedPlant: { id: 7, name: 'North' },
    isLoading: false,
    selectPlant: vi.fn(),
  }),
}));

const SALES_ROWS: SalesByProductRow[] = [
  { product: '19 L can', product_id: 1, name_ur: '19 لیٹر کین', entries: 6, delivered: 9, returned: 1, amount: 900 },
  { product: '5 L jar', product_id: 3, name_ur: null, entries: 3, delivered: 3, returned: 1, amount: 150.5 },
];

const sales = (rows: SalesByProductRow[]): Report => ({
  name: 'sales-by-product',
  title: 'Sales by product',
  plant_id: 7,
  from: '2026-11-01',
  to: '2026-11-30',
  as_of: null,
  area_id: null,
  employee_id: null,
  ignored_filters: [],
  table: {
    columns: [
      { key: 'product', label: 'Product', kind: 'text' },
      { key: 'entries', label: 'Entries', kind: 'count' },
      { key: 'delivered', label: 'Delivered', kind: 'count' },
      { key: 'returned', label: 'Returned', kind: 'count' },
      { key: 'amount', label: 'Amount (PKR)', kind: 'money' },
    ],
    rows,
    totals: { product: 'Total', entries: null, delivered: null, returned: null, amount: rows.reduce((sum, row) => sum + row.amount, 0) },
  },
  chart: { kind: 'bar', x: 'product', series: ['amount'], stacked: false },
  detail: null,
});

const CONTAINER_ROWS: ContainersByAgeRow[] = [
  {
    product: '19 L can',
    product_id: 1,
    name_ur: '19 لیٹر کین',
    customers: 5,
    held: 10,
    days_0_7: 1,
    days_8_30: 5,
    days_31_90: 1,
    days_over_90: 1,
    never: 2,
  },
];

const CONTAINERS: Report = {
  ...sales([]),
  name: 'containers-by-age',
  title: 'Containers out by product and age',
  as_of: '2026-11-30',
  table: {
    columns: [
      { key: 'product', label: 'Product', kind: 'text' },
      { key: 'customers', label: 'Customers holding', kind: 'count' },
      { key: 'held', label: 'Containers out', kind: 'count' },
      { key: 'days_0_7', label: '0–7 days', kind: 'count' },
      { key: 'days_8_30', label: '8–30 days', kind: 'count' },
      { key: 'days_31_90', label: '31–90 days', kind: 'count' },
      { key: 'days_over_90', label: 'Over 90 days', kind: 'count' },
      { key: 'never', label: 'Never delivered', kind: 'count' },
    ],
    rows: CONTAINER_ROWS,
    totals: null,
  },
  chart: { kind: 'bar', x: 'product', series: ['days_0_7', 'days_8_30', 'days_31_90', 'days_over_90', 'never'], stacked: true },
};

/** The page's API: the product reports as given (after `gate` resolves), the rest empty. */
function stubReports(reports: Partial<Record<string, Report>>, gate: Promise<void> = Promise.resolve()): StubCall[] {
  return stubApi(async (call) => {
    const name = /^\/api\/filter-owner\/reports\/([\w-]+)$/.exec(call.path)?.[1];
    if (name && reports[name]) {
      await gate;
      return reports[name];
    }
    if (name) return { ...sales([]), name, title: name, chart: { kind: 'bar', x: 'date', series: [], stacked: false } };
    if (call.path.endsWith('/areas')) return { areas: [] };
    if (call.path.endsWith('/employees')) return { employees: [] };
    return { fail: { status: 404, message: 'not in this test' } };
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('the product reports', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('sales by product: loading, then a row per product with the total in money only, asked for with the filters', async () => {
    let open = () => {};
    const calls = stubReports({ 'sales-by-product': sales(SALES_ROWS) }, new Promise<void>((resolve) => (open = resolve)));
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Sales by product' }));
    expect(await screen.findByText('Loading the report…')).toBeTruthy();
    open();
    const table = await screen.findByRole('table', { name: 'Sales by product' });
    expect(rowsOf(table)).toEqual([
      'ProductEntriesDeliveredReturnedAmount (PKR)',
      '19 L can691PKR 900.00',
      '5 L jar331PKR 150.50',
      'TotalPKR 1,050.50',
    ]);
    expect(screen.getByRole('heading', { name: 'Sales by product', level: 2 })).toBeTruthy();
    expect(screen.getByTestId('report-hint').textContent).toMatch(/reversed entries are left out/);
    const asked = calls.find((call) => call.path === '/api/filter-owner/reports/sales-by-product')!;
    expect(asked.query.get('filter_plant_id')).toBe('7');
    expect(asked.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('in Urdu: Urdu words and each product by its Urdu name where it has one', async () => {
    stubReports({ 'sales-by-product': sales(SALES_ROWS) });
    await act(() => i18next.changeLanguage('ur'));
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'پروڈکٹس کی فروخت' }));
    const table = await screen.findByRole('table', { name: 'پروڈکٹ کے حساب سے فروخت' });
    const [head, can, jar, total] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['پروڈکٹ', 'اندراجات', 'پہنچائے', 'واپس آئے', 'رقم (روپے)']);
    expect(within(can).getAllByRole('cell')[0].textContent).toBe('19 لیٹر کین');
    // No Urdu name: the English one.
    expect(within(jar).getAllByRole('cell')[0].textContent).toBe('5 L jar');
    expect(within(total).getAllByRole('cell')[0].textContent).toBe('کل');
  });

  it('says when nothing was sold, without an empty table', async () => {
    stubReports({ 'sales-by-product': sales([]) });
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Sales by product' }));
    expect(await screen.findByText('No product was sold on these days.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('containers out: the bands of days since the last delivery, as of the plant day', async () => {
    stubReports({ 'containers-by-age': CONTAINERS });
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Containers out' }));
    const table = await screen.findByRole('table', { name: 'Containers out by product and age' });
    expect(rowsOf(table)).toEqual([
      'ProductCustomers holdingContainers out0–7 days8–30 days31–90 daysOver 90 daysNever delivered',
      '19 L can51015112',
    ]);
    expect(screen.getByText('As of 2026-11-30')).toBeTruthy();
    expect(screen.getByTestId('report-hint').textContent).toMatch(/last delivery/);
  });

  it('containers out with none at customers says so', async () => {
    stubReports({ 'containers-by-age': { ...CONTAINERS, table: { ...CONTAINERS.table, rows: [] } } });
    renderScreen(<ReportsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Containers out' }));
    expect(await screen.findByText('No containers are with customers.')).toBeTruthy();
  });
});

describe('productReportOnScreen', () => {
  it('keeps a column it has no words for, and the rows and chart as they are but for the product', () => {
    const report = sales(SALES_ROWS);
    report.table.columns.push({ key: 'bonus', label: 'Bonus', kind: 'count' });
    const t = i18next.getFixedT('ur', 'reports');
    const shown = productReportOnScreen(report, 'sales-by-product', t, 'ur');
    expect(shown.table.columns.map((column) => column.label)).toEqual(['پروڈکٹ', 'اندراجات', 'پہنچائے', 'واپس آئے', 'رقم (روپے)', 'Bonus']);
    expect(shown.table.rows.map((row) => [row.product, row.amount, row.product_id])).toEqual([
      ['19 لیٹر کین', 900, 1],
      ['5 L jar', 150.5, 3],
    ]);
    expect(shown.chart).toEqual(report.chart);
    expect(productReportOnScreen(report, 'sales-by-product', i18next.getFixedT('en', 'reports'), 'en').table.rows[0].product).toBe(
      '19 L can',
    );
  });
});

import type { Response } from 'supertest';
import { setNow } from '../../api/src/platform/domain/clock';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Staff pay (HTTP, real PostgreSQL): the month's run records salary (prorated by the plant's days
 * employed) and commission (on either basis, against a direct SQL sum of the same entries); a run
 * twice records nothing; a change after the run shows on the next month's slip; day-close
 * shortfalls, advances, payments (with their staff-wages expenses) and reversals; and a replay
 * gives every line. The business clock is set for every step (Asia/Karachi, UTC+5).
 */
describe('payroll (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let aslam: number;
  let bilal: number;
  let customerId: number;
  let riderToken: string;
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${plantId}`;
  const call = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, token = owner.token) => {
    const http = t.http();
    const request = http[method](scoped(`/api/filter-owner${path}`)).set(auth(token));
    return body ? request.send(body) : request;
  };
  const employee = async (body: Record<string, unknown>) =>
    (await call('post', '/employees', { phone: '03001112223', ...body }).expect(201)).body.data.id;
  /** Starts the month's run and waits for it to end. */
  const run = async (month: string) => {
    const started = await call('post', '/payroll/runs', { month }).expect(202);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { body } = await call('get', `/payroll/runs/${started.body.data.id}`).expect(200);
      if (body.data.status === 'completed' || body.data.status === 'failed') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the pay run did not end');
  };
  const slip = async (month: string, employeeId: number) =>
    (await call('get', `/payroll/months/${month}/slips/${employeeId}`).expect(200)).body.data;
  const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  };
  const deliveredSum = async (employeeId: number, column: 'amount' | 'collected') => {
    const [row] = await t.db.dataSource.query(
      `SELECT sum(${column}) AS total FROM daily_entries WHERE employee_id = $1 AND date BETWEEN '2026-11-01' AND '2026-11-30' AND reversed_by IS NULL`,
      [employeeId],
    );
    return Number(row.total);
  };

  beforeAll(async () => {
    t = await startTestApp();
    // Hired on Karachi's 5 November.
    setNow('2026-11-05T06:00:00Z');
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Canal Water Works', default_can_rate: 60 });
    const area = await createArea(t, owner, plantId, 'Gulberg');
    aslam = await employee({ name: 'Aslam', type: 'commission', commission_rate: 10 });
    bilal = await employee({ name: 'Bilal', type: 'salary', monthly_salary: 30000 });
    await call('post', `/areas/${area}/employees`, { employee_id: aslam }).expect(200);
    customerId = (await createCustomer(t, owner, plantId, { name: 'Ahmed Khan', area_id: area, employee_id: aslam })).id;
    riderToken = (await signInRider(t, owner, plantId, aslam, '03004445556', 'rider-pass-1')).token;

    setNow('2026-11-20T06:00:00Z');
    for (const [date, cans, collected] of [
      ['2026-11-10', 3, 100],
      ['2026-11-15', 2, 120],
    ] as const)
      await call('post', '/daily-entries/batch', {
        date,
        entries: [{ customer_id: customerId, employee_id: aslam, cans_delivered: cans, cans_returned: 0, collected }],
      }).expect(201);
    // The close of the 15th: PKR 120 collected, PKR 100 handed over.
    await call('post', '/rider-days', {
      employee_id: aslam,
      date: '2026-11-15',
      cash_handed_over: 100,
      cans_returned_to_plant: 0,
      full_cans_taken: 2,
    }).expect(201);
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  it('shows the rider their month so far: commission on their entries, nothing recorded yet', async () => {
    const { body } = await t.http().get('/api/rider/earnings').set(auth(riderToken)).expect(200);
    expect(body.data).toMatchObject({
      month: '2026-11',
      as_of: '2026-11-20',
      salary: null,
      commission: { basis: 'delivered', rate_percent: 10, deliveries: 2, cans: 5, base_amount: 300, amount: 30 },
      opening_balance: 0,
      balance: 30,
    });
    await call('get', '/payroll/months/2026-11', undefined, riderToken).expect(403);
  });

  it('runs November: salary for the days employed, commission on the amount delivered as the entries sum it', async () => {
    setNow('2026-12-02T06:00:00Z');
    const done = await run('2026-11');
    expect(done).toMatchObject({ month: '2026-11', status: 'completed', total: 2, done: 2, progress: 100, lines_recorded: 2 });

    const bilalSlip = await slip('2026-11', bilal);
    expect(bilalSlip.salary).toEqual({ monthly_salary: 30000, days_employed: 26, days_in_month: 30, amount: 26000 });
    expect(bilalSlip).toMatchObject({ earned: 26000, closing_balance: 26000, status: 'owed', commission: null });
    expect(bilalSlip.lines.map((line: { description: string }) => line.description)).toEqual([
      'Salary 2026-11: 26 of 30 days of PKR 30,000.00',
    ]);

    const aslamSlip = await slip('2026-11', aslam);
    const delivered = await deliveredSum(aslam, 'amount');
    expect(delivered).toBe(300);
    expect(aslamSlip.commission).toEqual({
      basis: 'delivered',
      rate_percent: 10,
      deliveries: 2,
      cans: 5,
      base_amount: delivered,
      amount: delivered / 10,
    });
    expect(aslamSlip).toMatchObject({ earned: 30, salary: null });

    const month = (await call('get', '/payroll/months/2026-11').expect(200)).body.data;
    expect(month.slips.map((s: { employee_name: string }) => s.employee_name)).toEqual(['Aslam', 'Bilal']);
    expect(month.totals).toEqual({ earned: 26030, payments: 0, owed: 26030 });
    expect(month.run).toMatchObject({ id: done.id, status: 'completed' });
  });

  it('records nothing when the same month is run again, and the difference when the basis changes', async () => {
    expect((await run('2026-11')).lines_recorded).toBe(0);
    await call('put', '/payroll/settings', { commission_basis: 'collected' }).expect(200);
    expect((await call('get', '/payroll/settings').expect(200)).body.data).toEqual({ commission_basis: 'collected' });
    expect((await run('2026-11')).lines_recorded).toBe(1);
    const collected = await deliveredSum(aslam, 'collected');
    const aslamSlip = await slip('2026-11', aslam);
    expect(aslamSlip.commission).toMatchObject({ basis: 'collected', base_amount: collected, amount: collected / 10 });
    expect(aslamSlip.earned).toBe(collected / 10);
    expect(aslamSlip.lines.map((line: { amount: number }) => line.amount)).toEqual([30, -8]);
    await call('put', '/payroll/settings', { commission_basis: 'weekly' }).expect(422);
    await call('post', '/payroll/runs', { month: '2027-01' }).expect(422);
    await call('post', '/payroll/runs', { month: '2026-13' }).expect(422);
  });

  it("takes a day close's shortfall off the rider's pay once, when the owner accepts it", async () => {
    const month = (await call('get', '/payroll/months/2026-11').expect(200)).body.data;
    expect(month.shortfalls).toEqual([
      {
        employee_id: aslam,
        employee_name: 'Aslam',
        date: '2026-11-15',
        expected_cash: 120,
        cash_handed_over: 100,
        shortfall: 20,
        status: 'proposed',
        reason: null,
      },
    ]);
    const accepted = await call('post', `/payroll/shortfalls/${aslam}/2026-11-15/accept`).expect(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', shortfall: 20 });
    await call('post', `/payroll/shortfalls/${aslam}/2026-11-15/waive`, { reason: 'counted wrong' }).expect(409);
    await call('post', `/payroll/shortfalls/${aslam}/2026-11-14/accept`).expect(404);
    expect((await slip('2026-11', aslam)).deductions).toBe(-20);
    // Another short day, let go with a reason: no deduction, the reason kept.
    await call('post', '/rider-days', {
      employee_id: aslam,
      date: '2026-11-10',
      cash_handed_over: 90,
      cans_returned_to_plant: 0,
      full_cans_taken: 3,
    }).expect(201);
    const waived = await call('post', `/payroll/shortfalls/${aslam}/2026-11-10/waive`, {
      reason: 'Customer paid the rest at the plant',
    }).expect(200);
    expect(waived.body.data).toMatchObject({
      date: '2026-11-10',
      shortfall: 10,
      status: 'waived',
      reason: 'Customer paid the rest at the plant',
    });
    expect((await slip('2026-11', aslam)).deductions).toBe(-20);
    expect((await call('get', '/payroll/months/2026-11').expect(200)).body.data.shortfalls).toEqual([]);
  });

  it('pays an advance and a slip as staff-wages expenses, once, and a reversal puts the money back with its expense', async () => {
    const ledger = await call('post', `/employees/${bilal}/pay/lines`, {
      kind: 'advance',
      amount: 5000,
      date: '2026-11-25',
      method: 'jazzcash',
      reference: 'TID 1',
    }).expect(201);
    const advance = ledger.body.data.lines.at(-1);
    expect(advance).toMatchObject({
      kind: 'advance',
      amount: -5000,
      month: '2026-11',
      method: 'jazzcash',
      description: 'Advance (JazzCash, TID 1)',
    });
    await call('post', `/employees/${bilal}/pay/lines`, { kind: 'deduction', amount: 100 }).expect(422);
    await call('post', `/employees/${bilal}/pay/lines`, { kind: 'bonus', amount: 0 }).expect(422);
    await call('post', `/employees/${bilal}/pay/lines`, { kind: 'bonus', amount: 10, date: '2026-12-03' }).expect(422);

    const paid = await call('post', `/payroll/months/2026-11/slips/${bilal}/pay`, { method: 'bank', reference: 'IBFT 77' }).expect(200);
    expect(paid.body.data).toMatchObject({ advances: -5000, payments: -21000, closing_balance: 0, status: 'paid' });
    const again = await call('post', `/payroll/months/2026-11/slips/${bilal}/pay`, { method: 'cash' }).expect(422);
    expect(again.body.errors.month).toEqual(['Nothing is owed on this payslip.']);

    const wages = (await call('get', '/expenses?category=staff_wages&from=2026-11-01&to=2026-12-31').expect(200)).body.data;
    const amounts = (wages.expenses ?? wages.data ?? wages)
      .map((expense: { amount: number }) => expense.amount)
      .sort((a: number, b: number) => a - b);
    expect(amounts).toEqual([5000, 21000]);

    const reversed = await call('post', `/employees/${bilal}/pay/lines/${advance.id}/reverse`, {
      reason: 'Entered for the wrong man',
    }).expect(200);
    expect(reversed.body.data.lines.at(-1)).toMatchObject({
      kind: 'reversal',
      amount: 5000,
      month: '2026-12',
      reverses_line_id: advance.id,
    });
    expect(reversed.body.data.balance).toBe(5000);
    await call('post', `/employees/${bilal}/pay/lines/${advance.id}/reverse`, { reason: 'again' }).expect(422);
    const after = (await call('get', '/expenses?category=staff_wages&from=2026-11-01&to=2026-12-31').expect(200)).body.data;
    const standing = (after.expenses ?? after.data ?? after).filter((expense: { status: string }) => expense.status !== 'reversed');
    expect(standing.map((expense: { amount: number }) => expense.amount)).toEqual([21000]);
  });

  it('prints the payslip in English and in Urdu, with how each figure was worked out', async () => {
    const pdf = (lang: string) =>
      t
        .http()
        .get(scoped(`/api/filter-owner/payroll/months/2026-11/slips/${bilal}/pdf?lang=${lang}`))
        .set(auth(owner.token))
        .buffer(true)
        .parse(binary);
    const english = await pdf('en').expect(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    expect(english.headers['content-disposition']).toBe(`inline; filename="payslip-${bilal}-2026-11.pdf"`);
    const { text } = await pdfText(english.body);
    for (const part of [
      'Payslip November 2026',
      'Canal Water Works',
      'Employee: Bilal (Salaried)',
      '26 of 30 days of PKR 30,000.00 a month',
      'PKR -21,000.00',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Still to pay\s+PKR 0\.00/);
    expect((await pdfText((await pdf('ur').expect(200)).body)).text).toContain('تنخواہ کی پرچی');
    await pdf('fr').expect(422);
  });

  it("shows a change after November's run as a difference on December's slip", async () => {
    const [entry] = await t.db.dataSource.query(`SELECT id FROM daily_entries WHERE employee_id = $1 AND date = '2026-11-10'`, [aslam]);
    await call('post', `/daily-entries/${entry.id}/reverse`, { reason: 'Not delivered' }).expect(200);
    setNow('2026-12-10T06:00:00Z');
    const december = await run('2026-12');
    // Aslam's difference for November, and Bilal's salary for the 10 days of December so far.
    expect(december.lines_recorded).toBe(2);
    expect((await slip('2026-12', bilal)).salary).toMatchObject({ days_employed: 10, days_in_month: 31, amount: 9677.42 });
    const aslamDecember = await slip('2026-12', aslam);
    expect(aslamDecember.lines).toEqual([
      expect.objectContaining({ kind: 'commission', amount: -10, description: 'Commission 2026-11: difference after changes' }),
    ]);
    // November's slip keeps what was paid on it.
    expect((await slip('2026-11', aslam)).earned).toBe(22);
  });

  it('prorates February by its 28 days for someone hired and let go inside it', async () => {
    setNow('2027-02-10T06:00:00Z');
    const kashif = await employee({ name: 'Kashif', type: 'salary', monthly_salary: 30000 });
    setNow('2027-02-20T06:00:00Z');
    await call('put', `/employees/${kashif}/toggle-status`).expect(200);
    setNow('2027-03-01T06:00:00Z');
    await run('2027-02');
    expect((await slip('2027-02', kashif)).salary).toEqual({
      monthly_salary: 30000,
      days_employed: 11,
      days_in_month: 28,
      amount: 11785.71,
    });
  });

  it('refuses to delete an employee who has pay lines (deactivate instead)', async () => {
    const refused = await call('delete', `/employees/${bilal}`).expect(422);
    expect(refused.body.message).toBe('This employee has pay lines: deactivate them instead of deleting them.');
    const unpaid = await employee({ name: 'Never Paid', type: 'salary', monthly_salary: 20000 });
    await call('delete', `/employees/${unpaid}`).expect(200);
  });

  it("keeps another owner out of the plant's pay", async () => {
    const stranger = await createOwner(t, { plan: 'Premium' });
    await createPlant(t, stranger, { name: 'Other Works' });
    await t.http().get(`/api/filter-owner/employees/${bilal}/pay`).set(auth(stranger.token)).expect(404);
    await t
      .http()
      .post(`/api/filter-owner/payroll/shortfalls/${aslam}/2026-11-15/waive`)
      .set(auth(stranger.token))
      .send({ reason: 'x' })
      .expect(404);
  });

  it("keeps every employee's balance equal to the sum of their lines through random work, and a replay gives the same", async () => {
    // A fixed seed: the same "random" sequence every run (mulberry32).
    let seed = 20261129;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
    const staff = [aslam, bilal];
    for (let step = 0; step < 40; step += 1) {
      const who = pick(staff);
      const { body } = await call('get', `/employees/${who}/pay`).expect(200);
      const open: { id: number }[] = body.data.lines.filter(
        (line: { kind: string; reversed_by: number | null }) => line.kind !== 'reversal' && line.reversed_by === null,
      );
      if (open.length > 0 && random() < 0.3) {
        await call('post', `/employees/${who}/pay/lines/${pick(open).id}/reverse`, { reason: `step ${step}` }).expect(200);
      } else {
        const kind = pick(['bonus', 'advance', 'deduction', 'payment'] as const);
        const amount = (Math.floor(random() * 500_000) + 1) / 100;
        await call('post', `/employees/${who}/pay/lines`, { kind, amount, note: `step ${step}`, method: 'cash' }).expect(201);
      }
      const ledger = (await call('get', `/employees/${who}/pay`).expect(200)).body.data;
      const paisa = ledger.lines.reduce((sum: number, line: { amount: number }) => sum + Math.round(line.amount * 100), 0);
      expect(Math.round(ledger.balance * 100)).toBe(paisa);
    }
    const [{ lines }] = await t.db.dataSource.query(`SELECT count(*)::int AS lines FROM pay_lines WHERE employee_id = ANY($1::bigint[])`, [
      staff,
    ]);
    expect(lines).toBeGreaterThan(40);
  });

  it('gives every pay line, waiver and setting again from the log', async () => {
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = report.tables.filter((table) =>
      ['pay_lines', 'pay_shortfall_waivers', 'payroll_settings', 'expenses'].includes(table.table),
    );
    expect(mine).toHaveLength(4);
    for (const table of mine) expect(table).toMatchObject({ equal: true, onlyLive: [], onlyRebuilt: [] });
  });
});

import { expenseProjection } from '../../api/src/modules/expenses/expense.projection';
import { shiftDay } from '../../api/src/platform/domain/plant-day';
import { plantToday } from '../../api/src/platform/domain/plant-day';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from '../../api/src/platform/event-store/event-row';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { UpcasterRegistry } from '../../api/src/platform/event-store/upcasters';
import { handTransaction } from '../support/hand-transaction';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

const CATEGORIES = ['fuel', 'maintenance', 'staff_wages', 'electricity', 'filters_and_consumables', 'rent', 'other'];
const zeros = () => Object.fromEntries(CATEGORIES.map((c) => [c, 0]));

describe('expenses of a plant (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let secondPlantId: number;
  let otherPlantId: number;
  let riderId: number;
  let secondPlantRiderId: number;
  const today = plantToday('Asia/Karachi');
  const month = today.slice(0, 7);
  const firstOfMonth = `${month}-01`;
  const lastMonthDay = shiftDay(firstOfMonth, -1);
  const url = (path = '', plant = plantId, query = '') => `/api/filter-owner/expenses${path}?filter_plant_id=${plant}${query}`;
  const post = (body: Record<string, unknown>, plant = plantId, token = owner.token) =>
    t.http().post(url('', plant)).set(auth(token)).send(body);
  const list = async (query = '', plant = plantId) =>
    (
      await t
        .http()
        .get(url('', plant, query))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;

  async function employee(plant: number, name: string): Promise<number> {
    const response = await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${plant}`)
      .set(auth(owner.token))
      .send({ name, phone: '03001234567', type: 'salary' })
      .expect(201);
    return response.body.data.id;
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Basic' });
    plantId = await createPlant(t, owner);
    secondPlantId = await createPlant(t, owner);
    otherPlantId = await createPlant(t, other);
    riderId = await employee(plantId, 'Rider One');
    secondPlantRiderId = await employee(secondPlantId, 'Rider Two');
  });
  afterAll(() => t.close());

  let fuelId: number;
  let wagesId: number;

  it('records an expense and answers it with its history', async () => {
    const created = await post({
      date: today,
      category: 'fuel',
      amount: 1500.5,
      note: ' Diesel for the van ',
      employee_id: riderId,
    }).expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Expense recorded successfully' });
    expect(created.body.data).toMatchObject({
      filter_plant_id: plantId,
      date: today,
      category: 'fuel',
      amount: 1500.5,
      note: 'Diesel for the van',
      employee_id: riderId,
      employee_name: 'Rider One',
      status: 'recorded',
      reversal_reason: null,
      corrections: 0,
      locked: false,
    });
    expect(created.body.data.history).toEqual([
      expect.objectContaining({
        version: 1,
        kind: 'recorded',
        before: null,
        reason: null,
        values: expect.objectContaining({ amount: 1500.5 }),
      }),
    ]);
    fuelId = created.body.data.id;
    const shown = await t
      .http()
      .get(url(`/${fuelId}`))
      .set(auth(owner.token))
      .expect(200);
    expect(shown.body.data).toMatchObject({ id: fuelId, amount: 1500.5 });
    // The plant is optional on a single expense: its own plant decides.
    await t.http().get(`/api/filter-owner/expenses/${fuelId}`).set(auth(owner.token)).expect(200);

    const [event] = await t.db.dataSource.query(`SELECT data FROM events WHERE stream_id = $1`, [`expense-${fuelId}`]);
    expect(event.data).toMatchObject({ amount: '1500.50', category: 'fuel', date: today, plant_id: plantId });
  });

  it('lists a month newest first with totals per category, filtered by category, employee and days', async () => {
    wagesId = (await post({ date: firstOfMonth, category: 'staff_wages', amount: 30000, employee_id: riderId }).expect(201)).body.data.id;
    await post({ date: firstOfMonth, category: 'fuel', amount: 99.99 }).expect(201);
    await post({ date: lastMonthDay, category: 'rent', amount: 25000 }).expect(201);
    await post({ date: today, category: 'electricity', amount: 4200 }, secondPlantId).expect(201);

    const data = await list();
    expect(data).toMatchObject({ current_page: 1, last_page: 1, per_page: 25, total: 3 });
    expect(data.data.map((e: { date: string }) => e.date)).toEqual([today, firstOfMonth, firstOfMonth].sort().reverse());
    expect(data.totals).toEqual({ amount: 31600.49, by_category: { ...zeros(), fuel: 1600.49, staff_wages: 30000 } });

    const explicit = await list(`&month=${month}`);
    expect(explicit.totals).toEqual(data.totals);
    const previous = await list(`&month=${lastMonthDay.slice(0, 7)}`);
    expect(previous.data.map((e: { category: string }) => e.category)).toEqual(['rent']);
    expect(previous.totals.amount).toBe(25000);

    const fuel = await list('&category=fuel');
    expect(fuel.total).toBe(2);
    expect(fuel.totals).toEqual({ amount: 1600.49, by_category: { ...zeros(), fuel: 1600.49 } });
    const rider = await list(`&employee_id=${riderId}`);
    expect(rider.data.map((e: { id: number }) => e.id).sort()).toEqual([fuelId, wagesId].sort());
    // On the 1st of a month the first test's fuel, dated today, falls in the range too.
    const onTheFirst = today === firstOfMonth;
    const range = await list(`&from=${lastMonthDay}&to=${firstOfMonth}`);
    expect(range.total).toBe(onTheFirst ? 4 : 3);
    expect(range.totals.by_category).toMatchObject({ rent: 25000, staff_wages: 30000, fuel: onTheFirst ? 1600.49 : 99.99 });

    const paged = await list('&per_page=2&page=2');
    expect(paged).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(paged.data).toHaveLength(1);
    expect(paged.totals.amount).toBe(31600.49);
  });

  it('records a correction as an event with the old and new values and the reason; history is kept', async () => {
    const missing = await t
      .http()
      .put(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ amount: 1400 })
      .expect(422);
    expect(missing.body.errors.reason).toEqual(['A reason is required.']);

    const corrected = await t
      .http()
      .put(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ amount: 1400, category: 'maintenance', reason: 'Receipt said 1400, for the pump' })
      .expect(200);
    expect(corrected.body.message).toBe('Expense corrected successfully');
    expect(corrected.body.data).toMatchObject({ amount: 1400, category: 'maintenance', note: 'Diesel for the van', corrections: 1 });
    expect(corrected.body.data.history).toEqual([
      expect.objectContaining({ kind: 'recorded', values: expect.objectContaining({ amount: 1500.5, category: 'fuel' }) }),
      expect.objectContaining({
        kind: 'corrected',
        reason: 'Receipt said 1400, for the pump',
        before: expect.objectContaining({ amount: 1500.5, category: 'fuel' }),
        values: expect.objectContaining({ amount: 1400, category: 'maintenance' }),
      }),
    ]);
    const events = await t.db.dataSource.query(`SELECT event_type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      `expense-${fuelId}`,
    ]);
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual(['ExpenseRecorded', 'ExpenseCorrected']);
    expect(events[1].data).toMatchObject({
      before: { amount: '1500.50', category: 'fuel' },
      after: { amount: '1400.00', category: 'maintenance' },
      reason: 'Receipt said 1400, for the pump',
    });
    expect((await list()).totals).toEqual({
      amount: 31499.99,
      by_category: { ...zeros(), fuel: 99.99, maintenance: 1400, staff_wages: 30000 },
    });

    const same = await t
      .http()
      .put(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ amount: 1400, reason: 'again' })
      .expect(200);
    expect(same.body.message).toBe('Nothing to correct: the values are the same');
    expect(same.body.data.corrections).toBe(1);
  });

  it('reverses with a reason: the expense stays listed as reversed, out of every total', async () => {
    const noReason = await t
      .http()
      .delete(url(`/${wagesId}`))
      .set(auth(owner.token))
      .expect(422);
    expect(noReason.body.errors.reason).toEqual(['A reason is required.']);
    const reversed = await t
      .http()
      .delete(url(`/${wagesId}`))
      .set(auth(owner.token))
      .send({ reason: 'Paid from the other plant' })
      .expect(200);
    expect(reversed.body).toMatchObject({ message: 'Expense reversed successfully' });
    expect(reversed.body.data).toMatchObject({ status: 'reversed', reversal_reason: 'Paid from the other plant', amount: 30000 });
    expect(reversed.body.data.reversed_at).toEqual(expect.any(String));
    expect(reversed.body.data.history.map((h: { kind: string }) => h.kind)).toEqual(['recorded', 'reversed']);

    const data = await list();
    expect(data.total).toBe(3);
    expect(data.data.find((e: { id: number }) => e.id === wagesId)).toMatchObject({
      status: 'reversed',
      reversal_reason: 'Paid from the other plant',
    });
    expect(data.totals).toEqual({ amount: 1499.99, by_category: { ...zeros(), fuel: 99.99, maintenance: 1400 } });

    const again = await t
      .http()
      .delete(url(`/${wagesId}`, plantId, '&reason=twice'))
      .set(auth(owner.token))
      .expect(422);
    expect(again.body.error_code).toBe('EXPENSE_REVERSED');
    const correct = await t
      .http()
      .put(url(`/${wagesId}`))
      .set(auth(owner.token))
      .send({ amount: 1, reason: 'x' })
      .expect(422);
    expect(correct.body.error_code).toBe('EXPENSE_REVERSED');

    // The reason may come in the query instead of the body.
    const temp = (await post({ date: today, category: 'other', amount: 10 }).expect(201)).body.data.id;
    await t
      .http()
      .delete(url(`/${temp}`, plantId, '&reason=Entered%20twice'))
      .set(auth(owner.token))
      .expect(200);
    expect(
      (
        await t
          .http()
          .get(url(`/${temp}`))
          .set(auth(owner.token))
          .expect(200)
      ).body.data.reversal_reason,
    ).toBe('Entered twice');
  });

  it("locks expenses older than the plant's lock period: reversed only, never corrected", async () => {
    const tenDaysAgo = shiftDay(today, -10);
    const old = (await post({ date: tenDaysAgo, category: 'rent', amount: 500 }).expect(201)).body.data.id;
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 5 }).expect(200);
    try {
      const shown = await t
        .http()
        .get(url(`/${old}`))
        .set(auth(owner.token))
        .expect(200);
      expect(shown.body.data.locked).toBe(true);
      const refused = await t
        .http()
        .put(url(`/${old}`))
        .set(auth(owner.token))
        .send({ amount: 600, reason: 'late receipt' })
        .expect(422);
      expect(refused.body.error_code).toBe('EXPENSE_LOCKED');
      expect(refused.body.message).toContain('can only be reversed');
      const tooOld = await post({ date: tenDaysAgo, category: 'rent', amount: 500 }).expect(422);
      expect(tooOld.body.errors.date[0]).toContain('lock period');
      const moved = await t
        .http()
        .put(url(`/${fuelId}`))
        .set(auth(owner.token))
        .send({ date: tenDaysAgo, reason: 'wrong day' })
        .expect(422);
      expect(moved.body.errors.date[0]).toContain('lock period');
      await t
        .http()
        .delete(url(`/${old}`))
        .set(auth(owner.token))
        .send({ reason: 'Never paid' })
        .expect(200);
    } finally {
      await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 35 }).expect(200);
    }
  });

  it.each([
    [{}, { date: 'The date is required.', category: 'The category is required.', amount: 'The amount is required.' }],
    [
      { date: '2026-02-30', category: 'food', amount: 0 },
      {
        date: 'The date must be a day written YYYY-MM-DD.',
        category: `The category must be one of ${CATEGORIES.join(', ')}.`,
        amount: 'The amount must be greater than 0.',
      },
    ],
    [
      { date: '24/11/2026', category: 'fuel', amount: -5 },
      { date: 'The date must be a day written YYYY-MM-DD.', amount: 'The amount must be greater than 0.' },
    ],
    [{ date: 'TODAY', category: 'fuel', amount: 1.234 }, { amount: 'The amount must be a number with at most 2 decimals.' }],
    [{ date: 'TODAY', category: 'fuel', amount: '15' }, { amount: 'The amount must be a number with at most 2 decimals.' }],
    [{ date: 'TODAY', category: 'fuel', amount: 1e10 }, { amount: 'The amount is out of range.' }],
    [{ date: 'TODAY', category: 'fuel', amount: 5, note: 'n'.repeat(501) }, { note: 'The note may not be longer than 500 characters.' }],
    [{ date: 'TODAY', category: 'fuel', amount: 5, employee_id: 'x' }, { employee_id: 'The employee id must be a positive integer.' }],
    [{ date: 'TOMORROW', category: 'fuel', amount: 5 }, { date: 'The date may not be in the future.' }],
    [{ date: 'TODAY', category: 'fuel', amount: 5, vendor: 'PSO' }, { vendor: 'The field vendor is not allowed.' }],
  ])('refuses %j with 422 and a message per field', async (body, errors) => {
    const dated = { ...body } as Record<string, unknown>;
    if (dated.date === 'TODAY') dated.date = today;
    if (dated.date === 'TOMORROW') dated.date = shiftDay(today, 1);
    const response = await post(dated).expect(422);
    expect(response.body.success).toBe(false);
    for (const [field, message] of Object.entries(errors)) expect(response.body.errors[field]).toEqual([message]);
  });

  it('refuses unknown fields on a correction and a reversal too', async () => {
    const put = await t
      .http()
      .put(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ reason: 'x', status: 'reversed' })
      .expect(422);
    expect(put.body.errors.status).toEqual(['The field status is not allowed.']);
    const del = await t
      .http()
      .delete(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ reason: 'x', undo: true })
      .expect(422);
    expect(del.body.errors.undo).toEqual(['The field undo is not allowed.']);
    await t
      .http()
      .get(url('', plantId, '&month=2026-13'))
      .set(auth(owner.token))
      .expect(422);
    await t
      .http()
      .get(url('', plantId, '&category=food'))
      .set(auth(owner.token))
      .expect(422);
    await t
      .http()
      .get(url('', plantId, '&sort=amount'))
      .set(auth(owner.token))
      .expect(422);
  });

  it('refuses an employee of another plant (or another owner) with 422', async () => {
    const response = await post({ date: today, category: 'staff_wages', amount: 100, employee_id: secondPlantRiderId }).expect(422);
    expect(response.body.errors.employee_id).toEqual(['The selected employee does not belong to this plant.']);
    await post({ date: today, category: 'staff_wages', amount: 100, employee_id: riderId }, secondPlantId).expect(422);
    const put = await t
      .http()
      .put(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ employee_id: secondPlantRiderId, reason: 'x' })
      .expect(422);
    expect(put.body.errors.employee_id).toEqual(['The selected employee does not belong to this plant.']);
    await t
      .http()
      .put(url(`/${fuelId}`))
      .set(auth(owner.token))
      .send({ employee_id: null, reason: 'No rider' })
      .expect(200);
  });

  it("answers 404 for another owner's expense and 403 for their plant", async () => {
    for (const path of [`/api/filter-owner/expenses/${fuelId}`, url(`/${fuelId}`, otherPlantId)]) {
      await t.http().get(path).set(auth(other.token)).expect(404);
      await t.http().put(path).set(auth(other.token)).send({ amount: 1, reason: 'mine now' }).expect(404);
      await t.http().delete(path).set(auth(other.token)).send({ reason: 'gone' }).expect(404);
    }
    // Named with the owner's other plant: not found there either.
    await t
      .http()
      .get(url(`/${fuelId}`, secondPlantId))
      .set(auth(owner.token))
      .expect(404);
    await t.http().get(url('', plantId)).set(auth(other.token)).expect(403);
    await post({ date: today, category: 'fuel', amount: 1 }, plantId, other.token).expect(403);
    const theirs = (await t.http().get(url('', otherPlantId)).set(auth(other.token)).expect(200)).body.data;
    expect(theirs.total).toBe(0);
    expect((await t.http().get(`/api/filter-owner/expenses/${fuelId}`).set(auth(other.token)).expect(404)).body.message).toBe(
      'Expense not found.',
    );
    await t.http().get(url('')).expect(401);
  });

  it("shows today's expenses on the owner dashboard, equal to a direct SQL sum", async () => {
    await post({ date: today, category: 'fuel', amount: 250.25 }).expect(201);
    const dashboard = await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
    const rows: { category: string; amount: string }[] = await t.db.dataSource.query(
      `SELECT category, sum(amount)::text AS amount FROM expenses WHERE plant_id = $1 AND date = $2 AND status = 'recorded' GROUP BY category`,
      [plantId, today],
    );
    const expected = zeros();
    for (const row of rows) expected[row.category] = Number(row.amount);
    const [{ total }] = await t.db.dataSource.query(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM expenses WHERE plant_id = $1 AND date = $2 AND status = 'recorded'`,
      [plantId, today],
    );
    expect(dashboard.body.data.stats.today_expenses).toEqual({ date: today, total: Number(total), by_category: expected });
    expect(Number(total)).toBeGreaterThan(0);
    const second = await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${secondPlantId}`).set(auth(owner.token)).expect(200);
    expect(second.body.data.stats.today_expenses).toEqual({ date: today, total: 4200, by_category: { ...zeros(), electricity: 4200 } });
  });

  it('keeps daily_expense_totals equal to a sum over the expenses, idempotent per event, and equal to a replay', async () => {
    const sum = () =>
      t.db.dataSource.query(`SELECT plant_id::int, date::text, category, amount::text FROM daily_expense_totals ORDER BY 1, 2, 3`);
    const direct = await t.db.dataSource.query(
      `SELECT plant_id::int, date::text, category, sum(amount)::text AS amount FROM expenses WHERE status = 'recorded'
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
    const live = await sum();
    expect(live).toEqual(direct);

    // Every expense event applied a second time changes nothing.
    const rows: EventRow[] = await t.db.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_type = 'expense' ORDER BY transaction_id, global_position`,
    );
    expect(rows.length).toBeGreaterThan(8);
    const upcasters = t.app.get(UpcasterRegistry);
    await t.db.dataSource.transaction(async (manager) => {
      const { tx, commit } = handTransaction((text, params) => manager.query(text, params));
      for (const row of rows) await expenseProjection.apply!(toStoredEvent(row, upcasters) as never, tx);
      await commit();
    });
    expect(await sum()).toEqual(live);

    const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = replay.tables.filter((table) => ['expenses', 'expense_history', 'daily_expense_totals'].includes(table.table));
    expect(mine).toHaveLength(3);
    for (const table of mine) expect(table).toMatchObject({ equal: true, liveRows: table.rebuiltRows });
  });
});

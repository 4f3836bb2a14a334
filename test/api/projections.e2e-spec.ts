import { customerProjection } from '../../api/src/modules/customers/customer.projection';
import { dailyEntryProjection } from '../../api/src/modules/daily-entries/daily-entry.projection';
import { reportProjection } from '../../api/src/modules/reports/report.projection';
import { PLANT_TIME_ZONE, plantToday, shiftDay } from '../../api/src/platform/domain/plant-day';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { seededRandom } from '../support/seeded-random';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * The read models on the delivery path, each written once (InlineProjection#bulk): random
 * sequences of what moves them, sent through the live path (single entries, whole sheets in one
 * transaction, payments, reversals, adjustments, customers moved, paused, deactivated, deleted,
 * a rider removed), then a replay of the log into a shadow copy, read in chunks of several sizes
 * so runs of events fall across the chunks' edges: every table of each read model equal.
 */
describe('projections on the delivery path: the live path equals a replay (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areas: number[];
  let riders: number[];
  let customers: number[];
  /** Customers deactivated by a step (no entries for them until activated again). */
  const inactive = new Set<number>();
  let pauses = 0;
  const active = () => customers.filter((id) => !inactive.has(id));
  const today = plantToday(PLANT_TIME_ZONE);

  /** A POST that must answer `status`; otherwise the failure shows the answer's body. */
  const post = async (path: string, body: Record<string, unknown>, status = 201) => {
    const response = await t.http().post(`/api/filter-owner${path}`).query({ filter_plant_id: plantId }).set(auth(owner.token)).send(body);
    expect({ path, status: response.status, body: response.status === status ? 'as expected' : response.body }).toEqual({
      path,
      status,
      body: 'as expected',
    });
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60 });
    areas = [await createArea(t, owner, plantId, 'North'), await createArea(t, owner, plantId, 'South')];
    riders = [await createRider(t, owner, plantId, 'Asif', areas), await createRider(t, owner, plantId, 'Bilal', areas)];
    customers = [];
    for (let n = 0; n < 8; n += 1)
      customers.push(
        (
          await createCustomer(t, owner, plantId, {
            name: `Customer ${n}`,
            area_id: areas[n % 2],
            employee_id: n % 3 === 0 ? null : riders[n % 2],
            opening_balance: n * 10,
            ...(n % 4 === 1 ? { rate: 75 } : {}),
          })
        ).id,
      );
  });
  afterAll(() => t.close());

  /** One random step through the API; each is one transaction of the live path. */
  async function step(random: (n: number) => number, n: number): Promise<void> {
    const open = active();
    const id = open[random(open.length)];
    const day = shiftDay(today, -random(20));
    switch (random(9)) {
      case 0:
      case 1: {
        const entries = Array.from({ length: 1 + random(12) }, () => ({
          customer_id: open[random(open.length)],
          cans_delivered: 1 + random(4),
          cans_returned: random(3),
          collected: random(3) * 30,
        }));
        await post('/daily-entries/batch', { date: day, entries });
        return;
      }
      case 2:
        await post('/daily-entries', { customer_id: id, date: day, cans_delivered: 1 + random(3), cans_returned: random(2) });
        return;
      case 3:
        await post(`/customers/${id}/payments`, { amount: 20 + random(300), method: random(2) ? 'cash' : 'bank' });
        return;
      case 4: {
        const [line] = await t.db.dataSource.query(
          `SELECT id FROM customer_ledger_lines WHERE customer_id = $1 AND kind IN ('delivery', 'payment', 'adjustment') AND reversed_by IS NULL
            ORDER BY id DESC OFFSET $2 LIMIT 1`,
          [id, random(3)],
        );
        if (line) await post(`/customers/${id}/ledger/${line.id}/reverse`, { reason: `step ${n}` });
        return;
      }
      case 5:
        await post(`/customers/${id}/adjustments`, { amount: random(200) - 100 || 7, reason: `step ${n}` });
        return;
      case 6: {
        const area = random(2);
        await post(
          '/customers/move',
          {
            customer_ids: [id, customers[random(customers.length)]],
            area_id: areas[area],
            employee_id: random(3) === 0 ? null : riders[random(riders.length)],
          },
          200,
        );
        return;
      }
      case 7:
        // Each pause on days of its own: two of a customer never overlap.
        pauses += 1;
        await post(`/customers/${id}/pauses`, { from: shiftDay(today, 3 * pauses), until: shiftDay(today, 3 * pauses + 1) });
        return;
      default: {
        // Deactivated, or one deactivated earlier activated again.
        const toggled = inactive.size > 0 && random(2) ? [...inactive][0] : id;
        if (toggled !== id || open.length > 2) {
          await t.http().put(`/api/filter-owner/customers/${toggled}/toggle-status`).set(auth(owner.token)).expect(200);
          if (!inactive.delete(toggled)) inactive.add(toggled);
        }
      }
    }
  }

  const tablesOf = {
    customers: customerProjection.tables,
    'daily entries': dailyEntryProjection.tables,
    reports: reportProjection.tables,
  };

  async function expectReplayEqual(): Promise<void> {
    for (const chunk of [1, 7, 5000]) {
      const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true, chunk });
      for (const [model, tables] of Object.entries(tablesOf)) {
        const compared = report.tables.filter((table) => tables.includes(table.table));
        expect({ model, chunk, compared: compared.length }).toEqual({ model, chunk, compared: tables.length });
        expect({ model, chunk, different: compared.filter((table) => !table.equal) }).toEqual({ model, chunk, different: [] });
      }
    }
  }

  it.each([20261129, 7, 424242])('random sequence %i: every read model as a replay of the log leaves it', async (seed) => {
    const random = seededRandom(seed);
    for (let n = 0; n < 40; n += 1) await step(random, n);
    const [{ lines }] = await t.db.dataSource.query(`SELECT count(*)::int AS lines FROM customer_ledger_lines WHERE plant_id = $1`, [
      plantId,
    ]);
    expect(lines).toBeGreaterThan(40);
    await expectReplayEqual();
  });

  it('a rider removed and a customer deleted: their rows and sums as a replay leaves them', async () => {
    const fresh = (await createCustomer(t, owner, plantId, { name: 'Never delivered', area_id: areas[0] })).id;
    await t.http().delete(`/api/filter-owner/customers/${fresh}`).set(auth(owner.token)).expect(200);
    // A rider with customers who owe: the open debits move to no rider.
    await post('/daily-entries/batch', {
      date: today,
      entries: active().map((customer_id) => ({ customer_id, cans_delivered: 2, cans_returned: 0, employee_id: riders[1] })),
    });
    await t.http().delete(`/api/filter-owner/employees/${riders[1]}`).set(auth(owner.token)).expect(200);
    const [{ left }] = await t.db.dataSource.query(`SELECT count(*)::int AS left FROM plant_open_debits WHERE employee_id = $1`, [
      riders[1],
    ]);
    expect(left).toBe(0);
    await expectReplayEqual();
  });
});

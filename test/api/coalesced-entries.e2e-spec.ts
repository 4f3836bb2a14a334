import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Single entries sent at once are saved together, several to a transaction (CoalescedCommands),
 * yet each request keeps its own answer, its own refusal, its own events' metadata and its own
 * Idempotency-Key, as if each had been saved alone.
 */
describe('single entries sent at once (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let customers: { id: number; rate: number; opening: number; cans: number }[];
  let foreign: number;

  const send = (body: Record<string, unknown>, requestId: string) =>
    t
      .http()
      .post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .set('x-request-id', requestId)
      .set('Idempotency-Key', `key-${requestId}`)
      .send(body);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60 });
    const area = await createArea(t, owner, plantId, 'Gulberg');
    customers = [];
    for (const [index, rate] of [60, 75, 80].entries()) {
      const opening = 100 * index;
      const created = await createCustomer(t, owner, plantId, { name: `Customer ${index}`, area_id: area, rate, opening_balance: opening });
      customers.push({ id: created.id, rate, opening, cans: index + 1 });
    }
    const other = await createOwner(t, { plan: 'Premium' });
    const otherPlant = await createPlant(t, other);
    foreign = (
      await createCustomer(t, other, otherPlant, { name: 'Foreign', area_id: await createArea(t, other, otherPlant, 'Elsewhere') })
    ).id;
  });
  afterAll(() => t.close());

  it('answers each request with its own entry and balance, refuses only the bad one, and keeps each request on its events', async () => {
    // 30 entries on three customers (each customer always the same cans) and one on another owner's customer, all at once.
    const sent = Array.from({ length: 30 }, (_, index) => ({ customer: customers[index % 3], requestId: `entry-${index}` }));
    const [answers, refused] = await Promise.all([
      Promise.all(
        sent.map(({ customer, requestId }) =>
          send({ customer_id: customer.id, cans_delivered: customer.cans, cans_returned: 0 }, requestId),
        ),
      ),
      send({ customer_id: foreign, cans_delivered: 1, cans_returned: 0 }, 'entry-foreign'),
    ]);
    expect(refused.status).toBe(404);
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(30);

    for (const customer of customers) {
      const theirs = answers.filter((answer) => answer.body.data.customer_id === customer.id).map((answer) => answer.body.data);
      expect(theirs).toHaveLength(10);
      for (const entry of theirs) {
        expect(entry).toMatchObject({ cans_delivered: customer.cans, amount: customer.cans * customer.rate, status: 'delivered' });
      }
      // Each answer's balance is the customer's right after that entry: one of each step, whatever the order.
      const steps = Array.from({ length: 10 }, (_, step) => customer.opening + (step + 1) * customer.cans * customer.rate);
      expect(theirs.map((entry) => entry.balance).sort((a, b) => a - b)).toEqual(steps);
      const stored = (await t.http().get(`/api/filter-owner/customers/${customer.id}`).set(auth(owner.token)).expect(200)).body.data;
      expect(stored.balance).toBe(steps[9]);
    }

    const events: { line_id: string; request_id: string; transaction_id: string }[] = await t.db.dataSource.query(
      `SELECT data->'line'->>'line_id' AS line_id, metadata->>'request_id' AS request_id, transaction_id::text AS transaction_id
         FROM events WHERE event_type = 'CustomerDeliveryRecorded' AND tenant_id = $1`,
      [owner.id],
    );
    expect(events).toHaveLength(30);
    for (const [index, answer] of answers.entries()) {
      const event = events.find((candidate) => Number(candidate.line_id) === answer.body.data.id);
      expect(event?.request_id).toBe(sent[index].requestId);
    }
    // Saved together: some transaction holds the entries of several requests.
    const perTransaction = new Map<string, number>();
    for (const event of events) perTransaction.set(event.transaction_id, (perTransaction.get(event.transaction_id) ?? 0) + 1);
    expect(Math.max(...perTransaction.values())).toBeGreaterThan(1);

    // Each request took its own key, in the shared transaction too: a repeat answers as the first time and saves nothing.
    const shared = answers.findIndex((answer) => {
      const event = events.find((candidate) => Number(candidate.line_id) === answer.body.data.id)!;
      return perTransaction.get(event.transaction_id)! > 1;
    });
    const { customer, requestId } = sent[shared];
    const repeat = await send({ customer_id: customer.id, cans_delivered: customer.cans, cans_returned: 0 }, requestId);
    expect(repeat.status).toBe(201);
    expect(repeat.body.data).toEqual(answers[shared].body.data);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM daily_entries WHERE owner_id = $1`, [owner.id]);
    expect(n).toBe(30);
  });
});

import { CommandBus } from '@nestjs/cqrs';
import { CreatePlanCommand, ChoosePackageCommand } from '../../api/src/modules/plans/plan.commands';
import { customerDecider } from '../../api/src/modules/customers/customer.decider';
import { CustomerEvent } from '../../api/src/modules/customers/customer.events';
import { loadCustomerState } from '../../api/src/modules/customers/customer-state';
import { customerProjection } from '../../api/src/modules/customers/customer.projection';
import { RegisterCustomersCommand } from '../../api/src/modules/customers/customer.commands';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { fold } from '../../api/src/platform/event-store/decider';
import { EventStore } from '../../api/src/platform/event-store/event-store';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { ProjectionRegistry } from '../../api/src/platform/event-store/projection-registry';
import { handTransaction } from '../support/hand-transaction';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, firstOpenDayOf } from './customers.fixtures';

/** The customers' read model on its own, applied as a store transaction applies it. */
function customersOnly(): ProjectionRegistry {
  const registry = new ProjectionRegistry();
  registry.register(customerProjection as never);
  return registry;
}
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/** A day `days` after the plant's today (negative: before). */
const dayFrom = (days: number) => {
  const date = new Date(`${plantToday(PLANT_TIME_ZONE)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('customers of a plant and their ledger (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let otherPlantId: number;
  let gulberg: number;
  let johar: number;
  let foreignArea: number;
  let rider: number;
  let unassigned: number;
  const url = (path = '', plant = plantId, query = '') =>
    `/api/filter-owner/customers${path}?filter_plant_id=${plant}${query ? `&${query}` : ''}`;
  const get = (path: string, query = '') =>
    t
      .http()
      .get(url(path, plantId, query))
      .set(auth(owner.token));
  const post = (path: string, body: Record<string, unknown>) => t.http().post(url(path)).set(auth(owner.token)).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60 });
    otherPlantId = await createPlant(t, owner);
    gulberg = await createArea(t, owner, plantId, 'Gulberg');
    johar = await createArea(t, owner, plantId, 'Johar Town');
    foreignArea = await createArea(t, owner, otherPlantId, 'Elsewhere');
    rider = await createRider(t, owner, plantId, 'Aslam', [gulberg]);
    unassigned = await createRider(t, owner, plantId, 'Bilal', []);
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('generates C-0001, C-0002… per plant, keeps a given code, and continues after the highest C-number', async () => {
      const first = await post('', { name: 'Ahmed Khan', area_id: gulberg }).expect(201);
      expect(first.body).toMatchObject({ success: true, message: 'Customer created successfully' });
      expect(first.body.data).toMatchObject({
        code: 'C-0001',
        name: 'Ahmed Khan',
        filter_plant_id: plantId,
        area_id: gulberg,
        area_name: 'Gulberg',
        employee_id: null,
        rate: null,
        effective_rate: 60,
        balance: 0,
        cans_out: 0,
        status: 'active',
        is_active: true,
        pauses: [],
      });
      expect((await post('', { name: 'Sara Ali', area_id: gulberg }).expect(201)).body.data.code).toBe('C-0002');
      expect((await post('', { name: 'Given', code: 'C-0010', area_id: gulberg }).expect(201)).body.data.code).toBe('C-0010');
      expect((await post('', { name: 'Shop', code: 'SHOP-1', area_id: gulberg }).expect(201)).body.data.code).toBe('SHOP-1');
      expect((await post('', { name: 'Next', area_id: gulberg }).expect(201)).body.data.code).toBe('C-0011');
      // Another plant numbers its own customers.
      const elsewhere = await t
        .http()
        .post(url('', otherPlantId))
        .set(auth(owner.token))
        .send({ name: 'Far', area_id: foreignArea, rate: 45.5 })
        .expect(201);
      expect(elsewhere.body.data).toMatchObject({ code: 'C-0001', rate: 45.5, effective_rate: 45.5 });
    });

    it('refuses a code already used in the plant, in any letter case (422 on code)', async () => {
      const response = await post('', { name: 'Dup', code: 'shop-1', area_id: gulberg }).expect(422);
      expect(response.body.errors.code).toEqual(['This customer code is already used in this plant.']);
      const rename = await get('', 'search=Given').expect(200);
      const id = rename.body.data.data[0].id;
      const clash = await t
        .http()
        .put(url(`/${id}`))
        .set(auth(owner.token))
        .send({ code: 'SHOP-1' })
        .expect(422);
      expect(clash.body.errors.code).toEqual(['This customer code is already used in this plant.']);
    });

    it('stores Pakistani mobile numbers as E.164, whatsapp defaulting to the phone, and refuses other numbers on phone', async () => {
      const a = await post('', { name: 'Phone A', phone: '0300-1234567', area_id: gulberg }).expect(201);
      expect(a.body.data).toMatchObject({ phone: '+923001234567', whatsapp: '+923001234567' });
      const b = await post('', { name: 'Phone B', phone: '+92 321 7654321', whatsapp: '0333 1112223', area_id: johar }).expect(201);
      expect(b.body.data).toMatchObject({ phone: '+923217654321', whatsapp: '+923331112223' });
      for (const phone of ['12345', '042-35761234', '+44 7700 900123', '0300-123456']) {
        const refused = await post('', { name: 'Bad', phone, area_id: gulberg }).expect(422);
        expect(refused.body.errors.phone).toEqual(['Enter a Pakistani mobile number, e.g. 0300-1234567 or +92 300 1234567.']);
      }
    });

    it('validates the body and where the customer is served', async () => {
      const missing = await post('', {}).expect(422);
      expect(missing.body.errors).toMatchObject({ name: ['Customer name is required'], area_id: ['The area is required.'] });
      const bad = await post('', { name: 'x', area_id: gulberg, opening_balance: 1.234, opening_cans: -1, rate: 'ten' }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['opening_balance', 'opening_cans', 'rate']);
      const wrongArea = await post('', { name: 'x', area_id: foreignArea }).expect(422);
      expect(wrongArea.body.errors.area_id).toEqual(['The selected area does not belong to this plant.']);
      const notAssigned = await post('', { name: 'x', area_id: gulberg, employee_id: unassigned }).expect(422);
      expect(notAssigned.body.errors.employee_id).toEqual(['The selected rider is not assigned to this area.']);
      const unknown = await post('', { name: 'x', area_id: gulberg, balance: 5 }).expect(422);
      expect(unknown.body.errors.balance).toEqual(['The field balance is not allowed.']);
    });

    it('answers a retried create with the same Idempotency-Key once, without a second customer', async () => {
      const body = { name: 'Idempotent', area_id: gulberg };
      const first = await t.http().post(url()).set(auth(owner.token)).set('Idempotency-Key', 'create-customer-1').send(body).expect(201);
      const again = await t.http().post(url()).set(auth(owner.token)).set('Idempotency-Key', 'create-customer-1').send(body).expect(201);
      expect(again.body.data.id).toBe(first.body.data.id);
      const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE name = 'Idempotent'`);
      expect(n).toBe(1);
    });
  });

  describe('ledger', () => {
    let id: number;

    it('records the opening balance, cans and deposit as ledger lines, and adjustments and deposits with running balances', async () => {
      const created = await createCustomer(t, owner, plantId, {
        name: 'Ledger Customer',
        area_id: gulberg,
        employee_id: rider,
        opening_balance: 500,
        opening_cans: 2,
        security_deposit_cans: 2,
        security_deposit_amount: 1000,
        credit_limit: 600,
        can_limit: 3,
      });
      id = created.id;
      expect(created).toMatchObject({
        employee_id: rider,
        employee_name: 'Aslam',
        opening_balance: 500,
        opening_cans: 2,
        balance: 500,
        cans_out: 2,
        security_deposit_cans: 2,
        security_deposit_amount: 1000,
        over_credit_limit: false,
        over_can_limit: false,
      });
      const adjusted = await post(`/${id}/adjustments`, { amount: 150.25, cans: 2, reason: 'Missed delivery charge' }).expect(201);
      expect(adjusted.body.data).toMatchObject({ balance: 650.25, cans_out: 4, over_credit_limit: true, over_can_limit: true });
      // Quotes, a backslash and Urdu: the ledger's JSON is written by PostgreSQL, which must escape them as JSON does.
      await post(`/${id}/adjustments`, { amount: -50.25, reason: 'Discount "Eid" 10% \\ رعایت' }).expect(201);
      const refused = await post(`/${id}/adjustments`, { amount: 10 }).expect(422);
      expect(refused.body.errors.reason).toEqual(['A reason is required.']);
      await post(`/${id}/adjustments`, { reason: 'nothing' }).expect(422);
      await post(`/${id}/adjustments`, { amount: 1, reason: 'future', date: dayFrom(2) }).expect(422);
      const refund = await post(`/${id}/deposits`, { kind: 'refunded', cans: 1, amount: 500 }).expect(201);
      expect(refund.body.data).toMatchObject({ balance: 600, cans_out: 4, security_deposit_cans: 1, security_deposit_amount: 500 });
      const tooMuch = await post(`/${id}/deposits`, { kind: 'refunded', amount: 501 }).expect(422);
      expect(tooMuch.body.errors.amount).toEqual(['Only PKR 500.00 is held as a deposit.']);

      // The opening balance and cans are the ledger's opening, never a line: the history starts there.
      const ledger = await get(`/${id}/ledger`).expect(200);
      expect(ledger.body.data.opening).toEqual({ balance: 500, cans: 2 });
      expect(
        ledger.body.data.lines.map((l: any) => [l.kind, l.debit, l.credit, l.cans_delivered, l.cans_returned, l.balance, l.cans_balance]),
      ).toEqual([
        ['deposit_taken', 0, 0, 0, 0, 500, 2],
        ['adjustment', 150.25, 0, 2, 0, 650.25, 4],
        ['adjustment', 0, 50.25, 0, 0, 600, 4],
        ['deposit_refunded', 0, 0, 0, 0, 600, 4],
      ]);
      expect(ledger.body.data.lines[0]).toMatchObject({ deposit_cans: 2, deposit_amount: 1000 });
      expect(ledger.body.data.lines[1].description).toBe('Adjustment: Missed delivery charge');
      expect(ledger.body.data.lines[2].description).toBe('Adjustment: Discount "Eid" 10% \\ رعایت');
      expect(Object.keys(ledger.body.data.lines[0])).toEqual([
        'id',
        'date',
        'kind',
        'description',
        'cans_delivered',
        'cans_returned',
        'debit',
        'credit',
        'deposit_cans',
        'deposit_amount',
        'balance',
        'cans_balance',
        'reversed_by',
        'recorded_at',
      ]);
      expect(ledger.body.data.lines[0].recorded_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(ledger.body.data.lines[0].reversed_by).toBeNull();
      expect(ledger.body.data.closing).toEqual({ balance: 600, cans: 4 });
    });

    it('reverses a line with a reason: a reversal line, the original marked, never twice, never a reversal', async () => {
      const before = await get(`/${id}/ledger`).expect(200);
      const charge = before.body.data.lines[1];
      await post(`/${id}/ledger/${charge.id}/reverse`, {}).expect(422);
      const reversed = await post(`/${id}/ledger/${charge.id}/reverse`, { reason: 'Charged by mistake' }).expect(201);
      expect(reversed.body.data.customer).toMatchObject({ balance: 449.75, cans_out: 2 });
      const after = await get(`/${id}/ledger`).expect(200);
      const lines = after.body.data.lines;
      const reversal = lines[lines.length - 1];
      expect(reversal).toMatchObject({ kind: 'reversal', debit: 0, credit: 150.25, cans_returned: 2, balance: 449.75, cans_balance: 2 });
      expect(reversal.id).toBe(reversed.body.data.reversal_line_id);
      expect(reversal.description).toContain('Charged by mistake');
      expect(lines.find((l: any) => l.id === charge.id).reversed_by).toBe(reversal.id);
      const twice = await post(`/${id}/ledger/${charge.id}/reverse`, { reason: 'again' }).expect(422);
      expect(twice.body.errors.line_id[0]).toMatch(/already reversed/);
      await post(`/${id}/ledger/${reversal.id}/reverse`, { reason: 'undo' }).expect(422);
      await post(`/${id}/ledger/999999/reverse`, { reason: 'none' }).expect(404);
      // A deposit reversal gives the deposit back.
      const refund = lines.find((l: any) => l.kind === 'deposit_refunded');
      const undone = await post(`/${id}/ledger/${refund.id}/reverse`, { reason: 'Refund not paid' }).expect(201);
      expect(undone.body.data.customer).toMatchObject({ security_deposit_cans: 2, security_deposit_amount: 1000 });
    });

    it('opens a period with the balance at `from`, and closes it with the balance at `to`', async () => {
      const c = await createCustomer(t, owner, plantId, { name: 'Backdated', area_id: johar });
      await post(`/${c.id}/adjustments`, { amount: 100, cans: 1, reason: 'Week one', date: dayFrom(-10) }).expect(201);
      await post(`/${c.id}/adjustments`, { amount: 40, reason: 'Week two', date: dayFrom(-5) }).expect(201);
      await post(`/${c.id}/adjustments`, { amount: -30, cans: -1, reason: 'Today' }).expect(201);
      const middle = await get(`/${c.id}/ledger`, `from=${dayFrom(-7)}&to=${dayFrom(-1)}`).expect(200);
      expect(middle.body.data.opening).toEqual({ balance: 100, cans: 1 });
      expect(middle.body.data.lines).toHaveLength(1);
      expect(middle.body.data.lines[0]).toMatchObject({ date: dayFrom(-5), debit: 40, balance: 140, cans_balance: 1 });
      expect(middle.body.data.closing).toEqual({ balance: 140, cans: 1 });
      const all = await get(`/${c.id}/ledger`, `from=${dayFrom(-30)}`).expect(200);
      expect(all.body.data.lines.map((l: any) => l.balance)).toEqual([100, 140, 110]);
      expect(all.body.data.closing).toEqual({ balance: 110, cans: 0 });
      const untilYesterday = await get(`/${c.id}/ledger`, `to=${dayFrom(-1)}`).expect(200);
      expect(untilYesterday.body.data.opening).toEqual({ balance: 0, cans: 0 });
      expect(untilYesterday.body.data.lines.map((l: any) => l.balance)).toEqual([100, 140]);
      expect(untilYesterday.body.data.closing).toEqual({ balance: 140, cans: 1 });
      await get(`/${c.id}/ledger`, 'from=2026-13-01').expect(422);
    });

    it('takes parallel adjustments of one customer one after another, none lost', async () => {
      const c = await createCustomer(t, owner, plantId, { name: 'Busy ledger', area_id: johar });
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post(`/${c.id}/adjustments`, { amount: 10.1, cans: 1, reason: `Parallel ${i}` })),
      );
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect((await get(`/${c.id}`).expect(200)).body.data).toMatchObject({ balance: 50.5, cans_out: 5 });
      expect((await get(`/${c.id}/ledger`).expect(200)).body.data.lines).toHaveLength(5);
    });

    it('applies a ledger stream a second time without changing a row (idempotent projection)', async () => {
      const snapshot = () =>
        Promise.all([
          t.db.dataSource.query(`SELECT c::text FROM customers c WHERE id = $1`, [id]),
          t.db.dataSource.query(`SELECT l::text FROM customer_ledger_lines l WHERE customer_id = $1 ORDER BY id`, [id]),
          t.db.dataSource.query(`SELECT p::text FROM customer_pauses p WHERE customer_id = $1 ORDER BY id`, [id]),
          t.db.dataSource.query(`SELECT m::text FROM customer_plant_marks m WHERE plant_id = $1`, [plantId]),
        ]);
      const before = await snapshot();
      const stream = await t.app.get(EventStore).readStream<CustomerEvent>(`customer-${id}`);
      const { tx, commit } = handTransaction((sql, parameters) => t.db.dataSource.query(sql, parameters));
      for (const event of stream) await customersOnly().applyMany([event], tx);
      await commit();
      expect(await snapshot()).toEqual(before);
    });

    it("keeps a customer's running figures out of every index, so a ledger line's update of the row can be HOT", async () => {
      // Every delivery, payment and reversal rewrites these columns; were any indexed, each update
      // would write an entry into every index of the table (the trigram ones too) — migration 1763700000800.
      const moved = ['balance', 'cans_out', 'last_delivery_at', 'last_payment_at', 'ledger_lines', 'stream_version', 'updated_at'];
      const indexes: { definition: string }[] = await t.db.dataSource.query(
        `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = 'customers'::regclass`,
      );
      expect(indexes.length).toBeGreaterThan(0);
      for (const { definition } of indexes) for (const column of moved) expect(definition).not.toMatch(new RegExp(`\\b${column}\\b`));
      const [{ options }] = await t.db.dataSource.query(`SELECT reloptions AS options FROM pg_class WHERE oid = 'customers'::regclass`);
      expect(options).toContain('fillfactor=80');
    });

    it('keeps the decider state in the customers row equal to folding the whole stream', async () => {
      const store = t.app.get(EventStore);
      for (const customerId of [id]) {
        const stream = await store.readStream<CustomerEvent>(`customer-${customerId}`);
        const folded = fold(customerDecider, stream);
        const loaded = await loadCustomerState((sql, p) => t.db.dataSource.query(sql, p), owner.id, customerId);
        expect(loaded.version).toBe(stream.length);
        expect(loaded.state).toEqual(folded);
      }
    });
  });

  describe('status, pauses, delete', () => {
    it('is paused on a day inside a pause, and active again when the pause is removed', async () => {
      const c = await createCustomer(t, owner, plantId, { name: 'Traveller', area_id: johar });
      const future = await post(`/${c.id}/pauses`, { from: dayFrom(3), until: dayFrom(10), reason: 'Travelling' }).expect(201);
      expect(future.body.data.status).toBe('active');
      expect(future.body.data.pauses).toEqual([expect.objectContaining({ from: dayFrom(3), until: dayFrom(10), reason: 'Travelling' })]);
      const overlap = await post(`/${c.id}/pauses`, { from: dayFrom(5) }).expect(422);
      expect(overlap.body.errors.from[0]).toMatch(/overlaps/);
      await post(`/${c.id}/pauses`, { from: dayFrom(2), until: dayFrom(1) }).expect(422);
      const now = await post(`/${c.id}/pauses`, { from: dayFrom(-1), until: dayFrom(1) }).expect(201);
      expect(now.body.data.status).toBe('paused');
      const paused = await get('', 'status=paused').expect(200);
      expect(paused.body.data.data.map((x: any) => x.id)).toEqual([c.id]);
      const active = await get('', 'status=active&per_page=100').expect(200);
      expect(active.body.data.data.map((x: any) => x.id)).not.toContain(c.id);
      const pauseId = now.body.data.pauses.find((p: any) => p.from === dayFrom(-1)).id;
      const resumed = await t
        .http()
        .delete(url(`/${c.id}/pauses/${pauseId}`))
        .set(auth(owner.token))
        .expect(200);
      expect(resumed.body.data).toMatchObject({ status: 'active' });
      await t
        .http()
        .delete(url(`/${c.id}/pauses/${pauseId}`))
        .set(auth(owner.token))
        .expect(404);
    });

    it('toggles between active and inactive', async () => {
      const c = await createCustomer(t, owner, plantId, { name: 'Toggle', area_id: johar });
      const off = await t
        .http()
        .put(url(`/${c.id}/toggle-status`))
        .set(auth(owner.token))
        .expect(200);
      expect(off.body).toMatchObject({ message: 'Customer deactivated successfully', data: { status: 'inactive', is_active: false } });
      const inactive = await get('', 'status=inactive').expect(200);
      expect(inactive.body.data.data.map((x: any) => x.id)).toContain(c.id);
      const on = await t
        .http()
        .put(url(`/${c.id}/toggle-status`))
        .set(auth(owner.token))
        .expect(200);
      expect(on.body.data.status).toBe('active');
    });

    it('deletes a customer without ledger movement, deactivates one with any', async () => {
      const plain = await createCustomer(t, owner, plantId, { name: 'Never served', area_id: johar });
      const deleted = await t
        .http()
        .delete(url(`/${plain.id}`))
        .set(auth(owner.token))
        .expect(200);
      expect(deleted.body).toMatchObject({ message: 'Customer deleted successfully', data: { id: plain.id, deleted: true } });
      await get(`/${plain.id}`).expect(404);
      const owing = await createCustomer(t, owner, plantId, { name: 'Owes', area_id: johar, opening_balance: 10 });
      const kept = await t
        .http()
        .delete(url(`/${owing.id}`))
        .set(auth(owner.token))
        .expect(200);
      expect(kept.body.data).toMatchObject({ deleted: false, deactivated: true });
      expect((await get(`/${owing.id}`).expect(200)).body.data).toMatchObject({ is_active: false, balance: 10 });
    });

    it('updates details, keeps absent fields, records a deposit change as a deposit line', async () => {
      const c = await createCustomer(t, owner, plantId, { name: 'Editable', phone: '03001234000', area_id: gulberg, notes: 'gate 2' });
      const updated = await t
        .http()
        .put(url(`/${c.id}`))
        .set(auth(owner.token))
        .send({ name: 'Edited', phone: '+92 300 1234001', rate: 55, security_deposit_cans: 1, security_deposit_amount: 300 })
        .expect(200);
      expect(updated.body.data).toMatchObject({
        name: 'Edited',
        phone: '+923001234001',
        whatsapp: '+923001234001',
        notes: 'gate 2',
        rate: 55,
        effective_rate: 55,
        security_deposit_cans: 1,
        security_deposit_amount: 300,
        balance: 0,
      });
      await t
        .http()
        .put(url(`/${c.id}`))
        .set(auth(owner.token))
        .send({ opening_balance: 5 })
        .expect(422);
      const ledger = await get(`/${c.id}/ledger`).expect(200);
      expect(ledger.body.data.lines.map((l: any) => l.kind)).toEqual(['deposit_taken']);
    });
  });

  describe('list', () => {
    let listPlant: number;
    let east: number;
    let west: number;
    let eastRider: number;
    const list = (query: string) =>
      t
        .http()
        .get(url('', listPlant, query))
        .set(auth(owner.token))
        .expect(200);

    beforeAll(async () => {
      listPlant = await createPlant(t, owner);
      east = await createArea(t, owner, listPlant, 'East');
      west = await createArea(t, owner, listPlant, 'West');
      eastRider = await createRider(t, owner, listPlant, 'Eastern rider', [east]);
      const make = (body: Record<string, unknown>) => createCustomer(t, owner, listPlant, body);
      await make({ name: 'Zara', area_id: east, employee_id: eastRider, phone: '0300-1234567', opening_balance: 300, opening_cans: 3 });
      await make({ name: 'ali', area_id: east, opening_balance: -100, opening_cans: 1 });
      await make({ name: 'Babar', area_id: west, phone: '0321-7654321', opening_balance: 50, credit_limit: 40 });
      await make({ name: 'Danish 100%', area_id: west, opening_cans: 5, can_limit: 4 });
      await make({ name: 'Chand', area_id: west });
    });

    it('sorts by name ignoring case by default, pages, and totals every match', async () => {
      const first = await list('per_page=2');
      expect(first.body.data).toMatchObject({
        current_page: 1,
        last_page: 3,
        per_page: 2,
        total: 5,
        totals: { balance: 250, cans_out: 9 },
      });
      expect(first.body.data.data.map((c: any) => c.name)).toEqual(['ali', 'Babar']);
      const third = await list('per_page=2&page=3');
      expect(third.body.data.data.map((c: any) => c.name)).toEqual(['Zara']);
      const past = await list('per_page=2&page=9');
      expect(past.body.data).toMatchObject({ data: [], total: 5, totals: { balance: 250, cans_out: 9 } });
      expect((await list('')).body.data.per_page).toBe(25);
    });

    it('sorts by balance, cans_out and code in either direction', async () => {
      expect((await list('sort=-balance')).body.data.data.map((c: any) => c.name)).toEqual([
        'Zara',
        'Babar',
        'Chand',
        'Danish 100%',
        'ali',
      ]);
      expect((await list('sort=cans_out')).body.data.data.map((c: any) => c.cans_out)).toEqual([0, 0, 1, 3, 5]);
      expect((await list('sort=-code')).body.data.data.map((c: any) => c.code)).toEqual(['C-0005', 'C-0004', 'C-0003', 'C-0002', 'C-0001']);
      await t
        .http()
        .get(url('', listPlant, 'sort=owner_id'))
        .set(auth(owner.token))
        .expect(422);
      await t
        .http()
        .get(url('', listPlant, 'per_page=101'))
        .set(auth(owner.token))
        .expect(422);
    });

    it('filters by area, rider and balance, and totals only the matches', async () => {
      const eastOnly = await list(`area_id=${east}`);
      expect(eastOnly.body.data).toMatchObject({ total: 2, totals: { balance: 200, cans_out: 4 } });
      expect((await list(`employee_id=${eastRider}`)).body.data.data.map((c: any) => c.name)).toEqual(['Zara']);
      expect((await list('balance=owing')).body.data.data.map((c: any) => c.name)).toEqual(['Babar', 'Zara']);
      expect((await list('balance=advance')).body.data.data.map((c: any) => c.name)).toEqual(['ali']);
      const over = await list('balance=over_limit');
      expect(over.body.data.data.map((c: any) => [c.name, c.over_credit_limit, c.over_can_limit])).toEqual([
        ['Babar', true, false],
        ['Danish 100%', false, true],
      ]);
    });

    it("totals the unfiltered list over every customer of the plant, through each change, and marks the plant's changes once per transaction", async () => {
      const plant = await createPlant(t, owner);
      const area = await createArea(t, owner, plant, 'Totals');
      const on = (path: string) => `/api/filter-owner/customers${path}?filter_plant_id=${plant}`;
      const listed = async () => {
        const { total, totals } = (await t.http().get(on('')).set(auth(owner.token)).expect(200)).body.data;
        return { total, totals };
      };
      const summed = async () => {
        const [row] = await t.db.dataSource.query(
          `SELECT count(*)::int AS total, coalesce(sum(balance), 0)::float8 AS balance, coalesce(sum(cans_out), 0)::int AS cans_out
             FROM customers WHERE plant_id = $1`,
          [plant],
        );
        return { total: row.total, totals: { balance: row.balance, cans_out: row.cans_out } };
      };
      const marks = () => t.db.dataSource.query(`SELECT xmin::text AS version FROM customer_plant_marks WHERE plant_id = $1`, [plant]);
      expect(await listed()).toEqual({ total: 0, totals: { balance: 0, cans_out: 0 } });
      expect(await marks()).toEqual([]);

      const a = await createCustomer(t, owner, plant, { name: 'Tally A', area_id: area, opening_balance: 120.5, opening_cans: 2 });
      const b = await createCustomer(t, owner, plant, { name: 'Tally B', area_id: area, opening_balance: -20.25 });
      const [before] = await marks();
      const c = await createCustomer(t, owner, plant, { name: 'Tally C', area_id: area });
      const [after] = await marks();
      expect(after.version).not.toEqual(before.version);
      expect(await listed()).toEqual({ total: 3, totals: { balance: 100.25, cans_out: 2 } });
      const send = (path: string, body: Record<string, unknown>) => t.http().post(on(path)).set(auth(owner.token)).send(body).expect(201);
      await send(`/${a.id}/adjustments`, { amount: 30, cans: 3, reason: 'Extra' });
      await send(`/${b.id}/deposits`, { kind: 'taken', cans: 1, amount: 200 });
      const [opening] = await t.db.dataSource.query(`SELECT id FROM customer_ledger_lines WHERE customer_id = $1 AND kind = 'opening'`, [
        a.id,
      ]);
      await send(`/${a.id}/ledger/${opening.id}/reverse`, { reason: 'Opening was wrong' });
      expect(await listed()).toEqual({ total: 3, totals: { balance: 9.75, cans_out: 3 } });
      expect(await listed()).toEqual(await summed());
      // The same answer as summing every match: a filter that matches them all goes that way.
      const everyone = (
        await t
          .http()
          .get(`${on('')}&search=tally`)
          .set(auth(owner.token))
          .expect(200)
      ).body.data;
      expect({ total: everyone.total, totals: everyone.totals }).toEqual(await listed());

      await t
        .http()
        .delete(on(`/${c.id}`))
        .set(auth(owner.token))
        .expect(200);
      expect(await listed()).toEqual({ total: 2, totals: { balance: 9.75, cans_out: 3 } });
      // Both have ledger lines: deactivated, still counted.
      await t
        .http()
        .delete(on(`/${a.id}`))
        .set(auth(owner.token))
        .expect(200);
      expect(await listed()).toEqual(await summed());

      // Many events of the plant in one transaction (a replay) write its mark once: the row version stays put.
      const runner = t.db.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        const query = (sql: string, parameters?: unknown[]) => runner.query(sql, parameters);
        const version = async () =>
          (await runner.query(`SELECT ctid::text AS v FROM customer_plant_marks WHERE plant_id = $1`, [plant]))[0].v as string;
        const events = await t.app.get(EventStore).readStream<CustomerEvent>(`customer-${a.id}`);
        const replay = handTransaction(query);
        await customersOnly().applyMany([events[0]], replay.tx);
        await replay.commit();
        const once = await version();
        for (const event of [...events, ...events]) await customersOnly().applyMany([event], replay.tx);
        await replay.commit();
        expect(await version()).toBe(once);
        // Another append in the same transaction (another transaction object): the row says it is written.
        const another = handTransaction(query);
        await customersOnly().applyMany(events, another.tx);
        await another.commit();
        expect(await version()).toBe(once);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
      const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
      expect(report.tables.find((table) => table.table === 'customer_plant_marks')).toMatchObject({ equal: true });
    });

    it('answers a kept list only while nothing it shows has changed: customers, pauses, deposits, area, rider and plant rate', async () => {
      const plant = await createPlant(t, owner, { default_can_rate: 40 });
      const area = await createArea(t, owner, plant, 'Kept');
      const other = await createArea(t, owner, plant, 'Other');
      const rider = await createRider(t, owner, plant, 'Kept rider', [area]);
      const c = await createCustomer(t, owner, plant, { name: 'Kept one', area_id: area, employee_id: rider, opening_balance: 5 });
      const as = () => t.http().get(`/api/filter-owner/customers?filter_plant_id=${plant}`).set(auth(owner.token)).expect(200);
      const first = async () => (await as()).body.data.data[0];
      const call = (method: 'put' | 'post', path: string, body: Record<string, unknown> = {}) => {
        const http = t.http();
        const target = `/api/filter-owner/${path}?filter_plant_id=${plant}`;
        return (method === 'put' ? http.put(target) : http.post(target)).set(auth(owner.token)).send(body);
      };
      expect(await first()).toMatchObject({ name: 'Kept one', area_name: 'Kept', employee_name: 'Kept rider', effective_rate: 40 });
      expect(await first()).toMatchObject({ name: 'Kept one' });

      await call('put', `areas/${area}`, { name: 'Kept renamed' }).expect(200);
      expect(await first()).toMatchObject({ area_name: 'Kept renamed' });
      await call('put', `employees/${rider}`, { name: 'Rider renamed' }).expect(200);
      expect(await first()).toMatchObject({ employee_name: 'Rider renamed' });
      await t.http().put(`/api/filter-owner/my-plants/${plant}`).set(auth(owner.token)).send({ default_can_rate: 45.5 }).expect(200);
      expect(await first()).toMatchObject({ effective_rate: 45.5 });
      await call('put', `customers/${c.id}`, { name: 'Kept two' }).expect(200);
      expect(await first()).toMatchObject({ name: 'Kept two' });
      await call('post', `customers/${c.id}/pauses`, { from: dayFrom(-1) }).expect(201);
      expect(await first()).toMatchObject({ status: 'paused', pauses: [{ from: dayFrom(-1), until: null }] });
      await call('post', `customers/${c.id}/deposits`, { kind: 'taken', cans: 2, amount: 300 }).expect(201);
      expect(await first()).toMatchObject({ security_deposit_cans: 2, security_deposit_amount: 300, balance: 5 });
      await call('post', `customers/${c.id}/adjustments`, { amount: 10, reason: 'Kept charge' }).expect(201);
      expect((await as()).body.data).toMatchObject({ total: 1, totals: { balance: 15, cans_out: 0 }, data: [{ balance: 15 }] });
      await call('post', 'customers/move', { customer_ids: [c.id], area_id: other }).expect(200);
      expect(await first()).toMatchObject({ area_id: other, area_name: 'Other', employee_id: null });
      await call('put', `customers/${c.id}/toggle-status`).expect(200);
      expect(await first()).toMatchObject({ status: 'inactive', is_active: false });
      await createCustomer(t, owner, plant, { name: 'A newcomer', area_id: area });
      expect((await as()).body.data.data.map((x: any) => x.name)).toEqual(['A newcomer', 'Kept two']);
    });

    it('searches names, codes and phones; digits find a phone in any spelling; wildcards match literally', async () => {
      const names = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).body.data.data.map((c: any) => c.name);
      expect(await names('ZAR')).toEqual(['Zara']);
      expect(await names('c-0003')).toEqual(['Babar']);
      expect(await names('0300-1234567')).toEqual(['Zara']);
      expect(await names('+92 300 1234567')).toEqual(['Zara']);
      expect(await names('7654321')).toEqual(['Babar']);
      expect(await names('100%')).toEqual(['Danish 100%']);
      expect(await names('%')).toEqual(['Danish 100%']);
      expect(await names('nobody')).toEqual([]);
      // A term holding the separator of the folded name and code still matches column by column.
      expect(await names('a\u001fc')).toEqual([]);
      // A renamed customer is found by the new name only.
      const [chand] = (await list('search=chand')).body.data.data;
      await t
        .http()
        .put(url(`/${chand.id}`, listPlant))
        .set(auth(owner.token))
        .send({ name: 'Chandni CHOWK' })
        .expect(200);
      expect(await names('chowk')).toEqual(['Chandni CHOWK']);
      expect(await names('CHAND')).toEqual(['Chandni CHOWK']);
      expect(await names('c-0005')).toEqual(['Chandni CHOWK']);
    });
  });

  it('moves customers to another area and rider, each a CustomerMoved event; refuses a rider not of that area', async () => {
    const a = await createCustomer(t, owner, plantId, { name: 'Mover A', area_id: johar });
    const b = await createCustomer(t, owner, plantId, { name: 'Mover B', area_id: johar });
    const moved = await post('/move', { customer_ids: [a.id, b.id], area_id: gulberg, employee_id: rider }).expect(200);
    expect(moved.body.data).toMatchObject({ moved: 2 });
    expect((await get(`/${a.id}`).expect(200)).body.data).toMatchObject({ area_id: gulberg, employee_id: rider, employee_name: 'Aslam' });
    const [{ n }] = await t.db.dataSource.query(
      `SELECT count(*)::int AS n FROM events WHERE event_type = 'CustomerMoved' AND stream_id = ANY($1)`,
      [[`customer-${a.id}`, `customer-${b.id}`]],
    );
    expect(n).toBe(2);
    const wrongRider = await post('/move', { customer_ids: [a.id], area_id: johar, employee_id: rider }).expect(422);
    expect(wrongRider.body.errors.employee_id).toEqual(['The selected rider is not assigned to this area.']);
    const wrongArea = await post('/move', { customer_ids: [a.id], area_id: foreignArea }).expect(422);
    expect(wrongArea.body.errors.area_id).toEqual(['The selected area does not belong to this plant.']);
    await post('/move', { customer_ids: [], area_id: johar }).expect(422);
    // All or none: one unknown id moves nobody.
    await post('/move', { customer_ids: [a.id, 99999999], area_id: johar }).expect(404);
    expect((await get(`/${a.id}`).expect(200)).body.data.area_id).toBe(gulberg);
  });

  it('counts real customers in areas: list, show and statistics; refuses to delete an area with customers', async () => {
    const area = await createArea(t, owner, plantId, 'Counted');
    await createCustomer(t, owner, plantId, { name: 'In area 1', area_id: area, opening_balance: 120.5 });
    await createCustomer(t, owner, plantId, { name: 'In area 2', area_id: area, opening_balance: -20 });
    const areas = await t.http().get(`/api/filter-owner/areas?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
    expect(areas.body.data.areas.find((a: any) => a.id === area)).toMatchObject({ customers_count: 2, total_balance: 100.5 });
    const shown = await t.http().get(`/api/filter-owner/areas/${area}`).set(auth(owner.token)).expect(200);
    expect(shown.body.data).toMatchObject({ customers_count: 2, total_customers_count: 2 });
    const stats = await t.http().get(`/api/filter-owner/areas/${area}/statistics`).set(auth(owner.token)).expect(200);
    expect(stats.body.data).toMatchObject({ total_customers: 2, active_customers: 2, pending_balance: 120.5 });
    const refused = await t.http().delete(`/api/filter-owner/areas/${area}`).set(auth(owner.token)).expect(422);
    expect(refused.body).toMatchObject({ error_code: 'AREA_HAS_DEPENDENCIES', data: { customers_count: 2, daily_entries_count: 0 } });
  });

  it("counts the plant's customers on the owner dashboard", async () => {
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE plant_id = $1`, [plantId]);
    const dashboard = await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
    expect(n).toBeGreaterThan(5);
    expect(dashboard.body.data.stats.total_customers).toBe(n);
    const other = await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${otherPlantId}`).set(auth(owner.token)).expect(200);
    expect(other.body.data.stats.total_customers).toBe(1);
  });

  describe('plan limit', () => {
    it("lets exactly max_customers through 10 parallel creates, across the owner's plants, with a message naming the limit and plan", async () => {
      const bus = t.app.get(CommandBus);
      const planId: number = await bus.execute(
        new CreatePlanCommand({
          name: 'Tiny',
          description: 'Three customers',
          price_per_month: '10.00',
          max_plants: 0,
          max_customers: 3,
          max_employees: 0,
          features: [],
          is_popular: false,
        }),
      );
      const small = await createOwner(t);
      await bus.execute(new ChoosePackageCommand(small.id, planId, small.id));
      const [p1, p2] = [await createPlant(t, small), await createPlant(t, small)];
      const [a1, a2] = [await createArea(t, small, p1, 'One'), await createArea(t, small, p2, 'Two')];
      await createCustomer(t, small, p2, { name: 'Already', area_id: a2 });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t
            .http()
            .post(`/api/filter-owner/customers?filter_plant_id=${p1}`)
            .set(auth(small.token))
            .send({ name: `Racer ${i}`, area_id: a1 }),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 201, ...Array(8).fill(422)]);
      const refused = responses.find((r) => r.status === 422)!;
      expect(refused.body).toMatchObject({
        error_code: 'CUSTOMER_LIMIT_EXCEEDED',
        message: 'Customer limit reached: your Tiny plan allows 3 customers. Upgrade your package to add more customers.',
        data: { max_customers: 3, current_customers: 3 },
      });
      const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE owner_id = $1`, [small.id]);
      expect(n).toBe(3);
      const codes = responses.filter((r) => r.status === 201).map((r) => r.body.data.code);
      expect(codes.sort()).toEqual(['C-0001', 'C-0002']);
    });
  });

  describe('RegisterCustomersCommand (the import)', () => {
    it('registers a batch in one transaction, matching by code else phone, skipping or updating, all or none', async () => {
      const bus = t.app.get(CommandBus);
      const batchPlant = await createPlant(t, owner);
      const area = await createArea(t, owner, batchPlant, 'Batch');
      const openedOn = await firstOpenDayOf(t, batchPlant);
      const first = await bus.execute(
        new RegisterCustomersCommand(
          owner.id,
          batchPlant,
          [
            { name: 'Imported 1', area_id: area, phone: '0300 5550001', opening_balance: 200, opening_cans: 2 },
            { name: 'Imported 2', area_id: area, code: 'X-1' },
          ],
          'skip',
          openedOn,
        ),
      );
      expect(first).toMatchObject({ created: 2, updated: 0, skipped: 0 });
      const ledger = await t
        .http()
        .get(`/api/filter-owner/customers/${first.results[0].customer_id}/ledger`)
        .set(auth(owner.token))
        .expect(200);
      expect(ledger.body.data).toMatchObject({ opening: { balance: 200, cans: 2 }, lines: [] });
      const lines = await t.db.dataSource.query(`SELECT kind, date::text AS date FROM customer_ledger_lines WHERE customer_id = $1`, [
        first.results[0].customer_id,
      ]);
      expect(lines).toEqual([{ kind: 'opening', date: openedOn }]);

      const skip = await bus.execute(
        new RegisterCustomersCommand(
          owner.id,
          batchPlant,
          [
            { name: 'Renamed', area_id: area, phone: '+923005550001' },
            { name: 'New', area_id: area },
          ],
          'skip',
        ),
      );
      expect(skip.results.map((r: any) => r.action)).toEqual(['skipped', 'created']);
      const update = await bus.execute(
        new RegisterCustomersCommand(owner.id, batchPlant, [{ name: 'Renamed', area_id: area, code: 'x-1' }], 'update'),
      );
      expect(update.results).toEqual([{ index: 0, customer_id: first.results[1].customer_id, action: 'updated' }]);

      const before = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE plant_id = $1`, [batchPlant]);
      await expect(
        bus.execute(
          new RegisterCustomersCommand(
            owner.id,
            batchPlant,
            [
              { name: 'Fine', area_id: area },
              { name: 'Wrong area', area_id: foreignArea },
            ],
            'skip',
          ),
        ),
      ).rejects.toMatchObject({
        options: expect.objectContaining({ errors: { 'rows.1.area_id': ['The selected area does not belong to this plant.'] } }),
      });
      const after = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE plant_id = $1`, [batchPlant]);
      expect(after[0].n).toBe(before[0].n);
    });
  });

  describe('tenant isolation', () => {
    it("answers 403/404 to another owner for this owner's customers, areas and plant, and changes nothing", async () => {
      const intruder = await createOwner(t, { plan: 'Premium' });
      const theirPlant = await createPlant(t, intruder);
      const theirArea = await createArea(t, intruder, theirPlant, 'Theirs');
      const victim = await createCustomer(t, owner, plantId, { name: 'Victim', area_id: gulberg, opening_balance: 70 });
      // The opening line (the ledger shows it as its opening, not as a line).
      const [line] = await t.db.dataSource.query(`SELECT id FROM customer_ledger_lines WHERE customer_id = $1`, [victim.id]);
      const [eventsBefore] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`);
      const as = (method: 'get' | 'put' | 'post' | 'delete', path: string, body?: Record<string, unknown>) =>
        t.http()[method](path).set(auth(intruder.token)).send(body);
      const mine = `/api/filter-owner/customers`;
      const forbidden = await as('get', `${mine}?filter_plant_id=${plantId}`).expect(403);
      expect(forbidden.body.message).toBe('Unauthorized plant access. Please ensure you have selected a valid plant.');
      await as('post', `${mine}?filter_plant_id=${plantId}`, { name: 'x', area_id: gulberg }).expect(403);
      // Their own plant, this owner's area: refused on the field, nothing created.
      const wrongArea = await as('post', `${mine}?filter_plant_id=${theirPlant}`, { name: 'x', area_id: gulberg }).expect(422);
      expect(wrongArea.body.errors.area_id).toBeDefined();
      for (const [method, path, body] of [
        ['get', `${mine}/${victim.id}`],
        ['get', `${mine}/${victim.id}?filter_plant_id=${theirPlant}`],
        ['put', `${mine}/${victim.id}`, { name: 'Stolen' }],
        ['delete', `${mine}/${victim.id}`],
        ['put', `${mine}/${victim.id}/toggle-status`],
        ['post', `${mine}/${victim.id}/pauses`, { from: dayFrom(1) }],
        ['post', `${mine}/${victim.id}/adjustments`, { amount: -70, reason: 'gift' }],
        ['post', `${mine}/${victim.id}/deposits`, { kind: 'taken', amount: 5 }],
        ['get', `${mine}/${victim.id}/ledger`],
        ['get', `${mine}/${victim.id}/ledger?from=${dayFrom(-30)}&to=${dayFrom(0)}`],
        ['post', `${mine}/${victim.id}/ledger/${line.id}/reverse`, { reason: 'x' }],
        ['delete', `${mine}/${victim.id}/pauses/1`],
        ['post', `${mine}/move?filter_plant_id=${theirPlant}`, { customer_ids: [victim.id], area_id: theirArea }],
      ] as const) {
        const response = await as(method, path, body as Record<string, unknown> | undefined);
        expect([403, 404]).toContain(response.status);
      }
      await as('post', `${mine}/move?filter_plant_id=${plantId}`, { customer_ids: [victim.id], area_id: gulberg }).expect(403);
      const [eventsAfter] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`);
      expect(eventsAfter.n).toBe(eventsBefore.n);
      expect((await get(`/${victim.id}`).expect(200)).body.data).toMatchObject({
        name: 'Victim',
        balance: 70,
        area_id: gulberg,
        is_active: true,
      });
    });
  });

  it('rebuilds customers, pauses, ledger lines and plant marks from the log exactly as they are', async () => {
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = report.tables.filter((table) =>
      ['customers', 'customer_pauses', 'customer_ledger_lines', 'customer_plant_marks'].includes(table.table),
    );
    expect(mine).toHaveLength(4);
    for (const table of mine) expect(table).toMatchObject({ equal: true, onlyLive: [], onlyRebuilt: [] });
  });
});

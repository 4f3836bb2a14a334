import { CommandBus } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { ShareStatementCommand } from '../../api/src/modules/statements/statement-share.commands';
import { toPaisa } from '../../api/src/platform/domain/money';
import { daysBetween, PLANT_TIME_ZONE, plantToday, shiftDay } from '../../api/src/platform/domain/plant-day';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';
import { seededRandom } from '../support/seeded-random';
import { now as businessNow } from '../../api/src/platform/domain/clock';

describe('customer statements and their share links (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let customerId: number;
  let quietId: number;
  const today = plantToday(PLANT_TIME_ZONE);
  const month = today.slice(0, 7);
  const firstOfMonth = `${month}-01`;
  const lastMonthEnd = shiftDay(firstOfMonth, -1);
  const lastMonth = lastMonthEnd.slice(0, 7);
  const earlyLastMonth = shiftDay(firstOfMonth, -3);

  const statementUrl = (id: number, query: string) => `/api/filter-owner/customers/${id}/statement?${query}`;
  const statement = async (id: number, m: string) =>
    (
      await t
        .http()
        .get(statementUrl(id, `month=${m}&format=json`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
  const ledger = async (id: number, from: string, to: string) =>
    (await t.http().get(`/api/filter-owner/customers/${id}/ledger?from=${from}&to=${to}`).set(auth(owner.token)).expect(200)).body.data;
  const share = async (id: number, m: string) =>
    (await t.http().post(`/api/filter-owner/customers/${id}/statement/share`).set(auth(owner.token)).send({ month: m }).expect(201)).body
      .data;
  const batch = (date: string, entries: Record<string, unknown>[]) =>
    t
      .http()
      .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ date, entries })
      .expect(201);

  /** The statement equals the ledger of its month: opening, each day's sums and last running figures, closing. */
  async function expectEqualToLedger(id: number, m: string) {
    const s = await statement(id, m);
    const l = await ledger(id, s.period.from, s.period.to);
    expect(s.opening).toEqual(l.opening);
    const days = new Map<
      string,
      { cans_delivered: number; cans_returned: number; amount: number; paid: number; balance: number; cans: number }
    >();
    for (const line of l.lines) {
      const day = days.get(line.date) ?? { cans_delivered: 0, cans_returned: 0, amount: 0, paid: 0, balance: 0, cans: 0 };
      day.cans_delivered += line.cans_delivered;
      day.cans_returned += line.cans_returned;
      day.amount = (toPaisa(day.amount) + toPaisa(line.debit)) / 100;
      day.paid = (toPaisa(day.paid) + toPaisa(line.credit)) / 100;
      day.balance = line.balance;
      day.cans = line.cans_balance;
      days.set(line.date, day);
    }
    // The contract's debit and credit, and the screens' amount and paid: the same numbers.
    expect(s.lines).toEqual([...days.entries()].map(([date, day]) => ({ date, ...day, debit: day.amount, credit: day.paid })));
    expect({ balance: s.closing.balance, cans: s.closing.cans }).toEqual(l.closing);
    // opening + lines = closing, to the paisa.
    const moved = s.lines.reduce((sum: number, line: any) => sum + toPaisa(line.amount) - toPaisa(line.paid), 0);
    expect(toPaisa(s.opening.balance) + moved).toBe(toPaisa(s.closing.balance));
    expect(s.opening.cans + s.totals.cans_delivered - s.totals.cans_returned).toBe(s.closing.cans);
    expect(toPaisa(s.totals.amount) - toPaisa(s.totals.paid)).toBe(moved);
    return s;
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 50, phone: '042-35761234' });
    const area = await createArea(t, owner, plantId, 'Gulberg');
    customerId = (
      await createCustomer(t, owner, plantId, { name: 'Ahmed Raza', area_id: area, phone: '03001234567', opening_balance: 100 })
    ).id;
    quietId = (await createCustomer(t, owner, plantId, { name: 'No Phone', area_id: area })).id;
  });
  afterAll(() => t.close());

  it('sums the ledger per day across a month boundary: deliveries, payments, a reversal and an adjustment, with deposit', async () => {
    await batch(earlyLastMonth, [{ customer_id: customerId, cans_delivered: 3, cans_returned: 0, collected: 50 }]);
    const d2 = (await batch(lastMonthEnd, [{ customer_id: customerId, cans_delivered: 2, cans_returned: 1, collected: 0 }])).body.data
      .entries[0];
    await batch(firstOfMonth, [{ customer_id: customerId, cans_delivered: 4, cans_returned: 2, rate: 55.5, collected: 0 }]);
    await t
      .http()
      .post(`/api/filter-owner/customers/${customerId}/payments`)
      .set(auth(owner.token))
      .send({ amount: 120.25, method: 'cash' })
      .expect(201);
    // The reversal of last month's entry is dated today: it counts this month, on its own day.
    await t
      .http()
      .post(`/api/filter-owner/customers/${customerId}/ledger/${d2.id}/reverse`)
      .set(auth(owner.token))
      .send({ reason: 'Entered for the wrong house' })
      .expect(201);
    await t
      .http()
      .post(`/api/filter-owner/customers/${customerId}/adjustments`)
      .set(auth(owner.token))
      .send({ amount: -30, cans: -1, reason: 'Discount and a can found', date: firstOfMonth })
      .expect(201);
    await t
      .http()
      .post(`/api/filter-owner/customers/${customerId}/deposits`)
      .set(auth(owner.token))
      .send({ kind: 'taken', cans: 2, amount: 500, date: today })
      .expect(201);

    // The opening (100, dated at the plant's first open day, last month or the one before) is the
    // opening of every month from the customer's first line on, never a line.
    const previous = await expectEqualToLedger(customerId, lastMonth);
    expect(previous.opening).toEqual({ balance: 100, cans: 0 });
    expect(previous.lines.map((l: any) => l.date)).toEqual([earlyLastMonth, lastMonthEnd]);
    expect(previous.lines[0]).toEqual({
      date: earlyLastMonth,
      cans_delivered: 3,
      cans_returned: 0,
      debit: 150,
      credit: 50,
      amount: 150,
      paid: 50,
      balance: 200,
      cans: 3,
    });
    expect(previous.totals).toEqual({ cans_delivered: 5, cans_returned: 1, debit: 250, credit: 50, amount: 250, paid: 50 });
    expect(previous.closing).toEqual({ balance: 300, cans: 4, security_deposit: { amount: 0, cans: 0 } });

    const current = await expectEqualToLedger(customerId, month);
    expect(current.opening).toEqual({ balance: 300, cans: 4 });
    expect(current).toMatchObject({
      month,
      period: { from: firstOfMonth },
      plant: { phone: '042-35761234' },
      customer: { id: customerId, name: 'Ahmed Raza', area: 'Gulberg', rate: 50 },
    });
    // 300 + 222 (4 × 55.50) − 30 − 120.25 − 100 (the reversal credits the entry) = 271.75
    expect(current.closing).toEqual({ balance: 271.75, cans: 4 + 2 - 1 - 1, security_deposit: { amount: 500, cans: 2 } });
    const shown = (await t.http().get(`/api/filter-owner/customers/${customerId}`).set(auth(owner.token)).expect(200)).body.data;
    expect({ balance: shown.balance, cans: shown.cans_out }).toEqual({ balance: current.closing.balance, cans: current.closing.cans });

    // A customer with no lines at all: an empty month, zeros.
    expect(await expectEqualToLedger(quietId, month)).toMatchObject({ lines: [], closing: { balance: 0, cans: 0 } });
  });

  it('refuses other owners, bad months, other formats and unknown fields', async () => {
    await t
      .http()
      .get(statementUrl(customerId, `month=${month}`))
      .set(auth(other.token))
      .expect(404);
    await t.http().post(`/api/filter-owner/customers/${customerId}/statement/share`).set(auth(other.token)).send({ month }).expect(404);
    await t.http().get(`/api/filter-owner/customers/${customerId}/statement/shares`).set(auth(other.token)).expect(404);
    await t
      .http()
      .get(statementUrl(customerId, `month=${month}`))
      .expect(401);
    const bad = await t.http().get(statementUrl(customerId, 'month=2026-13')).set(auth(owner.token)).expect(422);
    expect(bad.body.errors.month).toEqual(['The month must be written YYYY-MM.']);
    const csv = await t
      .http()
      .get(statementUrl(customerId, `month=${month}&format=csv`))
      .set(auth(owner.token))
      .expect(422);
    expect(csv.body.errors.format).toEqual(['The format must be json or pdf.']);
    await t
      .http()
      .get(statementUrl(customerId, `month=${month}&color=red`))
      .set(auth(owner.token))
      .expect(422);
    const nextYear = `${Number(month.slice(0, 4)) + 1}-01`;
    const future = await t
      .http()
      .get(statementUrl(customerId, `month=${nextYear}`))
      .set(auth(owner.token))
      .expect(422);
    expect(future.body.errors.month).toEqual(["The month may not be after the plant's current month."]);
    await t
      .http()
      .post(`/api/filter-owner/customers/${customerId}/statement/share`)
      .set(auth(owner.token))
      .send({ month, x: 1 })
      .expect(422);
  });

  let token: string;

  it('shares a month: an unguessable link (only its hash stored) for 60 days, a WhatsApp message, open without sign-in', async () => {
    const before = businessNow().getTime();
    const link = await share(customerId, month);
    token = link.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toMatch(new RegExp(`^http://[^/]+/s/${token}$`));
    const lifetime = new Date(link.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * 86_400_000);
    expect(lifetime).toBeLessThan(60 * 86_400_000 + 60_000);
    expect(link.whatsapp_url.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    const text = decodeURIComponent(link.whatsapp_url.split('?text=')[1]);
    expect(text).toContain('Amount due: PKR 271.75');
    expect(text).toContain('Cans held: 4');
    expect(text).toContain(link.url);
    const rows = await t.db.dataSource.query(`SELECT token_hash FROM statement_shares`);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const [event] = await t.db.dataSource.query(`SELECT data::text AS data FROM events WHERE stream_type = 'statement_share'`);
    expect(event.data).not.toContain(token);

    const open = (await t.http().get(`/api/public/statements/${token}`).expect(200)).body.data;
    const { share: about, ...shown } = open;
    expect(shown).toEqual(await statement(customerId, month));
    expect(about).toEqual({ expires_at: link.expires_at, answers: [] });
    await t
      .http()
      // Another token one character off (never the same one: a last 'A' becomes 'B').
      .get(`/api/public/statements/${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)
      .expect(404);
    await t.http().get('/api/public/statements/not-a-token').expect(404);
    // No phone, no WhatsApp link.
    expect((await share(quietId, month)).whatsapp_url).toBeNull();
  });

  it("records the customer's answers against the link and lists them to the owner", async () => {
    const respond = (body: Record<string, unknown>, to = token) => t.http().post(`/api/public/statements/${to}/response`).send(body);
    await respond({ answer: 'correct' }).expect(201);
    const asked = await respond({ answer: 'question', message: ' Why 4 cans on the 1st? ' }).expect(201);
    expect(asked.body.data).toEqual({ answer: 'question', message: 'Why 4 cans on the 1st?' });
    expect((await respond({ answer: 'maybe' }).expect(422)).body.errors.answer).toEqual(['The answer must be correct or question.']);
    await respond({ answer: 'question', message: 'x'.repeat(501) }).expect(422);
    await respond({ answer: 'correct', extra: true }).expect(422);
    await respond({ answer: 'correct' }, 'A'.repeat(43)).expect(404);

    const shares = (await t.http().get(`/api/filter-owner/customers/${customerId}/statement/shares`).set(auth(owner.token)).expect(200))
      .body.data;
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ month, status: 'active', revoked_at: null });
    expect(shares[0].answers.map((a: any) => [a.answer, a.message])).toEqual([
      ['correct', null],
      ['question', 'Why 4 cans on the 1st?'],
    ]);
    const open = (await t.http().get(`/api/public/statements/${token}`).expect(200)).body.data;
    expect(open.share.answers).toHaveLength(2);
  });

  it('an expired link no longer opens nor takes answers', async () => {
    const made = new Date(businessNow().getTime() - 61 * 86_400_000);
    const old = await t.app.get(CommandBus).execute(new ShareStatementCommand(owner.id, customerId, lastMonth, made));
    expect(old.expiresAt).toBe(new Date(made.getTime() + 60 * 86_400_000).toISOString());
    const gone = await t.http().get(`/api/public/statements/${old.token}`).expect(404);
    expect(gone.body).toMatchObject({ success: false, error_code: 'STATEMENT_SHARE_EXPIRED', message: expect.stringMatching(/expired/) });
    await t.http().post(`/api/public/statements/${old.token}/response`).send({ answer: 'correct' }).expect(404);
    const shares = (await t.http().get(`/api/filter-owner/customers/${customerId}/statement/shares`).set(auth(owner.token)).expect(200))
      .body.data;
    expect(shares.map((s: any) => [s.month, s.status])).toEqual([
      [lastMonth, 'expired'],
      [month, 'active'],
    ]);
  });

  it("revokes a link (the owner's own only); a revoked link no longer opens; the log replays to equal read models", async () => {
    await t.http().delete(`/api/filter-owner/statement-shares/${token}`).set(auth(other.token)).expect(404);
    await t.http().delete(`/api/filter-owner/statement-shares/${token}`).expect(401);
    const revoked = await t.http().delete(`/api/filter-owner/statement-shares/${token}`).set(auth(owner.token)).expect(200);
    expect(revoked.body.data.revoked).toBe(true);
    expect(
      (await t.http().delete(`/api/filter-owner/statement-shares/${token}`).set(auth(owner.token)).expect(200)).body.data.revoked,
    ).toBe(false);
    const gone = await t.http().get(`/api/public/statements/${token}`).expect(404);
    expect(gone.body).toMatchObject({ error_code: 'STATEMENT_SHARE_REVOKED', message: expect.stringMatching(/withdrawn/) });
    await t.http().post(`/api/public/statements/${token}/response`).send({ answer: 'correct' }).expect(404);
    const shares = (await t.http().get(`/api/filter-owner/customers/${customerId}/statement/shares`).set(auth(owner.token)).expect(200))
      .body.data;
    expect(shares.find((s: any) => s.month === month)).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });

    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
    expect(report.tables.map((table) => table.table)).toEqual(expect.arrayContaining(['statement_shares', 'statement_share_answers']));
  });
  it('equals the ledger for random sequences over three months (entries, payments, reversals, adjustments)', async () => {
    const random = seededRandom(20261124);
    const areaId = (await t.db.dataSource.query(`SELECT area_id FROM customers WHERE id = $1`, [customerId]))[0].area_id;
    // Steps on any day of the month before last, of last month and of this month so far: two whole
    // months whatever today is (this month may be a day old; reversals are dated today). The
    // plant's lock period is opened to cover them (the default 35 days would not), before the
    // customer's opening is dated at its first open day.
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 100 }).expect(200);
    const id = (await createCustomer(t, owner, plantId, { name: 'Random Walk', area_id: Number(areaId), opening_balance: 75.5 })).id;
    const monthBeforeEnd = shiftDay(`${lastMonth}-01`, -1);
    const monthBefore = monthBeforeEnd.slice(0, 7);
    const dayOf = (from: string, to: string) => shiftDay(to, -random(daysBetween(from, to) + 1));
    const someDay = () =>
      [() => dayOf(`${monthBefore}-01`, monthBeforeEnd), () => dayOf(`${lastMonth}-01`, lastMonthEnd), () => dayOf(firstOfMonth, today)][
        random(3)
      ]();
    for (let step = 0; step < 45; step += 1) {
      const action = random(4);
      if (action === 0) {
        await batch(someDay(), [
          { customer_id: id, cans_delivered: 1 + random(4), cans_returned: random(3), collected: random(3) * 25, rate: 45 + random(30) },
        ]);
      } else if (action === 1) {
        await t
          .http()
          .post(`/api/filter-owner/customers/${id}/payments`)
          .set(auth(owner.token))
          .send({ amount: 10 + random(200) + random(100) / 100, method: 'cash', received_at: `${someDay()}T00:00:00+05:00` })
          .expect(201);
      } else if (action === 2) {
        const [line] = await t.db.dataSource.query(
          `SELECT id FROM customer_ledger_lines WHERE customer_id = $1 AND kind IN ('delivery', 'payment') AND reversed_by IS NULL ORDER BY random() LIMIT 1`,
          [id],
        );
        if (line)
          await t
            .http()
            .post(`/api/filter-owner/customers/${id}/ledger/${line.id}/reverse`)
            .set(auth(owner.token))
            .send({ reason: `step ${step}` })
            .expect(201);
      } else {
        await t
          .http()
          .post(`/api/filter-owner/customers/${id}/adjustments`)
          .set(auth(owner.token))
          .send({ amount: random(100) - 50 || 5, cans: random(3) - 1, reason: `step ${step}`, date: someDay() })
          .expect(201);
      }
    }
    const before = await expectEqualToLedger(id, monthBefore);
    const previous = await expectEqualToLedger(id, lastMonth);
    const current = await expectEqualToLedger(id, month);
    expect(before.lines.length).toBeGreaterThan(2);
    expect(previous.lines.length).toBeGreaterThan(2);
    expect(previous.opening).toEqual({ balance: before.closing.balance, cans: before.closing.cans });
    expect(current.opening).toEqual({ balance: previous.closing.balance, cans: previous.closing.cans });
    const shown = (await t.http().get(`/api/filter-owner/customers/${id}`).set(auth(owner.token)).expect(200)).body.data;
    expect({ balance: shown.balance, cans: shown.cans_out }).toEqual({ balance: current.closing.balance, cans: current.closing.cans });
  });
  it('documents every route in OpenAPI, format json or pdf', async () => {
    const document = (await t.http().get('/api/docs/json').expect(200)).body;
    const operations = [
      ['/api/filter-owner/customers/{id}/statement', 'get'],
      ['/api/filter-owner/customers/{id}/statement/share', 'post'],
      ['/api/filter-owner/customers/{id}/statement/shares', 'get'],
      ['/api/filter-owner/statement-shares/{token}', 'delete'],
      ['/api/public/statements/{token}', 'get'],
      ['/api/public/statements/{token}/response', 'post'],
      ['/api/filter-owner/invoices/{id}/pdf', 'get'],
    ];
    for (const [path, method] of operations)
      expect({ path, summary: document.paths[path]?.[method]?.summary }).toEqual({ path, summary: expect.any(String) });
    const format = document.paths['/api/filter-owner/customers/{id}/statement'].get.parameters.find(
      (p: { name: string }) => p.name === 'format',
    );
    expect(format.schema.enum).toEqual(['json', 'pdf']);
    const publicFormat = document.paths['/api/public/statements/{token}'].get.parameters.find((p: { name: string }) => p.name === 'format');
    expect(publicFormat.schema.enum).toEqual(['json', 'pdf']);
  });
});

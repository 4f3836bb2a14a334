import { WhatsAppAutomation } from '../../api/src/modules/whatsapp/whatsapp-automation';
import { setNow } from '../../api/src/platform/domain/clock';
import {
  FakeGraphApi,
  imageReplyPayload,
  replyPayload,
  signedWebhook,
  startFakeGraphApi,
  statusesPayload,
} from '../support/fake-graph-api';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, saveEntries } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * WhatsApp sent by the product (/api/filter-owner/whatsapp, /api/whatsapp/webhook/{id}) against a
 * local fake of the Graph API: the account's secrets sealed, statements sent with their PDF in the
 * customer's language, retries after 500 and 429, refusals, the webhook's signed status reports and
 * STOP replies. Business clock: 20 November 2026.
 */
describe('WhatsApp Business Cloud API (HTTP, real PostgreSQL, fake Graph API)', () => {
  let t: TestApp;
  let graph: FakeGraphApi;
  let owner: Owner;
  let plantId: number;
  let ayesha: number;
  let bilal: number;
  const APP_SECRET = 'meta-app-secret-0123456789';

  const settings = async (who = owner) => (await t.http().get('/api/filter-owner/whatsapp').set(auth(who.token)).expect(200)).body.data;
  const connect = (body: Record<string, unknown>, who = owner) =>
    t.http().put('/api/filter-owner/whatsapp').set(auth(who.token)).send(body);
  const credentials = () => ({
    phone_number_id: graph.phoneNumberId,
    business_account_id: '102290129340398',
    access_token: graph.token,
    app_secret: APP_SECRET,
  });
  const messages = async (query = '', who = owner) =>
    (await t.http().get(`/api/filter-owner/whatsapp/messages${query}`).set(auth(who.token)).expect(200)).body.data;
  const sendStatement = (customer_id: number, who = owner) =>
    t.http().post('/api/filter-owner/whatsapp/statements').set(auth(who.token)).send({ customer_id, month: '2026-11' });
  const webhookPath = async () => new URL((await settings()).webhook_url).pathname;
  /** The account's webhook path, once connected. */
  let hookPath = '';
  const postWebhook = (payload: unknown, secret = APP_SECRET) => {
    const { body, signature } = signedWebhook(payload, secret);
    return t.http().post(hookPath).set('Content-Type', 'application/json').set('X-Hub-Signature-256', signature).send(body);
  };

  /** The message's state once it has left the queued state (or after 30 s). */
  async function settled(id: number): Promise<Record<string, any>> {
    for (let i = 0; i < 300; i += 1) {
      const found = (await messages('?per_page=100')).data.find((m: { id: number }) => m.id === id);
      if (found && found.state !== 'queued') return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`message ${id} still queued`);
  }

  beforeAll(async () => {
    setNow('2026-11-20T07:00:00.000Z');
    graph = await startFakeGraphApi();
    t = await startTestApp({ WHATSAPP_GRAPH_URL: graph.url });
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Pak Aqua', default_can_rate: 60 });
    const area = await createArea(t, owner, plantId, 'Gulberg');
    ayesha = (await createCustomer(t, owner, plantId, { name: 'Ayesha', area_id: area, phone: '0300-1234567', language: 'ur' })).id;
    bilal = (await createCustomer(t, owner, plantId, { name: 'Bilal', area_id: area, whatsapp: '0321-7654321', language: 'en' })).id;
    await saveEntries(t, owner, plantId, '2026-11-19', [
      { customer_id: ayesha, cans_delivered: 2, cans_returned: 0, collected: 0 },
      { customer_id: bilal, cans_delivered: 1, cans_returned: 0, collected: 60 },
    ]);
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
    await graph.close();
  });

  /** The owner's notification feed, and marking one of its items read. */
  const feed = async () => (await t.http().get('/api/filter-owner/notifications').set(auth(owner.token)).expect(200)).body.data;
  const markRead = (key: string) =>
    t
      .http()
      .post('/api/filter-owner/notifications/read')
      .set(auth(owner.token))
      .send({ keys: [key] })
      .expect(200);

  it('sends nothing without an account, and refuses credentials that cannot be right', async () => {
    expect(await settings()).toEqual({
      connected: false,
      phone_number_id: null,
      business_account_id: null,
      token_hint: null,
      webhook_url: null,
      verify_token: null,
      connected_at: null,
      automation: {
        receipts: false,
        payments: false,
        statements: false,
        receipt_timing: 'each',
        reminders: false,
        reminder_min_balance: 500,
        reminder_every_days: 7,
      },
    });
    await t.http().post('/api/filter-owner/whatsapp/test').set(auth(owner.token)).send({ phone: '0300-1234567' }).expect(422);
    await sendStatement(ayesha).expect(422);
    expect((await connect({ ...credentials(), phone_number_id: 'abc' }).expect(422)).body.errors).toHaveProperty('phone_number_id');
    expect((await connect({ ...credentials(), access_token: '' }).expect(422)).body.errors).toHaveProperty('access_token');
    await connect({ ...credentials(), extra: 1 }).expect(422);
    await t.http().delete('/api/filter-owner/whatsapp').set(auth(owner.token)).expect(404);
  });

  it('keeps the token and app secret sealed: never answered, never in the log or the tables in plain', async () => {
    const answer = await connect(credentials()).expect(200);
    expect(answer.body.data).toMatchObject({
      connected: true,
      phone_number_id: graph.phoneNumberId,
      token_hint: graph.token.slice(-4),
      webhook_url: expect.stringMatching(/\/api\/whatsapp\/webhook\/[0-9a-f]{32}$/),
      verify_token: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.stringify(answer.body)).not.toContain(graph.token);
    expect(JSON.stringify(answer.body)).not.toContain(APP_SECRET);
    const [events] = await t.db.dataSource.query(`SELECT string_agg(data::text, '') AS text FROM events WHERE stream_id = $1`, [
      `whatsapp-account-${owner.id}`,
    ]);
    const [row] = await t.db.dataSource.query(`SELECT row_to_json(a)::text AS text FROM whatsapp_accounts a WHERE owner_id = $1`, [
      owner.id,
    ]);
    for (const stored of [events.text, row.text]) {
      expect(stored).not.toContain(graph.token);
      expect(stored).not.toContain(APP_SECRET);
      expect(stored).toContain('v1.');
    }
    // Reconnecting keeps the webhook's address and verify token.
    const before = await settings();
    hookPath = await webhookPath();
    await connect(credentials()).expect(200);
    expect(await settings()).toMatchObject({ verify_token: before.verify_token });
    expect(await webhookPath()).toBe(hookPath);
  });

  it("answers Meta's subscription check only with the verify token", async () => {
    const { verify_token } = await settings();
    const path = await webhookPath();
    const check = (token: string) =>
      t.http().get(path).query({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' });
    expect((await check(verify_token).expect(200)).text).toBe('1158201444');
    await check('wrong').expect(403);
    await t.http().get('/api/whatsapp/webhook/0123456789abcdef0123456789abcdef').query({ 'hub.mode': 'subscribe' }).expect(404);
  });

  it("sends a month's statement with its PDF in the customer's language, and follows its state from the signed webhook", async () => {
    const queued = await sendStatement(ayesha).expect(202);
    expect(queued.body.data).toEqual({ id: expect.any(Number), state: 'queued' });
    const message = await settled(queued.body.data.id);
    expect(message).toMatchObject({
      state: 'sent',
      kind: 'statement',
      language: 'ur',
      to: '923001234567',
      customer_name: 'Ayesha',
      attempts: 1,
    });
    const sent = graph.sent.at(-1)!;
    expect(sent).toMatchObject({ to: '923001234567', name: 'paani_statement', language: 'ur' });
    expect(sent.body).toEqual(['Ayesha', 'Pak Aqua', 'نومبر 2026', '120.00 روپے', '2']);
    const media = graph.media.find((m) => m.id === sent.document!.id)!;
    expect(media).toMatchObject({ type: 'application/pdf', filename: expect.stringMatching(/^statement-.+-2026-11\.pdf$/) });
    expect(sent.document!.filename).toBe(media.filename);
    const pdf = await pdfText(media.bytes);
    expect(pdf.text).toContain('Ayesha');

    const english = await settled((await sendStatement(bilal).expect(202)).body.data.id);
    expect(english).toMatchObject({ language: 'en', to: '923217654321', state: 'sent' });
    expect(graph.sent.at(-1)!.body).toEqual(['Bilal', 'Pak Aqua', 'November 2026', 'PKR 0.00', '1']);

    // Delivered, then read; a late "delivered" changes nothing.
    const wamid = sent.wamid;
    await postWebhook(statusesPayload(graph.phoneNumberId, [{ id: wamid, status: 'delivered' }])).expect(200);
    await postWebhook(statusesPayload(graph.phoneNumberId, [{ id: wamid, status: 'read' }])).expect(200);
    await postWebhook(statusesPayload(graph.phoneNumberId, [{ id: wamid, status: 'delivered' }])).expect(200);
    const read = (await messages(`?customer_id=${ayesha}`)).data[0];
    expect(read).toMatchObject({ state: 'read', delivered_at: expect.any(String), read_at: expect.any(String) });

    // Unsigned, or signed with another secret: refused, and nothing changes.
    const failed = statusesPayload(graph.phoneNumberId, [{ id: graph.sent.at(-1)!.wamid, status: 'failed' }]);
    await postWebhook(failed, 'another-secret').expect(401);
    await t.http().post(hookPath).send(failed).expect(401);
    expect((await messages(`?customer_id=${bilal}`)).data[0].state).toBe('sent');
    // A failure WhatsApp reports later is recorded with its reason.
    const reported = statusesPayload(graph.phoneNumberId, [
      { id: graph.sent.at(-1)!.wamid, status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
    ]);
    expect((await postWebhook(reported).expect(200)).body.data).toEqual({ recorded: 1 });
    expect((await messages(`?customer_id=${bilal}`)).data[0]).toMatchObject({ state: 'failed', error: '131026 Message undeliverable' });
    expect((await messages('?state=failed')).total).toBe(1);
  });

  it('tries again after a 500 and a 429, and fails a message WhatsApp refuses for good', async () => {
    graph.failNext(500);
    graph.failNext(429);
    const retried = await t
      .http()
      .post('/api/filter-owner/whatsapp/test')
      .set(auth(owner.token))
      .send({ phone: '+92 333 1112223' })
      .expect(202);
    const message = await settled(retried.body.data.id);
    expect(message).toMatchObject({ state: 'sent', kind: 'test', to: '923331112223', attempts: 3, error: null });
    expect(graph.sent.at(-1)).toMatchObject({ name: 'hello_world', language: 'en_US', to: '923331112223' });

    graph.failNext(400);
    const refused = await t
      .http()
      .post('/api/filter-owner/whatsapp/test')
      .set(auth(owner.token))
      .send({ phone: '0333-1112224' })
      .expect(202);
    expect(await settled(refused.body.data.id)).toMatchObject({ state: 'failed', error: expect.stringContaining('400') });
    // The owner is told in their feed, with WhatsApp's reason and the log as the place to look.
    expect((await feed()).items).toContainEqual(
      expect.objectContaining({
        key: `whatsapp_failed:${refused.body.data.id}`,
        kind: 'whatsapp_failed',
        severity: 'error',
        phone: '923331112224',
        reason: expect.stringContaining('400'),
        link: '/filter-owner/whatsapp/messages',
        read: false,
      }),
    );
    await t.http().post('/api/filter-owner/whatsapp/test').set(auth(owner.token)).send({ phone: '12345' }).expect(422);
  }, 60_000);

  it('stops automatic messages to a number that replies STOP, and starts them again on START or by the owner', async () => {
    const optOuts = async () =>
      (await t.db.dataSource.query(`SELECT phone, opted_out_by FROM whatsapp_opt_outs WHERE owner_id = $1 ORDER BY phone`, [owner.id])).map(
        (row: { phone: string; opted_out_by: string }) => `${row.phone}:${row.opted_out_by}`,
      );
    await postWebhook(replyPayload(graph.phoneNumberId, '923001234567', ' Stop ')).expect(200);
    await postWebhook(replyPayload(graph.phoneNumberId, '923001234567', 'STOP')).expect(200);
    await postWebhook(replyPayload(graph.phoneNumberId, '923217654321', 'Thank you')).expect(200);
    expect(await optOuts()).toEqual(['923001234567:customer']);
    await postWebhook(replyPayload(graph.phoneNumberId, '923001234567', 'START')).expect(200);
    expect(await optOuts()).toEqual([]);
    await t
      .http()
      .put('/api/filter-owner/whatsapp/opt-outs')
      .set(auth(owner.token))
      .send({ phone: '0321-7654321', opted_out: true })
      .expect(200);
    expect(await optOuts()).toEqual(['923217654321:owner']);
  });

  it("puts customers' replies in the owner's envelope, each once, matched to the customer by number", async () => {
    const replies = async () =>
      (await t.http().get('/api/filter-owner/whatsapp/replies?per_page=100').set(auth(owner.token)).expect(200)).body.data;
    const before = (await replies()).total;
    // The replies of the test before: STOP, Stop, Thank you, START.
    expect(before).toBe(4);
    const payload = replyPayload(graph.phoneNumberId, '923217654321', 'Kal 2 bottle zyada bhej dein');
    await postWebhook(payload).expect(200);
    // Meta sends a call again: recorded once.
    await postWebhook(payload).expect(200);
    await postWebhook(replyPayload(graph.phoneNumberId, '923451112223', 'Who is this?')).expect(200);
    // A picture has no text: its kind says what came.
    await postWebhook(imageReplyPayload(graph.phoneNumberId, '923217654321')).expect(200);
    const list = await replies();
    expect(list.total).toBe(before + 3);
    expect(list.data.shift()).toMatchObject({ customer_id: bilal, text: '[image]' });
    expect(list.data[1]).toMatchObject({
      customer_id: bilal,
      customer_name: 'Bilal',
      from: '923217654321',
      text: 'Kal 2 bottle zyada bhej dein',
      read: false,
    });
    expect(list.data[0]).toMatchObject({ customer_id: null, from: '923451112223', text: 'Who is this?' });
    // One customer's replies only.
    const bilals = (await t.http().get(`/api/filter-owner/whatsapp/replies?customer_id=${bilal}`).set(auth(owner.token)).expect(200)).body
      .data;
    expect(bilals.data.map((reply: { text: string }) => reply.text)).toEqual(['[image]', 'Kal 2 bottle zyada bhej dein', 'Thank you']);
    const shown = await feed();
    expect(shown.replies_unread).toBe(before + 3);
    const item = shown.items.find((each: { reply_id?: number }) => each.reply_id === list.data[1].id);
    expect(item).toMatchObject({
      kind: 'whatsapp_reply',
      customer_name: 'Bilal',
      reply_text: 'Kal 2 bottle zyada bhej dein',
      link: '/messages?tab=replies',
    });
    await markRead(item.key);
    expect((await replies()).data[2].read).toBe(true);
    expect((await feed()).replies_unread).toBe(before + 2);
    // Another owner sees none of them.
    const other = await createOwner(t);
    expect((await t.http().get('/api/filter-owner/whatsapp/replies').set(auth(other.token)).expect(200)).body.data.total).toBe(0);
  });

  it('counts every unread reply of the week in the envelope and the bell, beyond the 50 newest the feed lists', async () => {
    const start = await feed();
    for (let n = 0; n < 55; n += 1) await postWebhook(replyPayload(graph.phoneNumberId, '923217654321', `Reply ${n}`)).expect(200);
    const after = await feed();
    expect(after.items.filter((item: { kind: string }) => item.kind === 'whatsapp_reply')).toHaveLength(50);
    expect(after.replies_unread).toBe(start.replies_unread + 55);
    expect(after.unread).toBe(start.unread + 55);
    const newest = after.items.find((item: { reply_text?: string }) => item.reply_text === 'Reply 54');
    await markRead(newest.key);
    const read = await feed();
    expect([read.replies_unread, read.unread]).toEqual([after.replies_unread - 1, after.unread - 1]);
  });
  it("keeps each owner's account and messages to themselves", async () => {
    const other = await createOwner(t);
    expect((await messages('', other)).total).toBe(0);
    await connect(credentials(), other).expect(200);
    await sendStatement(ayesha, other).expect(404);
    // The other owner's webhook cannot move this owner's messages.
    const { body, signature } = signedWebhook(
      statusesPayload(graph.phoneNumberId, [{ id: graph.sent[0]!.wamid, status: 'failed' }]),
      APP_SECRET,
    );
    const path = new URL((await settings(other)).webhook_url).pathname;
    expect(
      (await t.http().post(path).set('Content-Type', 'application/json').set('X-Hub-Signature-256', signature).send(body).expect(200)).body
        .data,
    ).toEqual({
      recorded: 0,
    });
  });

  it('sends receipts and payment thanks by themselves once turned on, each once, never to a number that said STOP', async () => {
    const automation = t.app.get(WhatsAppAutomation);
    const automatic = async (kind: string) => (await messages(`?kind=${kind}&per_page=100`)).data;
    await t
      .http()
      .put('/api/filter-owner/whatsapp/opt-outs')
      .set(auth(owner.token))
      .send({ phone: '0321-7654321', opted_out: false })
      .expect(200);
    await automation.tick();
    // Before the owner turns receipts on: none.
    await saveEntries(t, owner, plantId, '2026-11-20', [{ customer_id: bilal, cans_delivered: 1, cans_returned: 0, collected: 0 }]);
    const turned = await t
      .http()
      .put('/api/filter-owner/whatsapp/automation')
      .set(auth(owner.token))
      .send({ receipts: true, payments: true, statements: false })
      .expect(200);
    expect(turned.body.data.automation).toEqual({
      receipts: true,
      payments: true,
      statements: false,
      receipt_timing: 'each',
      reminders: false,
      reminder_min_balance: 500,
      reminder_every_days: 7,
    });
    await t
      .http()
      .put('/api/filter-owner/whatsapp/automation')
      .set(auth(owner.token))
      .send({ receipts: 'yes', payments: true, statements: false })
      .expect(422);
    await automation.tick();
    expect(await automatic('receipt')).toEqual([]);

    await saveEntries(t, owner, plantId, '2026-11-20', [{ customer_id: ayesha, cans_delivered: 3, cans_returned: 1, collected: 100 }]);
    await t
      .http()
      .post(`/api/filter-owner/customers/${bilal}/payments`)
      .set(auth(owner.token))
      .send({ amount: 60, method: 'cash', received_at: '2026-11-20T11:00:00+05:00' })
      .expect(201);
    await automation.tick();
    await automation.tick();
    const [receipt] = await automatic('receipt');
    const [payment] = await automatic('payment');
    expect((await automatic('receipt')).length + (await automatic('payment')).length).toBe(2);
    expect(await settled(receipt.id)).toMatchObject({ state: 'sent', automatic: true, customer_id: ayesha, language: 'ur' });
    expect(await settled(payment.id)).toMatchObject({ state: 'sent', automatic: true, customer_id: bilal, language: 'en' });
    const sent = (name: string) => graph.sent.filter((m) => m.name === name);
    expect(sent('paani_delivery_receipt')).toEqual([
      expect.objectContaining({
        to: '923001234567',
        language: 'ur',
        body: ['Ayesha', 'Pak Aqua', '20 نومبر 2026', '3 × 19 لیٹر کین', '180.00 روپے', '100.00 روپے', '200.00 روپے'],
      }),
    ]);
    expect(sent('paani_payment_received')).toEqual([
      expect.objectContaining({
        to: '923217654321',
        language: 'en',
        body: ['Bilal', 'Pak Aqua', 'PKR 60.00', '20 November 2026', 'PKR 0.00'],
      }),
    ]);

    // STOP: no more receipts to that number; the owner's own sends still go.
    await postWebhook(replyPayload(graph.phoneNumberId, '923001234567', 'STOP')).expect(200);
    await saveEntries(t, owner, plantId, '2026-11-20', [{ customer_id: ayesha, cans_delivered: 1, cans_returned: 0, collected: 0 }]);
    await automation.tick();
    expect(await automatic('receipt')).toHaveLength(1);
  });

  it("queues each plant's statements of the month just ended on its first day, once, for customers with a number", async () => {
    const automation = t.app.get(WhatsAppAutomation);
    await t
      .http()
      .put('/api/filter-owner/whatsapp/automation')
      .set(auth(owner.token))
      .send({ receipts: false, payments: false, statements: true })
      .expect(200);
    const statements = async () => (await messages('?kind=statement&per_page=100')).data.filter((m: { automatic: boolean }) => m.automatic);
    await automation.tick();
    expect(await statements()).toEqual([]);
    setNow('2026-12-01T02:00:00.000Z');
    try {
      await automation.tick();
      await automation.tick();
      // Ayesha said STOP (the test before), so only Bilal's goes.
      const queued = await statements();
      expect(queued).toEqual([expect.objectContaining({ customer_id: bilal, month: '2026-11', automatic: true })]);
      expect(await settled(queued[0].id)).toMatchObject({ state: 'sent' });
      expect(graph.sent.at(-1)).toMatchObject({
        name: 'paani_statement',
        to: '923217654321',
        body: expect.arrayContaining(['November 2026']),
      });
    } finally {
      setNow('2026-11-20T07:00:00.000Z');
    }
  });

  it('sends one receipt a day and payment reminders by rule each morning, once, from 09:00 plant time', async () => {
    const automation = t.app.get(WhatsAppAutomation);
    const kind = async (name: string) =>
      (await messages(`?kind=${name}&per_page=100`)).data.filter((m: { automatic: boolean }) => m.automatic);
    const area = await createArea(t, owner, plantId, 'Johar Town');
    const chaudhry = (await createCustomer(t, owner, plantId, { name: 'Chaudhry', area_id: area, phone: '0333-1112223' })).id;
    const rule = {
      receipts: true,
      payments: false,
      statements: false,
      receipt_timing: 'daily',
      reminders: true,
      reminder_min_balance: 150,
      reminder_every_days: 3,
    };
    const saved = await t.http().put('/api/filter-owner/whatsapp/automation').set(auth(owner.token)).send(rule).expect(200);
    expect(saved.body.data.automation).toEqual(rule);
    await t
      .http()
      .put('/api/filter-owner/whatsapp/automation')
      .set(auth(owner.token))
      .send({ ...rule, reminder_every_days: 0 })
      .expect(422);
    const before = { receipts: (await kind('receipt')).length, reminders: (await kind('reminder')).length };
    try {
      // 20 November, 12:00 in Karachi: Chaudhry's three cans are not receipted one by one.
      await saveEntries(t, owner, plantId, '2026-11-20', [{ customer_id: chaudhry, cans_delivered: 3, cans_returned: 0, collected: 0 }]);
      await automation.tick();
      await automation.tick();
      // The day's reminders: Chaudhry owes 180 (Ayesha said STOP; Bilal owes less than 150).
      expect(before.reminders).toBe(0);
      const reminders = await kind('reminder');
      expect(reminders).toEqual([expect.objectContaining({ customer_id: chaudhry })]);
      expect(await settled(reminders[0].id)).toMatchObject({ state: 'sent' });
      expect(graph.sent.filter((m) => m.name === 'paani_payment_reminder').at(-1)).toMatchObject({
        to: '923331112223',
        language: 'en',
        body: ['Chaudhry', 'Pak Aqua', 'PKR 180.00'],
      });
      expect((await kind('receipt')).length).toBe(before.receipts);

      // 21 November, 07:00 in Karachi: before the morning pass's hour, nothing.
      setNow('2026-11-21T02:00:00.000Z');
      await automation.tick();
      expect((await kind('receipt')).length).toBe(before.receipts);
      // 10:00: one receipt per customer for the 20th (Bilal's one can, Chaudhry's three), and no reminder again within 3 days.
      setNow('2026-11-21T05:00:00.000Z');
      await automation.tick();
      await automation.tick();
      // Newest first: the morning's receipts ahead of the earlier ones.
      const receipts = (await kind('receipt')).slice(0, (await kind('receipt')).length - before.receipts);
      expect(receipts.map((m: { customer_id: number }) => m.customer_id).sort()).toEqual([bilal, chaudhry].sort());
      for (const receipt of receipts) await settled(receipt.id);
      expect(graph.sent.filter((m) => m.name === 'paani_delivery_receipt' && m.to === '923331112223')).toEqual([
        expect.objectContaining({ body: expect.arrayContaining(['Chaudhry', '20 November 2026', 'PKR 180.00', 'PKR 0.00']) }),
      ]);
      expect((await kind('reminder')).length).toBe(before.reminders + 1);
      // Three plant days after the first: reminded again.
      setNow('2026-11-23T05:00:00.000Z');
      await automation.tick();
      expect((await kind('reminder')).length).toBe(before.reminders + 2);
    } finally {
      setNow('2026-11-20T07:00:00.000Z');
      await t
        .http()
        .put('/api/filter-owner/whatsapp/automation')
        .set(auth(owner.token))
        .send({ ...rule, receipts: false, reminders: false })
        .expect(200);
    }
  });

  it('disconnects: the webhook address answers 404, and sending is refused', async () => {
    const path = await webhookPath();
    const disconnected = await t.http().delete('/api/filter-owner/whatsapp').set(auth(owner.token)).expect(200);
    expect(disconnected.body.data).toMatchObject({ connected: false, token_hint: null, webhook_url: expect.stringContaining(path) });
    const { body, signature } = signedWebhook(statusesPayload(graph.phoneNumberId, []), APP_SECRET);
    await t.http().post(path).set('Content-Type', 'application/json').set('X-Hub-Signature-256', signature).send(body).expect(404);
    await sendStatement(ayesha).expect(422);
  });
});

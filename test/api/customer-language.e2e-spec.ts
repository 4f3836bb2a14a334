import type { Response } from 'supertest';
import { asNewEvents } from '../../api/src/platform/event-store/decider';
import { EventStore } from '../../api/src/platform/event-store/event-store';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { CustomerEvent, customerStreamId } from '../../api/src/modules/customers/customer.events';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/** The bytes of a binary answer (supertest buffers application/pdf when asked to). */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The text of a wa.me link's message. */
const messageOf = (whatsappUrl: string) => decodeURIComponent(whatsappUrl.split('?text=')[1]);

/**
 * The customer's language (issue 17): a field of the customer, 'en' unless set, that the statement
 * PDF, the statement's WhatsApp message and the payment reminder follow.
 */
describe("a customer's language: statements and WhatsApp messages in it (HTTP, real PostgreSQL)", () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areaId: number;
  const month = plantToday(PLANT_TIME_ZONE).slice(0, 7);
  const customers = (path = '') => `/api/filter-owner/customers${path}?filter_plant_id=${plantId}`;
  const get = async (id: number) =>
    (
      await t
        .http()
        .get(customers(`/${id}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
  const put = (id: number, body: Record<string, unknown>) =>
    t
      .http()
      .put(customers(`/${id}`))
      .set(auth(owner.token))
      .send(body);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Saaf Pani', default_can_rate: 60 });
    areaId = await createArea(t, owner, plantId, 'Gulberg');
  });
  afterAll(() => t.close());

  it("is 'en' unless given, 'ur' when asked, changed on its own by an update, and kept by an update that leaves it out", async () => {
    const english = await createCustomer(t, owner, plantId, { name: 'Ahmed Raza', area_id: areaId });
    expect(english.language).toBe('en');
    const urdu = await createCustomer(t, owner, plantId, { name: 'Bilal Ahmed', area_id: areaId, language: 'ur' });
    expect(urdu.language).toBe('ur');
    expect((await get(urdu.id)).language).toBe('ur');

    expect((await put(english.id, { language: 'ur' }).expect(200)).body.data.language).toBe('ur');
    const changed = await put(english.id, { notes: 'Gate 2' }).expect(200);
    expect(changed.body.data).toMatchObject({ language: 'ur', notes: 'Gate 2' });
    expect((await put(english.id, { language: 'en' }).expect(200)).body.data.language).toBe('en');
    // The language is a detail like the others: one CustomerDetailsChanged per change, none for the same value.
    await put(english.id, { language: 'en' }).expect(200);
    const changes = await t.db.dataSource.query(
      `SELECT data->>'language' AS language FROM events WHERE stream_id = $1 AND event_type = 'CustomerDetailsChanged' ORDER BY stream_version`,
      [customerStreamId(english.id)],
    );
    expect(changes.map((row: { language: string }) => row.language)).toEqual(['ur', 'ur', 'en']);

    const list = (await t.http().get(`${customers()}&search=Bilal`).set(auth(owner.token)).expect(200)).body.data;
    expect(list.data.map((c: { name: string; language: string }) => [c.name, c.language])).toEqual([['Bilal Ahmed', 'ur']]);
  });

  it('refuses a language other than en and ur, on create and on update, naming the field', async () => {
    for (const language of ['fr', 'UR', '', 5]) {
      const created = await t
        .http()
        .post(customers())
        .set(auth(owner.token))
        .send({ name: 'Nobody', area_id: areaId, language })
        .expect(422);
      expect(created.body.errors.language).toEqual(['The language must be en or ur.']);
    }
    const someone = await createCustomer(t, owner, plantId, { name: 'Someone', area_id: areaId, language: 'ur' });
    expect((await put(someone.id, { language: 'pa' }).expect(422)).body.errors.language).toEqual(['The language must be en or ur.']);
    expect((await get(someone.id)).language).toBe('ur');
  });

  it('reads a customer whose events were recorded before customers had a language as English, and rebuilds them so', async () => {
    // A stream as an older version of the API wrote it: the profile without `language`.
    const store = t.app.get(EventStore);
    const id = await store.nextId('customer_ids');
    const registered = {
      type: 'CustomerRegistered',
      data: {
        customer_id: id,
        plant_id: plantId,
        owner_id: owner.id,
        code: 'OLD-1',
        name: 'Old Customer',
        phone: '+923001112233',
        whatsapp: '+923001112233',
        address: null,
        latitude: null,
        longitude: null,
        rate: null,
        credit_limit: null,
        can_limit: null,
        notes: null,
        area_id: areaId,
        employee_id: null,
        opening_balance: '0.00',
        opening_cans: 0,
      },
    } as unknown as CustomerEvent;
    await store.transaction((tx) => tx.append(customerStreamId(id), 0, asNewEvents([registered]), { tenant_id: owner.id }));
    expect((await get(id)).language).toBe('en');
    // The decider reads the same: a change of something else keeps English, a change to Urdu is recorded.
    expect((await put(id, { address: 'House 4' }).expect(200)).body.data.language).toBe('en');
    expect((await put(id, { language: 'ur' }).expect(200)).body.data.language).toBe('ur');
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(report.tables.find((table) => table.table === 'customers')).toMatchObject({ equal: true });
  });

  it("writes the statement's WhatsApp message, and defaults the statement PDF, to the customer's language", async () => {
    const urdu = await createCustomer(t, owner, plantId, {
      name: 'Kashif Mehmood',
      area_id: areaId,
      phone: '03214445566',
      opening_balance: 450,
      opening_cans: 3,
      language: 'ur',
    });
    const english = await createCustomer(t, owner, plantId, {
      name: 'Nadia Khan',
      area_id: areaId,
      phone: '03005556677',
      opening_balance: 80,
    });
    const share = async (id: number) =>
      (await t.http().post(`/api/filter-owner/customers/${id}/statement/share`).set(auth(owner.token)).send({ month }).expect(201)).body
        .data;

    const urduLink = await share(urdu.id);
    expect(urduLink.whatsapp_url.startsWith('https://wa.me/923214445566?text=')).toBe(true);
    const urduText = messageOf(urduLink.whatsapp_url);
    expect(urduText).toContain('السلام علیکم');
    expect(urduText).toContain('واجب الادا رقم: 450.00 روپے');
    expect(urduText).toContain('آپ کے پاس بوتلیں: 3');
    expect(urduText).toContain('Saaf Pani');
    expect(urduText).toContain(urduLink.url);
    expect(urduText).not.toMatch(/Amount due|Cans held/);
    const englishText = messageOf((await share(english.id)).whatsapp_url);
    expect(englishText).toContain('Amount due: PKR 80.00');
    expect(englishText).not.toContain('روپے');

    // The JSON says the customer's language; the PDF follows it unless lang asks otherwise, for the owner and on the share link.
    const json = (await t.http().get(`/api/filter-owner/customers/${urdu.id}/statement?month=${month}`).set(auth(owner.token)).expect(200))
      .body.data;
    expect(json.customer.language).toBe('ur');
    const pdf = async (path: string, token?: string) => {
      const call = t.http().get(path).buffer(true).parse(binary);
      return (await pdfText((await (token ? call.set(auth(token)) : call).expect(200)).body as Buffer)).text;
    };
    const ownerPdf = (query: string) =>
      pdf(`/api/filter-owner/customers/${urdu.id}/statement?month=${month}&format=pdf${query}`, owner.token);
    expect(await ownerPdf('')).toContain('آخری بقایا، روپے');
    const asked = await ownerPdf('&lang=en');
    expect(asked).toContain('Closing balance (PKR)');
    expect(asked).not.toContain('آخری بقایا');
    expect(await pdf(`/api/public/statements/${urduLink.token}?format=pdf`)).toContain('آخری بقایا، روپے');
    expect(await pdf(`/api/public/statements/${urduLink.token}?format=pdf&lang=en`)).toContain('Closing balance (PKR)');
  });

  it("sends each customer the reminder in their language: the plant's template per language, each with its own default", async () => {
    const other = await createPlant(t, owner, { name: 'Meetha Pani', default_can_rate: 50 });
    const area = await createArea(t, owner, other, 'Johar');
    await createCustomer(t, owner, other, {
      name: 'Zafar Iqbal',
      area_id: area,
      phone: '03331234567',
      opening_balance: 700,
      language: 'ur',
    });
    await createCustomer(t, owner, other, { name: 'Sana Malik', area_id: area, phone: '03451234567', opening_balance: 300 });
    const template = (query = '') =>
      t.http().get(`/api/filter-owner/reminders/template?filter_plant_id=${other}${query}`).set(auth(owner.token));
    const save = (body: Record<string, unknown>) =>
      t.http().put(`/api/filter-owner/reminders/template?filter_plant_id=${other}`).set(auth(owner.token)).send(body);
    const list = async () =>
      (await t.http().get(`/api/filter-owner/reminders?filter_plant_id=${other}`).set(auth(owner.token)).expect(200)).body.data;

    const defaults = await list();
    const byName = (data: { customers: { name: string }[] }, name: string) => data.customers.find((c) => c.name === name) as any;
    const zafar = byName(defaults, 'Zafar Iqbal');
    expect(zafar.language).toBe('ur');
    expect(zafar.message).toContain('السلام علیکم Zafar Iqbal');
    expect(zafar.message).toContain('700.00 روپے');
    expect(zafar.message).toContain('Meetha Pani');
    expect(zafar.whatsapp_url).toBe(`https://wa.me/923331234567?text=${encodeURIComponent(zafar.message)}`);
    const sana = byName(defaults, 'Sana Malik');
    expect(sana).toMatchObject({ language: 'en' });
    expect(sana.message).toContain('PKR 300.00');
    expect(defaults.templates.ur).toContain('{amount}');

    expect((await template().expect(200)).body.data).toMatchObject({ language: 'en', is_default: true });
    const urduDefault = (await template('&language=ur').expect(200)).body.data;
    expect(urduDefault).toMatchObject({ language: 'ur', is_default: true });
    expect(urduDefault.template).toContain('یاد دہانی');

    const saved = await save({ language: 'ur', template: '{name} صاحب، آپ کا بقایا {amount} ہے۔ {plant}' }).expect(200);
    expect(saved.body.data).toMatchObject({ language: 'ur', is_default: false });
    // The English template is untouched by the Urdu one.
    expect((await template().expect(200)).body.data.is_default).toBe(true);
    const after = await list();
    expect(byName(after, 'Zafar Iqbal').message).toBe('Zafar Iqbal صاحب، آپ کا بقایا 700.00 روپے ہے۔ Meetha Pani');
    expect(byName(after, 'Sana Malik').message).toBe(sana.message);
    const [event] = await t.db.dataSource.query(`SELECT data FROM events WHERE stream_id = $1`, [`plant-reminders-${other}`]);
    expect(event.data).toMatchObject({ language: 'ur' });

    expect((await save({ language: 'fr', template: 'Hi {name}' }).expect(422)).body.errors.language).toEqual([
      'The language must be en or ur.',
    ]);
    await template('&language=fr').expect(422);
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(report.tables.find((table) => table.table === 'reminder_templates')).toMatchObject({ equal: true });
  });
});

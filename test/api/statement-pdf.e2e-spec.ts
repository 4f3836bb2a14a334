import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'supertest';
import { IssueMonthInvoicesCommand } from '../../api/src/modules/invoices/invoice.commands';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';
import { now as businessNow } from '../../api/src/platform/domain/clock';

/** The bytes of a binary answer (supertest buffers application/pdf when asked to). */
const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The text pdf.js reads back from a PDF (the glyphs' Unicode, right-to-left runs in reading order). */
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).text;

describe('statement and invoice PDFs (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let englishId: number;
  let urduId: number;
  const month = plantToday(PLANT_TIME_ZONE).slice(0, 7);
  const URDU_NAME = 'محمد علی رضا';
  const URDU_AREA = 'گلبرگ';

  const pdf = (path: string, token?: string) => {
    const call = t.http().get(path).buffer(true).parse(binary);
    return token ? call.set(auth(token)) : call;
  };
  const statementPath = (id: number, query = '') => `/api/filter-owner/customers/${id}/statement?month=${month}&format=pdf${query}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60, phone: '042-35761234' });
    const area = await createArea(t, owner, plantId, URDU_AREA);
    englishId = (await createCustomer(t, owner, plantId, { name: 'Ahmed Raza', area_id: area, opening_balance: 100 })).id;
    urduId = (await createCustomer(t, owner, plantId, { name: URDU_NAME, area_id: area, opening_balance: 250.5 })).id;
    await t
      .http()
      .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({
        date: plantToday(PLANT_TIME_ZONE),
        entries: [
          { customer_id: englishId, cans_delivered: 3, cans_returned: 1, collected: 40 },
          { customer_id: urduId, cans_delivered: 2, cans_returned: 0, collected: 0 },
        ],
      })
      .expect(201);
  });
  afterAll(() => t.close());

  it('answers a valid PDF with the customer, the day line and the closing balance of the JSON statement', async () => {
    const json = (
      await t.http().get(`/api/filter-owner/customers/${englishId}/statement?month=${month}`).set(auth(owner.token)).expect(200)
    ).body.data;
    expect(json.closing.balance).toBe(240); // 100 + 3 × 60 − 40
    const res = await pdf(statementPath(englishId), owner.token).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement-${json.customer.code}-${month}.pdf`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-8).toString()).toContain('%%EOF');
    const text = await textOf(body);
    expect(text).toContain('Ahmed Raza');
    expect(text).toContain(json.customer.code);
    expect(text).toContain('Closing balance (PKR)');
    expect(text).toContain('240.00');
    expect(text).toContain('Amount due (PKR)');
    expect(text).toContain(json.plant.code);
    // The area's Urdu name, shaped, inside an English statement.
    expect(text).toContain(URDU_AREA);
  });

  it("shapes Urdu: the Urdu-named customer's name reads back from the PDF, in English and in Urdu", async () => {
    const english = await textOf((await pdf(statementPath(urduId), owner.token).expect(200)).body);
    expect(english).toContain(URDU_NAME);
    expect(english).toContain('370.50'); // 250.50 + 2 × 60
    const urdu = await textOf((await pdf(statementPath(urduId, '&lang=ur'), owner.token).expect(200)).body);
    expect(urdu).toContain(URDU_NAME);
    expect(urdu).toContain('آخری بقایا، روپے');
    expect(urdu).toContain('370.50');
    expect(urdu).not.toContain('Closing balance');
    await pdf(statementPath(urduId, '&lang=fr'), owner.token).expect(422);
  });

  it("prints the plant's payment details (a plant setting) as the how-to-pay line", async () => {
    const details = 'JazzCash 0300-1234567 (Ali Raza); Meezan Bank 0123-4567890';
    const plant = (k: Record<string, unknown>) => t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send(k);
    expect((await plant({ payment_details: details }).expect(200)).body.data.payment_details).toBe(details);
    const json = (
      await t.http().get(`/api/filter-owner/customers/${englishId}/statement?month=${month}`).set(auth(owner.token)).expect(200)
    ).body.data;
    expect(json.plant.payment_details).toBe(details);
    const text = await textOf((await pdf(statementPath(englishId), owner.token).expect(200)).body);
    expect(text).toContain('How to pay');
    expect(text).toContain(details);
    const tooLong = await plant({ payment_details: 'x'.repeat(301) }).expect(422);
    expect(tooLong.body.errors.payment_details).toEqual(['The payment details may not be longer than 300 characters.']);
    const events = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE event_type = 'PlantPaymentDetailsSet'`);
    expect(events[0].n).toBe(1);
    // Saving the same details again records nothing; an empty value clears them.
    await plant({ payment_details: details }).expect(200);
    expect((await plant({ payment_details: '' }).expect(200)).body.data.payment_details).toBeNull();
    const after = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE event_type = 'PlantPaymentDetailsSet'`);
    expect(after[0].n).toBe(2);
  });

  it('keeps numbers, phone numbers and dates whole and left to right inside Urdu lines, and wraps long Urdu text', async () => {
    const details =
      'جاز کیش 0300-1234567 (علی رضا) یا میزان بینک اکاؤنٹ 0123-4567890 میں رقم جمع کروائیں اور رسید کی تصویر واٹس ایپ پر بھیج دیں';
    const plant = (k: Record<string, unknown>) => t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send(k);
    await plant({ payment_details: details }).expect(200);
    try {
      const urdu = await textOf((await pdf(statementPath(urduId, '&lang=ur'), owner.token).expect(200)).body);
      // The amounts and the phone numbers read back as written, never reversed ("1234567-0300").
      expect(urdu).toContain('370.50');
      expect(urdu).toContain('0300-1234567');
      expect(urdu).toContain('0123-4567890');
      expect(urdu).not.toContain('1234567-0300');
      // The long line is cut in two, each part still whole Urdu words.
      const lines = urdu.split('\n');
      const first = lines.find((line) => line.includes('جاز کیش'))!;
      const second = lines.find((line) => line.includes('بھیج دیں'))!;
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      expect(first).not.toBe(second);
      expect(urdu).toContain('ادائیگی کا طریقہ');
    } finally {
      await plant({ payment_details: '' }).expect(200);
    }
  });

  it("keeps other owners' statements and invoices out of reach", async () => {
    await pdf(statementPath(englishId), other.token).expect(404);
    await pdf(statementPath(englishId)).expect(401);
    await pdf(`/api/filter-owner/customers/${englishId}/statement?month=${month}&format=docx`, owner.token).expect(422);
  });

  it('serves the PDF through a share link without sign-in, and not once revoked', async () => {
    const link = (
      await t.http().post(`/api/filter-owner/customers/${urduId}/statement/share`).set(auth(owner.token)).send({ month }).expect(201)
    ).body.data;
    const res = await pdf(`/api/public/statements/${link.token}?format=pdf&lang=ur`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await textOf(res.body)).toContain(URDU_NAME);
    await t.http().get(`/api/public/statements/${link.token}?format=xml`).expect(422);
    await t.http().delete(`/api/filter-owner/statement-shares/${link.token}`).set(auth(owner.token)).expect(200);
    await pdf(`/api/public/statements/${link.token}?format=pdf`).expect(404);
  });

  it("renders the owner's invoice as a PDF, and another owner's is 404", async () => {
    const admin = await superAdminToken(t);
    await activatePlant(t, plantId, admin);
    await t.app.get(CommandBus).execute(new IssueMonthInvoicesCommand(month, businessNow()));
    const list = (await t.http().get('/api/filter-owner/invoices').set(auth(owner.token)).expect(200)).body.data;
    expect(list.data).toHaveLength(1);
    const invoice = list.data[0];
    const res = await pdf(`/api/filter-owner/invoices/${invoice.id}/pdf`, owner.token).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await textOf(res.body);
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.owner_name);
    expect(text).toContain(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(invoice.amount));
    await pdf(`/api/filter-owner/invoices/${invoice.id}/pdf`, other.token).expect(404);
  });
});

import type { Response } from 'supertest';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, saveEntries } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/** The day's sheet on paper: GET /daily-entries/sheet/pdf, the screen's sheet in route order with columns to fill by hand. */
describe('printed day sheet (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let gulberg: number;
  let rider: number;
  const today = plantToday(PLANT_TIME_ZONE);
  const URDU_NAME = 'محمد علی رضا';

  const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => callback(null, Buffer.concat(chunks)));
  };
  const printed = (query: string, token = owner.token, plant = plantId) =>
    t.http().get(`/api/filter-owner/daily-entries/sheet/pdf?filter_plant_id=${plant}&${query}`).set(auth(token)).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Canal Water Works', default_can_rate: 60 });
    gulberg = await createArea(t, owner, plantId, 'Gulberg');
    const johar = await createArea(t, owner, plantId, 'Johar Town');
    rider = await createRider(t, owner, plantId, 'Aslam', [gulberg]);
    const ahmed = await createCustomer(t, owner, plantId, {
      name: 'Ahmed Khan',
      area_id: gulberg,
      employee_id: rider,
      address: 'House 12, Street 4',
      opening_balance: 150,
    });
    await createCustomer(t, owner, plantId, { name: URDU_NAME, area_id: gulberg, employee_id: rider, phone: '03001234567' });
    await createCustomer(t, owner, plantId, { name: 'Dawood Shah', area_id: johar });
    await saveEntries(t, owner, plantId, today, [{ customer_id: ahmed.id, cans_delivered: 3, cans_returned: 2, collected: 120 }]);
  });
  afterAll(() => t.close());

  it("prints an area's customers in the sheet's order with what is due, their figures and what is already saved", async () => {
    const sheet = (
      await t
        .http()
        .get(`/api/filter-owner/daily-entries/sheet?filter_plant_id=${plantId}&area_id=${gulberg}`)
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    const response = await printed(`area_id=${gulberg}`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="day-sheet-${today}.pdf"`);
    const { text, pages } = await pdfText(response.body);
    expect(pages).toBe(1);
    expect(text).toContain(`Day sheet ${today}`);
    expect(text).toContain('Canal Water Works');
    expect(text).toContain('Area: Gulberg');
    expect(text).toContain('2 customers · 2 cans due');
    expect(text).not.toContain('Dawood Shah');
    // Rows in the sheet's (route) order.
    const names: string[] = sheet.rows.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Ahmed Khan', URDU_NAME]);
    expect(text.indexOf('Ahmed Khan')).toBeLessThan(text.indexOf('House 12, Street 4'));
    // Ahmed: due 1, rate 60, owed 150 before today, 3 cans out after today's 3 delivered, 2 returned, 120 collected.
    expect(text).toMatch(/Ahmed Khan[\s\S]*1\s+60\s+150\s+1\s+3\s+2\s+120/);
  });

  it("prints a rider's customers with Urdu headings", async () => {
    const { text } = await pdfText((await printed(`employee_id=${rider}&lang=ur`).expect(200)).body);
    expect(text).toContain('روزانہ شیٹ');
    // Extracted in visual order: the rider's line reads right to left.
    expect(text).toContain('Aslam :رائیڈر');
    expect(text).toContain('دستخط وصول واپس دی گئیں');
    expect(text).toContain('Ahmed Khan');
    expect(text).not.toContain('Dawood Shah');
  });

  it('says so when nobody is on the sheet, and refuses a bad language or another owner', async () => {
    const empty = await createArea(t, owner, plantId, 'Empty Block');
    const { text } = await pdfText((await printed(`area_id=${empty}`).expect(200)).body);
    expect(text).toContain('No customer is due or entered on this day.');
    const refused = await printed('lang=fr').expect(422);
    expect(JSON.parse(refused.body.toString()).errors.lang).toEqual(['The language must be en or ur.']);
    const other = await createOwner(t, { plan: 'Premium' });
    await printed('', other.token).expect(403);
  });
});

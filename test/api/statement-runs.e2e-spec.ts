import JSZip from 'jszip';
import type { Response } from 'supertest';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('month-end statement runs (HTTP, real PostgreSQL, the statement-runs job)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let otherPlantId: number;
  let northId: number;
  const month = plantToday(PLANT_TIME_ZONE).slice(0, 7);
  const customers: { id: number; name: string }[] = [];

  const runs = (query = '') => `/api/filter-owner/statements/runs?filter_plant_id=${plantId}${query}`;
  const start = (body: Record<string, unknown>, token = owner.token, plant = plantId) =>
    t.http().post(`/api/filter-owner/statements/runs?filter_plant_id=${plant}`).set(auth(token)).send(body);
  const get = (path: string, token = owner.token) => t.http().get(`/api/filter-owner/statements/runs${path}`).set(auth(token));
  const download = (path: string, token = owner.token) =>
    t.http().get(`/api/filter-owner/statements/runs${path}`).set(auth(token)).buffer(true).parse(binary);

  /** Polls the run until it is finished; the progress seen on the way. */
  async function finished(id: number): Promise<{ run: any; seen: number[] }> {
    const seen: number[] = [];
    for (let i = 0; i < 300; i++) {
      const run = (await get(`/${id}`).expect(200)).body.data;
      seen.push(run.progress);
      if (run.status === 'completed' || run.status === 'failed') return { run, seen };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`run ${id} did not finish`);
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 50 });
    otherPlantId = await createPlant(t, other, { default_can_rate: 50 });
    northId = await createArea(t, owner, plantId, 'North');
    const south = await createArea(t, owner, plantId, 'South');
    const people = [
      { name: 'Bilal Khan', area_id: northId, opening_balance: 10 },
      { name: 'نعمان احمد', area_id: northId, phone: '03001234567', opening_balance: 20 },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `South Customer ${i + 1}`, area_id: south, opening_balance: i })),
    ];
    for (const person of people) customers.push({ id: (await createCustomer(t, owner, plantId, person)).id, name: person.name });
  });
  afterAll(() => t.close());

  let firstRun: number;

  it("renders every customer's statement in a job, with progress and counts, and stores them", async () => {
    const started = await start({ month }).expect(202);
    expect(started.body.data.reused).toBe(false);
    firstRun = started.body.data.run.id;
    const { run, seen } = await finished(firstRun);
    expect(run).toMatchObject({ status: 'completed', total: customers.length, done: customers.length, failed: 0, progress: 100, month });
    // Progress never goes back.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(run.files.map((f: { customer_name: string }) => f.customer_name).sort()).toEqual(customers.map((c) => c.name).sort());
    const urdu = run.files.find((f: { customer_name: string }) => f.customer_name === 'نعمان احمد');
    expect(urdu).toMatchObject({ closing_balance: 20, cans: 0, sent_at: null });
    const one = await download(`/${firstRun}/statements/${urdu.customer_id}`).expect(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(one.body)).text;
    expect(text).toContain('نعمان احمد');
    expect(text).toContain('20.00');
    const list = (await t.http().get(runs()).set(auth(owner.token)).expect(200)).body.data;
    expect(list.map((r: { id: number }) => r.id)).toContain(firstRun);
  });

  it('downloads the whole run as one ZIP of valid PDFs, one per customer', async () => {
    const res = await download(`/${firstRun}/zip`).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.body);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(customers.length);
    expect(names.every((n) => n.startsWith('statement-C-') && n.endsWith(`-${month}.pdf`))).toBe(true);
    const first = await zip.file(names[0])!.async('nodebuffer');
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(first)).text).toContain('Closing balance (PKR)');
  });

  it('downloads the whole run as ONE merged PDF: every customer, each from a new page, streamed', async () => {
    const res = await download(`/${firstRun}/pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="statements-${month}-run-${firstRun}.pdf"`);
    // Streamed as it is laid out: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    const { text, pages } = await pdfText(res.body);
    expect(pages).toBeGreaterThanOrEqual(customers.length);
    for (const customer of customers) expect(text).toContain(customer.name);
    expect(text.split('Closing balance (PKR)')).toHaveLength(customers.length + 1);
    expect(text).toContain('20.00');
  });

  it('documents the merged PDF in OpenAPI, beside the ZIP', async () => {
    const document = (await t.http().get('/api/docs/json').expect(200)).body;
    for (const path of ['/api/filter-owner/statements/runs/{id}/pdf', '/api/filter-owner/statements/runs/{id}/zip']) {
      const operation = document.paths[path]?.get;
      expect({ path, summary: operation?.summary }).toEqual({ path, summary: expect.any(String) });
    }
    const merged = document.paths['/api/filter-owner/statements/runs/{id}/pdf'].get.responses['200'];
    expect(merged.content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
  });

  it('answers the same run while the ledger is unchanged, and a new one after it changes', async () => {
    const again = (await start({ month }).expect(202)).body.data;
    expect(again).toMatchObject({ reused: true, run: { id: firstRun, status: 'completed' } });
    await t
      .http()
      .post(`/api/filter-owner/customers/${customers[0].id}/payments`)
      .set(auth(owner.token))
      .send({ amount: 5, method: 'cash' })
      .expect(201);
    const changed = (await start({ month }).expect(202)).body.data;
    expect(changed.reused).toBe(false);
    expect(changed.run.id).not.toBe(firstRun);
    const { run } = await finished(changed.run.id);
    expect(run.files.find((f: { customer_id: number }) => f.customer_id === customers[0].id).closing_balance).toBe(5);
  });

  it('makes a new run when the last one is left unfinished by a job that ended or is gone; reuses one still going', async () => {
    const area = { month, area_id: northId };
    const first = (await start(area).expect(202)).body.data;
    await finished(first.run.id);
    const unfinish = (id: number, jobId?: string) =>
      t.db.dataSource.query(
        `UPDATE statement_runs SET status = 'running', finished_at = NULL, job_id = coalesce($2, job_id) WHERE id = $1`,
        [id, jobId ?? null],
      );
    const runRow = async (id: number) =>
      (await t.db.dataSource.query(`SELECT status, error, job_id FROM statement_runs WHERE id = $1`, [id]))[0];
    expect((await runRow(first.run.id)).job_id).toMatch(/^statement-runs:/);

    // Its job completed, but the run's own last write was lost (the database went away at that moment).
    await unfinish(first.run.id);
    const second = (await start(area).expect(202)).body.data;
    expect(second).toMatchObject({ reused: false });
    expect(await runRow(first.run.id)).toMatchObject({ status: 'failed', error: 'Its job ended without finishing the run.' });
    await finished(second.run.id);

    // Its job is gone (a process without Redis that died with it, or a queue emptied).
    await unfinish(second.run.id, 'statement-runs:no-such-job');
    const third = (await start(area).expect(202)).body.data;
    expect(third).toMatchObject({ reused: false });
    expect(await runRow(second.run.id)).toMatchObject({ status: 'failed', error: 'Its job is gone (the process that ran it stopped).' });
    const { run } = await finished(third.run.id);
    expect(run).toMatchObject({ status: 'completed', done: 2 });

    // A run still going, or one made before jobs were recorded, is answered as it is.
    await unfinish(third.run.id);
    await t.db.dataSource.query(`UPDATE statement_runs SET job_id = NULL WHERE id = $1`, [third.run.id]);
    expect((await start(area).expect(202)).body.data).toMatchObject({ reused: true, run: { id: third.run.id, status: 'running' } });
    await t.db.dataSource.query(`UPDATE statement_runs SET status = 'completed', finished_at = now() WHERE id = $1`, [third.run.id]);
  });

  it('runs one area only, and refuses bad input', async () => {
    const area = (await start({ month, area_id: northId }).expect(202)).body.data;
    const { run } = await finished(area.run.id);
    expect(run).toMatchObject({ area_id: northId, total: 2, done: 2 });
    expect((await start({ month: '2026-13' }).expect(422)).body.errors.month).toBeDefined();
    expect((await start({ month: '2999-01' }).expect(422)).body.errors.month).toBeDefined();
    await start({ month, area_id: 999999 }).expect(422);
    await start({ month, colour: 'red' }).expect(422);
  });

  it("keeps other owners' runs and plants out of reach", async () => {
    await get(`/${firstRun}`, other.token).expect(404);
    await download(`/${firstRun}/zip`, other.token).expect(404);
    await download(`/${firstRun}/pdf`, other.token).expect(404);
    await download(`/999999999/pdf`).expect(404);
    await download(`/${firstRun}/statements/${customers[0].id}`, other.token).expect(404);
    await start({ month }, owner.token, otherPlantId).expect(403);
    await t.http().get(`/api/filter-owner/statements/runs/${firstRun}`).expect(401);
  });

  it('marks a statement sent (an event on its share link) and shows it in the run', async () => {
    const customer = customers[1];
    const link = (
      await t.http().post(`/api/filter-owner/customers/${customer.id}/statement/share`).set(auth(owner.token)).send({ month }).expect(201)
    ).body.data;
    expect(link.whatsapp_url).toContain('https://wa.me/92300');
    await t.http().post(`/api/filter-owner/statement-shares/${link.token}/sent`).set(auth(other.token)).expect(404);
    await t.http().post(`/api/filter-owner/statement-shares/${link.token}/sent`).set(auth(owner.token)).expect(200);
    await t.http().post(`/api/filter-owner/statement-shares/${link.token}/sent`).set(auth(owner.token)).expect(200);
    const events = await t.db.dataSource.query(`SELECT event_type FROM events WHERE event_type = 'StatementShareSent'`);
    expect(events).toHaveLength(1);
    const run = (await get(`/${firstRun}`).expect(200)).body.data;
    expect(run.files.find((f: { customer_id: number }) => f.customer_id === customer.id).sent_at).toEqual(expect.any(String));
  });
  it("makes each customer's statement in their language, in the stored file and in the merged PDF", async () => {
    // نعمان احمد reads Urdu; Bilal Khan, the other North customer, English.
    await t
      .http()
      .put(`/api/filter-owner/customers/${customers[1].id}?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ language: 'ur' })
      .expect(200);
    const started = (await start({ month, area_id: northId }).expect(202)).body.data;
    const { run } = await finished(started.run.id);
    expect(run).toMatchObject({ status: 'completed', total: 2, done: 2 });
    const urdu = (await pdfText((await download(`/${run.id}/statements/${customers[1].id}`).expect(200)).body)).text;
    expect(urdu).toContain('آخری بقایا، روپے');
    expect(urdu).not.toContain('Closing balance (PKR)');
    const merged = (await pdfText((await download(`/${run.id}/pdf`).expect(200)).body)).text;
    expect(merged.split('آخری بقایا، روپے')).toHaveLength(2);
    expect(merged.split('Closing balance (PKR)')).toHaveLength(2);
  });
});

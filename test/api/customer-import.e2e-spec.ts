import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import Papa from 'papaparse';
import request from 'supertest';
import { createApp } from '../../api/src/app.factory';
import { loadConfig } from '../../api/src/platform/config/app-config';
import { JobQueue } from '../../api/src/platform/queue/job-queue';
import { createTestDatabase } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';
import { now as businessNow, setNow } from '../../api/src/platform/domain/clock';

/**
 * Importing an owner's customer register through HTTP, on real PostgreSQL (and Redis when it
 * answers, else the in-process queue): template, dry run and real run, Urdu headers, re-imports,
 * missing areas, hostile files, plan limits and tenant isolation.
 */
describe('customer register import (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let gulberg: number;

  const importUrl = (plant = plantId) => `/api/filter-owner/customers/import?filter_plant_id=${plant}`;
  const csv = (rows: (string | number)[][]) => Buffer.from(Papa.unparse(rows), 'utf8');

  async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Register');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  function upload(file: Buffer, name: string, fields: Record<string, string> = {}, who: Owner = owner, plant = plantId) {
    let request = t.http().post(importUrl(plant)).set(auth(who.token)).attach('file', file, name);
    for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
    return request;
  }

  async function waitForImport(id: number, who: Owner = owner): Promise<Record<string, any>> {
    const started = Date.now();
    for (;;) {
      const response = await t.http().get(`/api/filter-owner/imports/${id}`).set(auth(who.token)).expect(200);
      const state = response.body.data.state;
      if (state === 'completed' || state === 'failed') return response.body.data;
      if (Date.now() - started > 60_000) throw new Error(`import ${id} still ${state} after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A real run to its end: the import's final state. */
  async function runImport(file: Buffer, name: string, fields: Record<string, string> = {}, who = owner, plant = plantId) {
    const response = await upload(file, name, fields, who, plant);
    if (response.status !== 202) throw new Error(`import refused: ${response.status} ${JSON.stringify(response.body).slice(0, 500)}`);
    expect(response.body.data).toEqual({ id: expect.any(Number), state: 'queued' });
    return waitForImport(response.body.data.id, who);
  }

  const customers = (plant = plantId) =>
    t.db.dataSource.query(
      `SELECT c.*, a.name AS area_name FROM customers c JOIN areas a ON a.id = c.area_id WHERE c.plant_id = $1 ORDER BY c.id`,
      [plant],
    );
  const count = async (sql: string, params: unknown[] = []) => (await t.db.dataSource.query(sql, params))[0].n as number;
  const eventCount = () => count(`SELECT count(*)::int AS n FROM events`);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
    gulberg = await createArea(t, owner, plantId, 'Gulberg');
  });
  afterAll(() => t.close());

  describe('the template', () => {
    it('is a CSV with every column and one example row, which imports cleanly', async () => {
      const response = await t
        .http()
        .get('/api/filter-owner/customers/import/template?format=csv')
        .set(auth(owner.token))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toContain('customers-template.csv');
      const text = (response.body as Buffer).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const rows = Papa.parse<string[]>(text.slice(1).trim()).data;
      expect(rows[0]).toEqual(
        expect.arrayContaining(['Code', 'Name', 'Phone', 'Address', 'Area', 'Rate', 'Opening Balance', 'Opening Cans']),
      );
      expect(rows).toHaveLength(2);
      const dry = await upload(response.body, 'customers-template.csv', { dry_run: 'true' }).expect(200);
      expect(dry.body.data.errors).toEqual([]);
      expect(dry.body.data.missing_fields).toEqual([]);
      expect(dry.body.data.preview[0].values).toMatchObject({ name: 'Ahmed Khan', phone: '+923001234567', area_name: 'Gulberg' });
    });

    it('is an XLSX workbook with the same columns and example row', async () => {
      const response = await t
        .http()
        .get('/api/filter-owner/customers/import/template?format=xlsx')
        .set(auth(owner.token))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).getCell(2).value).toBe('Name');
      expect(sheet.getRow(2).getCell(2).value).toBe('Ahmed Khan');
      expect(sheet.actualRowCount).toBe(2);
      const dry = await upload(response.body, 'customers-template.xlsx', { dry_run: 'true' }).expect(200);
      expect(dry.body.data.file.format).toBe('xlsx');
      expect(dry.body.data.errors).toEqual([]);
    });

    it('refuses an unknown format and anyone but an owner', async () => {
      const bad = await t.http().get('/api/filter-owner/customers/import/template?format=pdf').set(auth(owner.token)).expect(422);
      expect(bad.body.errors.format).toEqual(['The format must be csv or xlsx.']);
      await t.http().get('/api/filter-owner/customers/import/template?format=csv').expect(401);
    });
  });

  describe('dry run and real run', () => {
    let plant: number;
    const rows = () => [
      ['Code', 'Name', 'Phone', 'Address', 'Area', 'Rate', 'Opening Balance', 'Opening Cans', 'Notes'],
      ...Array.from({ length: 25 }, (_, i) => [
        `R-${String(i + 1).padStart(3, '0')}`,
        `Customer ${i + 1}`,
        `0300-${String(1000000 + i).padStart(7, '0')}`,
        `House ${i + 1}`,
        'Model Town',
        '60',
        String(i * 100),
        String(i % 3),
        '',
      ]),
      ['', '', '0300-9', 'Nowhere', 'Model Town', 'sixty', '', '-2', ''],
    ];

    beforeAll(async () => {
      plant = await createPlant(t, owner);
      await createArea(t, owner, plant, 'Model Town');
    });

    it('previews the first 20 rows as they would be saved and every row error, writing nothing', async () => {
      const before = await eventCount();
      const response = await upload(csv(rows()), 'register.csv', { dry_run: 'true' }, owner, plant).expect(200);
      const data = response.body.data;
      expect(data.dry_run).toBe(true);
      expect(data.counts).toEqual({ rows: 26, valid: 25, invalid: 1, create: 25, update: 0, skip: 0 });
      expect(data.preview).toHaveLength(20);
      expect(data.preview[1]).toEqual({
        row: 3,
        action: 'create',
        customer_id: null,
        new_area: false,
        values: expect.objectContaining({
          code: 'R-002',
          name: 'Customer 2',
          phone: '+923001000001',
          rate: 60,
          opening_balance: 100,
          opening_cans: 1,
        }),
        raw: expect.objectContaining({ code: 'R-002', phone: '0300-1000001', rate: '60', notes: '' }),
      });
      const errors = data.errors.filter((e: { row: number }) => e.row === 27);
      expect(errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'opening_cans', 'phone', 'rate']);
      expect(errors.find((e: { field: string }) => e.field === 'rate')).toMatchObject({
        column: 'Rate',
        message: expect.stringContaining('amount'),
      });
      expect(await eventCount()).toBe(before);
      expect(await customers(plant)).toEqual([]);
      expect(await count(`SELECT count(*)::int AS n FROM customer_imports`)).toBe(0);
    });

    it('imports the valid rows in a job, with opening ledger lines dated on the import, and lists the failed ones', async () => {
      const result = await runImport(csv(rows()), 'register.csv', {}, owner, plant);
      expect(result).toMatchObject({
        state: 'completed',
        progress: 100,
        counts: { rows: 26, processed: 26, created: 25, updated: 0, skipped: 0, failed: 1 },
        errors_total: 4,
        failure: null,
      });
      const saved = await customers(plant);
      expect(saved).toHaveLength(25);
      expect(saved[3]).toMatchObject({ code: 'R-004', name: 'Customer 4', phone: '+923001000003', area_name: 'Model Town', rate: '60.00' });
      expect(saved[3]).toMatchObject({ balance: '300.00', cans_out: 0 });
      expect(saved[4]).toMatchObject({ balance: '400.00', cans_out: 1 });
      const [line] = await t.db.dataSource.query(
        `SELECT kind, date::text AS date, debit FROM customer_ledger_lines WHERE customer_id = $1 AND kind = 'opening'`,
        [saved[4].id],
      );
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(businessNow());
      expect(line).toEqual({ kind: 'opening', date: today, debit: '400.00' });
      // Written through the log, by the owner, from a job.
      const [event] = await t.db.dataSource.query(
        `SELECT metadata FROM events WHERE stream_id = $1 AND event_type = 'CustomerRegistered'`,
        [`customer-${saved[0].id}`],
      );
      expect(event.metadata).toMatchObject({ actor_id: owner.id, actor_role: 'filter_owner', tenant_id: owner.id, source: 'job' });

      const errors = await t.http().get(`/api/filter-owner/imports/${result.id}/errors.csv`).set(auth(owner.token)).expect(200);
      expect(errors.headers['content-type']).toMatch(/^text\/csv/);
      const table = Papa.parse<string[]>(errors.text.replace(/^\ufeff/, '').trim()).data;
      expect(table[0]).toEqual([...rows()[0], 'Row', 'Error']);
      expect(table).toHaveLength(2);
      expect(table[1].slice(-2)[0]).toBe('27');
      // The phone cell starts with a digit; the cans cell (-2) is kept from running as a formula.
      expect(table[1][7]).toBe("'-2");
      expect(table[1].slice(-1)[0]).toContain('Name: The customer name is required.');
    });
  });

  it('maps Urdu headers and English ones in any case and spacing without a mapping', async () => {
    const plant = await createPlant(t, owner);
    await createArea(t, owner, plant, 'ماڈل ٹاؤن');
    const register = csv([
      ['نام', 'فون', 'پتہ', 'علاقہ', 'ریٹ', 'بقایا', 'بوتلیں', '  OPENING_balance ', 'Whats App'],
      ['علی رضا', '۰۳۰۰۱۲۳۴۵۶۷', 'گلی ۴', 'ماڈل ٹاؤن', '۷۰', '۱۵۰۰', '۳', '', '+92 321 7654321'],
    ]);
    const dry = await upload(register, 'urdu.csv', { dry_run: 'true' }, owner, plant).expect(200);
    expect(dry.body.data.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'name',
      'phone',
      'address',
      'area_name',
      'rate',
      'opening_balance',
      'opening_cans',
      null, // "opening balance" is already filled by بقایا
      'whatsapp',
    ]);
    expect(dry.body.data.columns[0]).toMatchObject({ header: 'نام', auto: true, samples: ['علی رضا'] });
    const result = await runImport(register, 'urdu.csv', {}, owner, plant);
    expect(result.counts).toMatchObject({ created: 1, failed: 0 });
    const [saved] = await customers(plant);
    expect(saved).toMatchObject({
      name: 'علی رضا',
      phone: '+923001234567',
      whatsapp: '+923217654321',
      address: 'گلی ۴',
      rate: '70.00',
      balance: '1500.00',
      cans_out: 3,
      code: 'C-0001',
    });
  });

  it("reads each customer's statement language from a Language (or زبان) column, and refuses one it does not know", async () => {
    const plant = await createPlant(t, owner);
    await createArea(t, owner, plant, 'Saddar');
    const register = csv([
      ['Name', 'Area', 'زبان'],
      ['Bilal', 'Saddar', 'Urdu'],
      ['Sara', 'Saddar', 'english'],
      ['Hamid', 'Saddar', 'اردو'],
      ['Nida', 'Saddar', ''],
      ['Zain', 'Saddar', 'Punjabi'],
    ]);
    const dry = await upload(register, 'languages.csv', { dry_run: 'true' }, owner, plant).expect(200);
    expect(dry.body.data.columns[2]).toMatchObject({ header: 'زبان', field: 'language', auto: true });
    expect(dry.body.data.errors).toEqual([
      { row: 6, column: 'زبان', field: 'language', message: 'Enter the language as English (en) or Urdu (ur).' },
    ]);
    const result = await runImport(register, 'languages.csv', {}, owner, plant);
    expect(result.counts).toMatchObject({ created: 4, failed: 1 });
    const saved = await customers(plant);
    expect(saved.map((c: { name: string; language: string }) => [c.name, c.language])).toEqual([
      ['Bilal', 'ur'],
      ['Sara', 'en'],
      ['Hamid', 'ur'],
      ['Nida', 'en'],
    ]);
  });

  it('takes an explicit mapping, and refuses one that names no column or no field', async () => {
    const plant = await createPlant(t, owner);
    await createArea(t, owner, plant, 'Johar Town');
    const register = csv([
      ['Gahak', 'Zone', 'Mobile No'],
      ['Bilal', 'Johar Town', '0333 1234567'],
    ]);
    const incomplete = await upload(register, 'custom.csv', { dry_run: 'true' }, owner, plant).expect(200);
    expect(incomplete.body.data.missing_fields).toEqual(['name', 'area_name']);
    const refused = await upload(register, 'custom.csv', {}, owner, plant).expect(422);
    expect(refused.body).toMatchObject({ error_code: 'IMPORT_MAPPING_INCOMPLETE', message: 'Choose the column that holds Name and Area.' });

    const mapping = JSON.stringify({ Gahak: 'name', Zone: 'area_name' });
    const mapped = await upload(register, 'custom.csv', { dry_run: 'true', mapping }, owner, plant).expect(200);
    expect(mapped.body.data.columns).toEqual([
      { index: 0, header: 'Gahak', field: 'name', auto: false, samples: ['Bilal'] },
      { index: 1, header: 'Zone', field: 'area_name', auto: false, samples: ['Johar Town'] },
      { index: 2, header: 'Mobile No', field: 'phone', auto: true, samples: ['0333 1234567'] },
    ]);
    expect(mapped.body.data.preview[0].values).toMatchObject({ name: 'Bilal', area_name: 'Johar Town', phone: '+923331234567' });

    const ignored = await upload(
      register,
      'custom.csv',
      { dry_run: 'true', mapping: JSON.stringify({ Gahak: 'name', Zone: 'area_name', 'Mobile No': null }) },
      owner,
      plant,
    ).expect(200);
    expect(ignored.body.data.preview[0].values.phone).toBeNull();

    for (const [bad, message] of [
      ['{"Nope": "name"}', 'The file has no column "Nope".'],
      ['{"Gahak": "salary"}', '"salary" is not a customer field (column "Gahak").'],
      ['{"Gahak": "name", "Zone": "name"}', 'The columns "Gahak" and "Zone" both fill name.'],
      ['[1,2]', "The mapping must be a JSON object from the file's column headers to customer fields."],
      ['{not json', "The mapping must be a JSON object from the file's column headers to customer fields."],
    ]) {
      const response = await upload(register, 'custom.csv', { dry_run: 'true', mapping: bad }, owner, plant).expect(422);
      expect(response.body.errors.mapping).toEqual([message]);
    }
  });

  describe('importing the same file again', () => {
    let plant: number;
    const register = (address: string) =>
      csv([
        ['Code', 'Name', 'Phone', 'Address', 'Area', 'Opening Balance', 'Opening Cans'],
        ['K-1', 'Kamran', '0301-1111111', address, 'Cantt', '500', '1'],
        ['', 'Nadia', '0302-2222222', address, 'Cantt', '250', '2'],
        ['K-3', 'Omar', '', address, 'Cantt', '0', '0'],
      ]);

    beforeAll(async () => {
      plant = await createPlant(t, owner);
      await createArea(t, owner, plant, 'Cantt');
      const first = await runImport(register('Street 1'), 'register.csv', {}, owner, plant);
      expect(first.counts).toMatchObject({ created: 3, failed: 0 });
    });

    it('skips customers it already has (by code, else by phone)', async () => {
      const before = await eventCount();
      const dry = await upload(register('Street 2'), 'register.csv', { dry_run: 'true' }, owner, plant).expect(200);
      expect(dry.body.data.counts).toMatchObject({ create: 0, skip: 3, update: 0 });
      expect(dry.body.data.preview.map((p: { action: string }) => p.action)).toEqual(['skip', 'skip', 'skip']);
      const again = await runImport(register('Street 2'), 'register.csv', { on_existing: 'skip' }, owner, plant);
      expect(again.counts).toMatchObject({ created: 0, skipped: 3, updated: 0, failed: 0 });
      expect(await eventCount()).toBe(before);
      const saved = await customers(plant);
      expect(saved.map((c: { address: string }) => c.address)).toEqual(['Street 1', 'Street 1', 'Street 1']);
    });

    it('updates them when asked, without a second opening balance', async () => {
      const again = await runImport(register('Street 3'), 'register.csv', { on_existing: 'update' }, owner, plant);
      expect(again.counts).toMatchObject({ created: 0, updated: 3, skipped: 0, failed: 0 });
      const saved = await customers(plant);
      expect(saved).toHaveLength(3);
      expect(saved.map((c: { address: string }) => c.address)).toEqual(['Street 3', 'Street 3', 'Street 3']);
      expect(saved.map((c: { balance: string }) => c.balance)).toEqual(['500.00', '250.00', '0.00']);
      expect(await count(`SELECT count(*)::int AS n FROM customer_ledger_lines WHERE plant_id = $1 AND kind = 'opening'`, [plant])).toBe(2);
    });

    it('refuses two rows of one file that stand for one customer', async () => {
      const dry = await upload(
        csv([
          ['Code', 'Name', 'Phone', 'Area'],
          ['Z-1', 'Zara', '0303-3333333', 'Cantt'],
          ['z-1', 'Zara again', '0303-4444444', 'Cantt'],
          ['', 'Zain', '0303-3333333', 'Cantt'],
        ]),
        'dupes.csv',
        { dry_run: 'true' },
        owner,
        plant,
      ).expect(200);
      expect(dry.body.data.errors).toEqual([
        { row: 3, column: 'Code', field: 'code', message: 'Row 2 has the same code.' },
        { row: 4, column: 'Phone', field: 'phone', message: 'Row 2 has the same phone. Give each customer its own code to import both.' },
      ]);
    });
  });

  describe('areas the plant does not have', () => {
    let plant: number;
    const register = csv([
      ['Name', 'Phone', 'Area'],
      ['Saima', '0311-1000001', 'DHA Phase 5'],
      ['Tariq', '0311-1000002', 'dha phase 5'],
      ['Usman', '0311-1000003', 'Gulshan'],
    ]);

    beforeAll(async () => {
      plant = await createPlant(t, owner);
      await createArea(t, owner, plant, 'Gulshan');
    });

    it('are row errors unless the owner lets the import create them', async () => {
      const dry = await upload(register, 'areas.csv', { dry_run: 'true' }, owner, plant).expect(200);
      expect(dry.body.data.counts).toMatchObject({ valid: 1, invalid: 2 });
      expect(dry.body.data.errors[0]).toMatchObject({
        row: 2,
        column: 'Area',
        field: 'area_name',
        message: expect.stringContaining('"DHA Phase 5"'),
      });
      expect(dry.body.data.missing_areas).toEqual([]);
      const result = await runImport(register, 'areas.csv', {}, owner, plant);
      expect(result.counts).toMatchObject({ created: 1, failed: 2 });
      expect(result.areas_created).toEqual([]);
      expect(await count(`SELECT count(*)::int AS n FROM areas WHERE plant_id = $1`, [plant])).toBe(1);
    });

    it('are created once each, through the areas module, when create_missing_areas is on', async () => {
      const dry = await upload(register, 'areas.csv', { dry_run: 'true', create_missing_areas: 'true' }, owner, plant).expect(200);
      expect(dry.body.data.missing_areas).toEqual(['DHA Phase 5']);
      expect(dry.body.data.preview.map((p: { new_area: boolean }) => p.new_area)).toEqual([true, true, false]);
      expect(await count(`SELECT count(*)::int AS n FROM areas WHERE plant_id = $1`, [plant])).toBe(1);
      const result = await runImport(register, 'areas.csv', { create_missing_areas: 'true' }, owner, plant);
      // Usman came in with the first run and is matched by phone.
      expect(result).toMatchObject({ areas_created: ['DHA Phase 5'], counts: { created: 2, skipped: 1, failed: 0 } });
      const areas = await t.db.dataSource.query(`SELECT id, name FROM areas WHERE plant_id = $1 ORDER BY id`, [plant]);
      expect(areas.map((a: { name: string }) => a.name)).toEqual(['Gulshan', 'DHA Phase 5']);
      expect(await count(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`area-${areas[1].id}`])).toBe(1);
      expect((await customers(plant)).map((c: { area_name: string }) => c.area_name)).toEqual(['Gulshan', 'DHA Phase 5', 'DHA Phase 5']);
    });
  });

  describe('files it cannot import', () => {
    const good = () =>
      csv([
        ['Name', 'Area'],
        ['Asad', 'Gulberg'],
      ]);

    async function refusedWithoutWriting(response: { status: number; body: any }, code: string, message?: RegExp) {
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, error_code: code });
      if (message) expect(response.body.message).toMatch(message);
    }

    it('refuses a file that is not CSV or XLSX, an old .xls, a damaged workbook and an empty file', async () => {
      const before = await eventCount();
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
      await refusedWithoutWriting(await upload(pdf, 'register.pdf'), 'IMPORT_FILE_TYPE', /CSV .* or Excel workbook/);
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      await refusedWithoutWriting(await upload(png, 'register.csv'), 'IMPORT_FILE_TYPE', /not a CSV text file/);
      const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
      await refusedWithoutWriting(await upload(xls, 'register.xls'), 'IMPORT_FILE_TYPE', /Old Excel/);
      const workbook = await xlsx([
        ['Name', 'Area'],
        ['Asad', 'Gulberg'],
      ]);
      const damaged = Buffer.concat([workbook.subarray(0, 200), Buffer.alloc(300, 7)]);
      await refusedWithoutWriting(await upload(damaged, 'register.xlsx'), 'IMPORT_FILE_UNREADABLE', /cannot be read/);
      await refusedWithoutWriting(await upload(Buffer.from('garbage, not a zip'), 'register.xlsx'), 'IMPORT_FILE_UNREADABLE');
      await refusedWithoutWriting(await upload(Buffer.alloc(0), 'register.csv'), 'IMPORT_FILE_EMPTY', /empty/);
      await refusedWithoutWriting(await upload(csv([['Name', 'Area']]), 'register.csv'), 'IMPORT_FILE_EMPTY');
      await refusedWithoutWriting(await upload(Buffer.from('\n\n  \n'), 'register.csv'), 'IMPORT_FILE_EMPTY');
      const latin1 = Buffer.from('Name,Area\nJos\xe9,Gulberg\n', 'latin1');
      await refusedWithoutWriting(await upload(latin1, 'register.csv'), 'IMPORT_FILE_ENCODING', /UTF-8/);
      expect(await eventCount()).toBe(before);
      expect(await count(`SELECT count(*)::int AS n FROM customer_imports WHERE plant_id = $1`, [plantId])).toBe(0);
    });

    it('refuses a file over 10 MB, a request without a file, and form fields it does not know', async () => {
      const big = Buffer.alloc(11 * 1024 * 1024, 'a');
      const response = await upload(big, 'big.csv', { dry_run: 'true' });
      expect(response.status).toBe(422);
      expect(response.body.errors.file).toEqual(['The file is larger than 10 MB. Split the register into smaller files.']);
      const none = await t.http().post(importUrl()).set(auth(owner.token)).field('dry_run', 'true').expect(422);
      expect(none.body.errors.file).toEqual(['Choose the register file to import (CSV or XLSX).']);
      const json = await t.http().post(importUrl()).set(auth(owner.token)).send({ file: 'Name,Area' }).expect(422);
      expect(json.body.error_code).toBe('UPLOAD_REQUIRED');
      const unknown = await upload(good(), 'r.csv', { dry_run: 'true', owner_id: '2' }).expect(422);
      expect(unknown.body.errors.owner_id).toEqual(['The field owner_id is not allowed.']);
      const flag = await upload(good(), 'r.csv', { dry_run: 'maybe' }).expect(422);
      expect(flag.body.errors.dry_run).toEqual(['The dry run field must be true or false.']);
      const mode = await upload(good(), 'r.csv', { on_existing: 'merge', dry_run: 'true' }).expect(422);
      expect(mode.body.errors.on_existing).toEqual(['The on existing field must be skip or update.']);
      const twoFiles = await t
        .http()
        .post(importUrl())
        .set(auth(owner.token))
        .attach('file', good(), 'a.csv')
        .attach('file', good(), 'b.csv')
        .expect(422);
      expect(twoFiles.body.errors.file).toEqual(['Send one file only.']);
    });

    it('refuses multipart bodies on routes that take none (415)', async () => {
      const response = await t
        .http()
        .post(`/api/filter-owner/areas?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .field('name', 'Multipart area')
        .field('description', 'x')
        .expect(415);
      expect(response.body).toMatchObject({ success: false, message: 'Unsupported content type.' });
    });

    it('uses the saved result of a formula, and refuses a formula without one, naming the cell', async () => {
      const workbook = await xlsx([
        ['Name', 'Area', 'Opening Balance', 'Rate'],
        ['Hina', 'Gulberg', { formula: '100*12', result: 1200 }, 60],
        ['Faisal', 'Gulberg', { formula: 'C2+5' } as ExcelJS.CellFormulaValue, 60],
        ['Rabia', 'Gulberg', { formula: '1/0', result: { error: '#DIV/0!' } }, 60],
        ['Sana', 'Gulberg', 0.1 + 0.2, { formula: 'D2', result: 60 }],
      ]);
      const dry = await upload(workbook, 'formulas.xlsx', { dry_run: 'true' }).expect(200);
      expect(dry.body.data.preview[0].values.opening_balance).toBe(1200);
      expect(dry.body.data.preview[3].values).toMatchObject({ opening_balance: 0.3, rate: 60 });
      expect(dry.body.data.errors).toEqual([
        {
          row: 3,
          column: 'Opening Balance',
          field: 'opening_balance',
          message: expect.stringMatching(
            /^C3: The cell holds a formula without a saved result, or one that gives an error\. Formulas are not calculated here/,
          ),
        },
        {
          row: 4,
          column: 'Opening Balance',
          field: 'opening_balance',
          message: expect.stringMatching(/^C4: The cell holds a formula without a saved result, or one that gives an error\./),
        },
      ]);
    });

    it('refuses a 50,000-row CSV with a clear 422 and imports none of it', async () => {
      const lines = ['Name,Phone,Area'];
      for (let i = 0; i < 50_000; i += 1) lines.push(`Customer ${i},03${String(100000000 + i)},Gulberg`);
      const file = Buffer.from(lines.join('\n'));
      expect(file.length).toBeLessThan(10 * 1024 * 1024);
      const before = await eventCount();
      for (const fields of [{ dry_run: 'true' }, {}] as Record<string, string>[]) {
        const response = await upload(file, 'huge.csv', fields);
        await refusedWithoutWriting(response, 'IMPORT_TOO_MANY_ROWS', /50,000 customer rows; one import takes at most 20,000/);
      }
      expect(await eventCount()).toBe(before);
      expect(await count(`SELECT count(*)::int AS n FROM customers WHERE plant_id = $1`, [plantId])).toBe(0);
    }, 120_000);
  });

  it("refuses an import that would pass the plan's customer limit, before writing any of it", async () => {
    const free = await createOwner(t);
    const plant = await createPlant(t, free);
    await createArea(t, free, plant, 'Gulberg');
    const register = csv([['Name', 'Area'], ...Array.from({ length: 51 }, (_, i) => [`Free ${i}`, 'Gulberg'])]);
    const dry = await upload(register, 'free.csv', { dry_run: 'true' }, free, plant).expect(200);
    expect(dry.body.data.customer_limit).toEqual({ max_customers: 50, current_customers: 0 });
    const response = await upload(register, 'free.csv', {}, free, plant).expect(422);
    expect(response.body).toMatchObject({
      error_code: 'CUSTOMER_LIMIT_EXCEEDED',
      data: { max_customers: 50, current_customers: 0, adding: 51 },
    });
    expect(await count(`SELECT count(*)::int AS n FROM customers WHERE owner_id = $1`, [free.id])).toBe(0);
    const fits = await runImport(
      csv([['Name', 'Area'], ...Array.from({ length: 50 }, (_, i) => [`Free ${i}`, 'Gulberg'])]),
      'free.csv',
      {},
      free,
      plant,
    );
    expect(fits.counts).toMatchObject({ created: 50, failed: 0 });
  });

  it('imports an XLSX register with phones typed as numbers, in batches of 500', async () => {
    const plant = await createPlant(t, owner);
    await createArea(t, owner, plant, 'Township');
    const workbook = await xlsx([
      ['Name', 'Phone', 'Area', 'Opening Cans'],
      ...Array.from({ length: 1_200 }, (_, i) => [`Xl ${i}`, 3_004_000_000 + i, 'Township', i % 4]),
    ]);
    const result = await runImport(workbook, 'register.xlsx', {}, owner, plant);
    expect(result).toMatchObject({ state: 'completed', counts: { rows: 1200, created: 1200, failed: 0 }, file: { format: 'xlsx' } });
    const [first] = await customers(plant);
    expect(first).toMatchObject({ name: 'Xl 0', phone: '+923004000000', cans_out: 0 });
    // One transaction per batch: the 1,200 registrations came in 3 transactions.
    const [{ n }] = await t.db.dataSource.query(
      `SELECT count(DISTINCT transaction_id)::int AS n FROM events WHERE event_type = 'CustomerRegistered' AND data->>'plant_id' = $1`,
      [String(plant)],
    );
    expect(n).toBe(3);
  }, 120_000);

  describe('tenant isolation', () => {
    let importId: number;
    let stranger: Owner;

    beforeAll(async () => {
      const result = await runImport(
        csv([
          ['Name', 'Area'],
          ['Mine', 'Gulberg'],
          ['', 'Gulberg'],
        ]),
        'mine.csv',
      );
      importId = result.id;
      stranger = await createOwner(t, { plan: 'Premium' });
      await createPlant(t, stranger);
    });

    it("answers 404 for another owner's import and its errors", async () => {
      const response = await t.http().get(`/api/filter-owner/imports/${importId}`).set(auth(stranger.token)).expect(404);
      expect(response.body).toMatchObject({ success: false, message: 'Import not found.' });
      await t.http().get(`/api/filter-owner/imports/${importId}/errors.csv`).set(auth(stranger.token)).expect(404);
      await t.http().get(`/api/filter-owner/imports/${importId}`).set(auth(owner.token)).expect(200);
    });

    it("answers 403 for another owner's plant and 404 for the import in another plant of the owner", async () => {
      await upload(
        csv([
          ['Name', 'Area'],
          ['X', 'Gulberg'],
        ]),
        'x.csv',
        { dry_run: 'true' },
        stranger,
        plantId,
      ).expect(403);
      await t.http().get(`/api/filter-owner/imports/${importId}?filter_plant_id=${plantId}`).set(auth(stranger.token)).expect(403);
      const other = await createPlant(t, owner);
      await t.http().get(`/api/filter-owner/imports/${importId}?filter_plant_id=${other}`).set(auth(owner.token)).expect(404);
      await t.http().get(`/api/filter-owner/imports/${importId}?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
    });

    it('refuses bad ids with 422 and other roles by role', async () => {
      await t.http().get('/api/filter-owner/imports/abc').set(auth(owner.token)).expect(422);
      await t.http().get(`/api/filter-owner/imports/${importId}`).expect(401);
    });
  });

  it("dates the opening lines on the plant's day of the upload, in the plant's zone", async () => {
    const plant = await createPlant(t, owner);
    await t.http().put(`/api/filter-owner/my-plants/${plant}`).set(auth(owner.token)).send({ time_zone: 'America/New_York' }).expect(200);
    await createArea(t, owner, plant, 'Queens');
    // 20:30 UTC on the 28th: New York's 28th, Karachi's 29th.
    setNow('2026-11-28T20:30:00Z');
    try {
      const result = await runImport(
        csv([
          ['name', 'phone', 'area', 'opening balance'],
          ['Evening Upload', '03001234567', 'Queens', '250'],
        ]),
        'zone.csv',
        {},
        owner,
        plant,
      );
      expect(result).toMatchObject({ state: 'completed', counts: { created: 1 } });
    } finally {
      setNow(process.env.PAANI_NOW);
    }
    const [line] = await t.db.dataSource.query(
      `SELECT l.date::text AS date FROM customer_ledger_lines l JOIN customers c ON c.id = l.customer_id WHERE c.plant_id = $1 AND l.kind = 'opening'`,
      [plant],
    );
    expect(line).toEqual({ date: '2026-11-28' });
  });

  it('keeps the Gulberg area it was given (used by the shared set-up)', () => {
    expect(gulberg).toEqual(expect.any(Number));
  });
});

describe('customer register import without Redis (in-process queue)', () => {
  it('runs the same job in process and reports its state', async () => {
    const db = await createTestDatabase(4);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex') });
    const app = await createApp({ config, dataSource: db.dataSource, redis: null });
    try {
      expect(app.get(JobQueue).mode).toBe('in-process');
      const t = { app, db, http: () => request(app.getHttpServer()) } as unknown as TestApp;
      t.login = async (email: string, password: string) =>
        (await t.http().post('/api/login').send({ email, password }).expect(200)).body.data.token as string;
      const owner = await createOwner(t, { plan: 'Premium' });
      const plant = await createPlant(t, owner);
      await createArea(t, owner, plant, 'Gulberg');
      const started = await t
        .http()
        .post(`/api/filter-owner/customers/import?filter_plant_id=${plant}`)
        .set(auth(owner.token))
        .attach('file', Buffer.from('Name,Phone,Area\nLocal One,0300-7000001,Gulberg\nLocal Two,0300-7000002,Gulberg\n'), 'local.csv')
        .expect(202);
      let status: Record<string, any> = {};
      for (let i = 0; i < 100 && !['completed', 'failed'].includes(status.state); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await t.http().get(`/api/filter-owner/imports/${started.body.data.id}`).set(auth(owner.token)).expect(200)).body.data;
      }
      expect(status).toMatchObject({ state: 'completed', progress: 100, counts: { created: 2, failed: 0 } });
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

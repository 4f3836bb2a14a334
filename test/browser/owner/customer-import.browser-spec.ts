import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/**
 * The customer import stepper against the real API and its job: a CSV register with Urdu headers,
 * a column mapped by hand, a new area and a bad row (upload → map → check → import → summary with
 * the error rows downloaded), then an XLSX register that matches a customer already imported.
 */
describe('customer import', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const dir = mkdtempSync(join(tmpdir(), 'paani-import-'));

  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
  const customers = async () => (await api('GET', scoped('/filter-owner/customers?per_page=100'), { token: owner.token })).body.data.data;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Import Owner');
    page = await session.newPage({ acceptDownloads: true });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('offers the templates to download', async () => {
    await page.goto('/filter-owner/customers/import');
    await page.getByRole('heading', { name: 'Import Customers', level: 1 }).waitFor();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV template' }).click()]);
    expect(csv.suggestedFilename()).toBe('customers-template.csv');
    expect(readFileSync(await csv.path()).toString('utf8')).toContain('Code,Name,Phone,WhatsApp,Address,Area');
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel template' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('customers-template.xlsx');
    expect(await unlabelledControls(page)).toEqual([]);
  });

  it('walks a CSV register through the stepper: map, check, import, and download the rows it refused', async () => {
    const file = join(dir, 'register.csv');
    writeFileSync(
      file,
      [
        'Customer Naam,فون,علاقہ,بقایا,بوتلیں',
        'Ali Raza,0300-1234567,Centre,1500,2',
        'Sara Khan,0301 7654321,New Block,0,1',
        'Imran,+92 302 1112223,Centre,(200),0',
        'Bad Phone,0300-12,Centre,100,1',
        'Zubair,0303-4445556,new block,50,0',
      ].join('\n'),
    );
    await page.getByTestId('import-file').setInputFiles(file);

    await page.getByRole('heading', { name: 'Match the columns of register.csv' }).waitFor();
    const table = page.getByRole('table', { name: 'Match the columns of register.csv' });
    await table.getByText('0300-1234567 · 0301 7654321 · +92 302 1112223').waitFor();
    expect(await table.getByText('Matched automatically').count()).toBe(4);
    expect(await page.getByRole('combobox', { name: 'Field for column علاقہ' }).innerText()).toBe('Area *');
    expect(await page.getByRole('alert').innerText()).toBe('Choose the column that holds: Name.');
    await page.getByRole('combobox', { name: 'Field for column Customer Naam' }).click();
    await page.getByRole('option', { name: 'Name *', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Create areas that do not exist yet' }).check();
    expect(await unlabelledControls(page)).toEqual([]);
    await screenshot(page, 'customer-import-map');
    await page.getByRole('button', { name: 'Check rows' }).click();

    await page.getByRole('heading', { name: 'Check the rows before importing' }).waitFor();
    const counts = page.getByTestId('import-counts');
    await counts.getByText('5 rows').waitFor();
    await counts.getByText('4 ready').waitFor();
    await counts.getByText('1 with errors').waitFor();
    await page.getByText('These areas will be created: New Block').waitFor();
    const bad = page.getByTestId('preview-row-5');
    expect(await bad.getAttribute('data-action')).toBe('error');
    await bad.getByLabel(/Enter a Pakistani mobile number/).waitFor();
    expect(await bad.getByLabel(/Enter a Pakistani mobile number/).innerText()).toBe('0300-12');
    expect(await page.getByTestId('preview-row-2').getAttribute('data-action')).toBe('create');
    await page.getByTestId('preview-row-4').getByText('-200').waitFor();
    await page.getByRole('table', { name: 'Row errors' }).getByText('Enter a Pakistani mobile number', { exact: false }).waitFor();
    await screenshot(page, 'customer-import-preview');
    await page.getByRole('button', { name: 'Import 4 rows' }).click();

    const summary = page.getByTestId('import-summary');
    await summary.waitFor({ timeout: 60_000 });
    expect(await summary.innerText()).toContain('Import finished');
    expect(await summary.innerText()).toContain('4 added, 0 updated, 0 skipped, 1 not imported.');
    await toastText(page, 'Customers imported');
    await page.getByText('Areas created: New Block').waitFor();
    await screenshot(page, 'customer-import-summary');
    const [errors] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download rows with errors (CSV)' }).click(),
    ]);
    expect(errors.suggestedFilename()).toMatch(/^customer-import-\d+-errors\.csv$/);
    const text = readFileSync(await errors.path()).toString('utf8');
    expect(text).toContain('Customer Naam,فون,علاقہ,بقایا,بوتلیں,Row,Error');
    expect(text).toContain('Bad Phone,0300-12,Centre,100,1,5,');

    const saved = await customers();
    expect(saved).toHaveLength(4);
    expect(saved.find((c: { name: string }) => c.name === 'Ali Raza')).toMatchObject({
      phone: '+923001234567',
      balance: 1500,
      cans_out: 2,
    });
    expect(saved.find((c: { name: string }) => c.name === 'Imran')).toMatchObject({ balance: -200 });
    expect(saved.filter((c: { area_name: string }) => c.area_name === 'New Block')).toHaveLength(2);
  });

  it('walks an XLSX register through it too, skipping the customer it already has', async () => {
    await page.getByRole('button', { name: 'Import another file' }).click();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Register');
    sheet.addRow(['Code', 'Name', 'Phone', 'Area', 'Opening Balance', 'Opening Cans']);
    sheet.addRow(['X-1', 'Nadia', 3_004_445_556, 'Centre', 700, 1]);
    sheet.addRow(['', 'Ali R.', '0300-1234567', 'Centre', 900, 0]);
    sheet.addRow(['X-3', 'Omar', '0305-9998887', 'Centre', { formula: '2*150', result: 300 }, 2]);
    const file = join(dir, 'register.xlsx');
    writeFileSync(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    await page.getByTestId('import-file').setInputFiles(file);

    await page.getByRole('heading', { name: 'Match the columns of register.xlsx' }).waitFor();
    expect(await page.getByRole('table', { name: 'Match the columns of register.xlsx' }).getByText('Matched automatically').count()).toBe(
      6,
    );
    await page.getByRole('button', { name: 'Check rows' }).click();

    await page.getByTestId('import-counts').getByText('1 to skip').waitFor();
    expect(await page.getByTestId('preview-row-3').getAttribute('data-action')).toBe('skip');
    await page.getByTestId('preview-row-4').getByText('300').first().waitFor();
    await page.getByText('No errors: every row can be imported.').waitFor();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();

    const summary = page.getByTestId('import-summary');
    await summary.waitFor({ timeout: 60_000 });
    expect(await summary.innerText()).toContain('2 added, 0 updated, 1 skipped, 0 not imported.');
    expect(await page.getByRole('button', { name: 'Download rows with errors (CSV)' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to customers' }).click();
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();

    const saved = await customers();
    expect(saved).toHaveLength(6);
    expect(saved.find((c: { name: string }) => c.name === 'Omar')).toMatchObject({ code: 'X-3', balance: 300, cans_out: 2 });
    expect(saved.find((c: { name: string }) => c.name === 'Ali Raza')).toMatchObject({ balance: 1500 });
  });
});

import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { openOwnConsole, startOwnServer, type OwnServer } from './support/own-server';

/**
 * The console's Backups page and the dashboard's alert, on a server of its own whose BACKUP_DIR
 * is first blocked (a file stands where the folder should be: permissions do not stop root) and
 * then freed: a failed run is shown in red on both pages, a good one clears the alert.
 */
describe('super-admin console: backups', () => {
  let session: BrowserSession;
  let server: OwnServer;
  const work = mkdtempSync(join(tmpdir(), 'paani-console-backups-'));
  const folder = join(work, 'backups');

  beforeAll(async () => {
    writeFileSync(folder, 'a file where the backup folder should be');
    // On the suite's own PostgreSQL: a pg_dump archive where its client tools are found, else a logical copy.
    server = await startOwnServer({ BACKUP_DIR: folder, BACKUP_AT: '02:30', DATA_DIR: join(work, 'data') });
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('shows the schedule, a failed run in red here and on the dashboard, then a good run that clears the alert', async () => {
    const { page } = await openOwnConsole(session, server);
    await page.goto('/super-admin/dashboard');
    await page.getByRole('menuitem', { name: /Backups/ }).click();
    await page.getByRole('heading', { name: 'Backups', level: 1 }).waitFor();
    await page.getByTestId('backup-schedule').getByText(`Every night at 02:30 (Asia/Karachi) into ${folder}, keeping 14 days`).waitFor();
    await page.getByText('No backup has been taken yet.').first().waitFor();

    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByText(/The backup failed: EEXIST/).waitFor({ timeout: 60_000 });
    const failedRow = page.getByRole('table', { name: 'Backup runs' }).getByRole('row').nth(1);
    await failedRow.getByText('Failed').waitFor();
    await failedRow.getByText(/EEXIST/).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: /The last backup failed: EEXIST/ })
      .waitFor();
    await screenshot(page, 'admin-backups-failed');

    await page.goto('/super-admin/dashboard');
    await page.getByText('System Alerts').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: /The last backup failed: EEXIST/ })
      .waitFor();

    // The disk is freed: the next run writes its archive.
    rmSync(folder);
    await page.goto('/super-admin/backups');
    await page.getByRole('button', { name: 'Back up now' }).click();
    await page.getByText('Backup written.').waitFor({ timeout: 60_000 });
    const [archive] = readdirSync(folder);
    expect(archive).toMatch(/^paani-backup-\d{8}T\d{6}Z\.tar$/);
    const goodRow = page.getByRole('table', { name: 'Backup runs' }).getByRole('row').nth(1);
    await goodRow.getByText('OK', { exact: true }).waitFor();
    await goodRow.getByText(archive).waitFor();
    expect(await page.getByRole('table', { name: 'Backup runs' }).getByRole('row').count()).toBe(3);
    expect(await page.getByText(/The last backup failed/).count()).toBe(0);
    await screenshot(page, 'admin-backups');

    await page.goto('/super-admin/dashboard');
    await page.getByText('No alerts: no overdue invoices, collections on track, backups up to date.').waitFor();
  });
});

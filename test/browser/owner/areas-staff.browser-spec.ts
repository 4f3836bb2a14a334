import type { Locator, Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext, toastText } from '../support/owner-session';

/** The text under a labelled field (its helper text), found through aria-describedby as a screen reader would. */
async function helperText(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return '';
  return field.page().locator(`[id="${id}"]`).innerText();
}

/**
 * Service Areas and Staff Management against the real server: add and edit an area (with the
 * server's duplicate-name message under the field), add a commission and a salary employee (one
 * server-side validation message under its field), assign, deactivate and delete.
 */
describe('service areas and staff', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const ownerApi = (method: string, path: string, body?: unknown) => api(method, path, { token: owner.token, body });
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
  const areaCard = (name: string) => page.getByRole('article', { name, exact: true });
  const employeeCard = (name: string) => page.getByRole('article', { name, exact: true });

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Areas Owner');
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens Service Areas from the menu and lists the plant’s area with its staff', async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    // Right after sign-in the app may still settle where the owner lands (its onboarding check), and
    // a click in that moment can be overridden: click again until the menu has taken us there.
    for (let attempt = 0; attempt < 5 && !page.url().endsWith('/filter-owner/areas'); attempt++) {
      await page.getByRole('link', { name: /Service Areas/ }).click();
      await page.waitForURL('**/filter-owner/areas', { timeout: 3000 }).catch(() => undefined);
    }
    await page.waitForURL('**/filter-owner/areas');
    await page.getByRole('heading', { name: 'Service Areas', level: 1 }).waitFor();
    const centre = areaCard('Centre');
    await centre.getByText('Central area').waitFor();
    await centre.getByText('Active', { exact: true }).waitFor();
    await centre.getByTestId('area-staff').getByText('Rider One').waitFor();
    expect(await centre.getByTestId('area-staff-count').innerText()).toMatch(/Staff\s+1$/);
  });

  it('adds an area: the form’s own messages first, then the server’s duplicate-name message under the name', async () => {
    await page.getByRole('button', { name: 'Add Area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Area' });
    await dialog.getByRole('button', { name: 'Create Area' }).click();
    await dialog.getByText('Area name is required').waitFor();
    await dialog.getByText('Description is required').waitFor();

    await dialog.getByLabel('Area Name').fill('centre');
    await dialog.getByLabel('Description').fill('Same name in other letters');
    await dialog.getByRole('button', { name: 'Create Area' }).click();
    await dialog.getByText('Area name already exists in this plant.').waitFor();
    expect(await helperText(dialog.getByLabel('Area Name'))).toBe('Area name already exists in this plant.');

    await dialog.getByLabel('Area Name').fill('Gulberg');
    await dialog.getByLabel('Description').fill('Main Boulevard and around');
    await dialog.getByRole('button', { name: 'Create Area' }).click();
    await toastText(page, 'Area Created');
    await dialog.waitFor({ state: 'detached' });
    await areaCard('Gulberg').getByText('Main Boulevard and around').waitFor();
    await areaCard('Gulberg').getByText('No staff assigned yet').waitFor();
  });

  it('edits the area', async () => {
    await page.getByRole('button', { name: 'Edit Gulberg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Area' });
    expect(await dialog.getByLabel('Area Name').inputValue()).toBe('Gulberg');
    await dialog.getByLabel('Area Name').fill('Gulberg III');
    await dialog.getByLabel('Description').fill('Main Boulevard, blocks A to H');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Area Updated');
    await areaCard('Gulberg III').getByText('Main Boulevard, blocks A to H').waitFor();
    const { body } = await ownerApi('GET', scoped('/filter-owner/areas'));
    expect(body.data.areas.map((area: { name: string }) => area.name)).toEqual(['Centre', 'Gulberg III']);
  });

  it('adds a commission and a salary employee, showing the server’s message under the address', async () => {
    await page.getByRole('link', { name: /Staff Management/ }).click();
    await page.waitForURL('**/filter-owner/employees');
    await page.getByRole('heading', { name: 'Staff Management', level: 1 }).waitFor();
    expect(await page.getByTestId('staff-stat-total').innerText()).toMatch(/Total Staff\s+1$/);

    await page.getByRole('button', { name: 'Add Employee' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Employee' });
    expect(await dialog.getByLabel('Commission Rate (%)').inputValue()).toBe('15');
    await dialog.getByLabel('Employee Name').fill('Asif Rider');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('123');
    await dialog.getByLabel('Commission Rate (%)').fill('150');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByText('Phone number is required and must be at least 10 digits').waitFor();
    await dialog.getByText('Commission rate cannot exceed 100%').waitFor();
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0301-7654321');
    await dialog.getByLabel('Commission Rate (%)').fill('12.5');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await toastText(page, 'Employee Added');
    await employeeCard('Asif Rider').getByText('12.5% commission').waitFor();

    await page.getByRole('button', { name: 'Add Employee' }).click();
    dialog = page.getByRole('dialog', { name: 'Add Employee' });
    await dialog.getByLabel('Employee Name').fill('Bilal Driver');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('(042) 3555-0000');
    // The address's 500-character limit is the server's alone: its 422 message lands under the field.
    await dialog.getByLabel('Address').fill('Street 5, '.repeat(51));
    await dialog.getByRole('radio', { name: 'Salary' }).check();
    expect(await dialog.getByLabel('Monthly Salary (PKR)').inputValue()).toBe('30000');
    await dialog.getByLabel('Monthly Salary (PKR)').fill('45000');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await dialog.getByText('The address may not be greater than 500 characters.').waitFor();
    expect(await helperText(dialog.getByLabel('Address'))).toBe('The address may not be greater than 500 characters.');
    await dialog.getByLabel('Address').fill('House 12, Model Town, Lahore');
    await dialog.getByRole('button', { name: 'Add Employee' }).click();
    await toastText(page, 'Employee Added');
    await employeeCard('Bilal Driver')
      .getByText(/45,000 a month$/)
      .waitFor();

    await page.getByTestId('staff-stat-total').getByText('3').waitFor();
    expect(await page.getByTestId('staff-stat-commission').innerText()).toMatch(/Commission\s+2$/);
    expect(await page.getByTestId('staff-stat-salary').innerText()).toMatch(/Salary\s+1$/);
    const { body } = await ownerApi('GET', scoped('/filter-owner/employees'));
    const staff = Object.fromEntries(body.data.employees.map((e: { name: string }) => [e.name, e]));
    expect(staff['Asif Rider']).toMatchObject({ type: 'commission', commission_rate: 12.5, monthly_salary: null, phone: '0301-7654321' });
    expect(staff['Bilal Driver']).toMatchObject({
      type: 'salary',
      monthly_salary: 45000,
      commission_rate: null,
      address: 'House 12, Model Town, Lahore',
    });
  });

  it('edits an employee and deactivates them', async () => {
    await page.getByRole('button', { name: 'Edit Bilal Driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Employee' });
    expect(await dialog.getByLabel('Monthly Salary (PKR)').inputValue()).toBe('45000');
    await dialog.getByLabel('Monthly Salary (PKR)').fill('50000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Employee Updated');
    await employeeCard('Bilal Driver')
      .getByText(/50,000 a month$/)
      .waitFor();
    await page.getByRole('button', { name: 'Deactivate Bilal Driver' }).click();
    await toastText(page, 'Employee Deactivated');
    await employeeCard('Bilal Driver').getByText('Inactive', { exact: true }).waitFor();
    expect(await page.getByTestId('staff-stat-active').innerText()).toMatch(/Active\s+2$/);
    await screenshot(page, 'staff');
  });

  it('assigns the new employee to the new area', async () => {
    await page.getByRole('link', { name: /Service Areas/ }).click();
    await page.getByRole('heading', { name: 'Service Areas', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Assign staff to Gulberg III' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Staff to Gulberg III' });
    await dialog.getByRole('combobox', { name: 'Employee' }).click();
    await page.getByRole('option', { name: 'Asif Rider' }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await toastText(page, 'Staff Assigned');
    await areaCard('Gulberg III').getByTestId('area-staff').getByText('Asif Rider').waitFor();
    expect(await areaCard('Gulberg III').getByTestId('area-staff-count').innerText()).toMatch(/Staff\s+1$/);
    const areas = (await ownerApi('GET', scoped('/filter-owner/areas'))).body.data.areas as Array<{ id: number; name: string }>;
    const gulberg = areas.find((area) => area.name === 'Gulberg III')!;
    const detail = await ownerApi('GET', scoped(`/filter-owner/areas/${gulberg.id}`));
    expect(detail.body.data.employees.map((e: { name: string }) => e.name)).toEqual(['Asif Rider']);
  });

  it('deactivates the area, then deletes it after asking', async () => {
    await page.getByRole('button', { name: 'Deactivate Gulberg III' }).click();
    await toastText(page, 'Area Deactivated');
    await areaCard('Gulberg III').getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Activate Gulberg III' }).waitFor();
    await screenshot(page, 'areas');

    await page.getByRole('button', { name: 'Delete Gulberg III' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Area' });
    await confirm.getByText(/Delete Gulberg III\? This cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Area Deleted');
    await areaCard('Gulberg III').waitFor({ state: 'detached' });
    const { body } = await ownerApi('GET', scoped('/filter-owner/areas'));
    expect(body.data.areas.map((area: { name: string }) => area.name)).toEqual(['Centre']);
    // The staff list no longer names the deleted area.
    const staff = await ownerApi('GET', scoped('/filter-owner/employees'));
    const asif = staff.body.data.employees.find((e: { name: string }) => e.name === 'Asif Rider');
    expect(asif.areas).toEqual([]);
  });

  it('shows an area’s customers and balance, and the server’s reason when an area with customers cannot be deleted', async () => {
    const areas = (await ownerApi('GET', scoped('/filter-owner/areas'))).body.data.areas as Array<{ id: number; name: string }>;
    const centre = areas.find((area) => area.name === 'Centre')!;
    const created = await ownerApi('POST', scoped('/filter-owner/customers'), {
      name: 'Kamran Butt',
      area_id: centre.id,
      opening_balance: 1500,
    });
    expect(created.status).toBeLessThan(300);
    await page.reload();
    await areaCard('Centre').getByTestId('area-customers-count').getByText('1', { exact: true }).waitFor();
    expect(await areaCard('Centre').getByTestId('area-balance').innerText()).toContain('1,500');

    await page.getByRole('button', { name: 'Delete Centre' }).click();
    await page.getByRole('dialog', { name: 'Delete Area' }).getByRole('button', { name: 'Delete' }).click();
    const refusal = await toastText(page, 'Cannot Delete Area');
    expect(refusal).toContain('Cannot delete this area: it has 1 customer');
    await areaCard('Centre').waitFor();
  });

  it('fits 360 px without sideways scrolling, and names every control, on both screens and in their dialogs', async () => {
    const phone = await signedInPhone(session, owner.email, owner.password);
    for (const [path, heading, add] of [
      ['/filter-owner/areas', 'Service Areas', 'Add Area'],
      ['/filter-owner/employees', 'Staff Management', 'Add Employee'],
    ]) {
      await phone.goto(path);
      await phone.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await phone.getByRole('article').first().waitFor();
      await phone.waitForLoadState('networkidle');
      expect({ path, width: await phone.evaluate<number>('document.documentElement.scrollWidth') }).toEqual({ path, width: 360 });
      expect({ path, unlabelled: await unlabelledControls(phone) }).toEqual({ path, unlabelled: [] });
      await phone.getByRole('button', { name: add, exact: true }).click();
      await phone.getByRole('dialog').waitFor();
      // MUI's focus trap adds two empty focus guards around a modal; they hand focus back and are not controls.
      const inDialog = (await unlabelledControls(phone)).filter((html) => !/data-testid="sentinel(Start|End)"/.test(html));
      expect({ path, dialog: inDialog }).toEqual({ path, dialog: [] });
      expect({ path, width: await phone.evaluate<number>('document.documentElement.scrollWidth') }).toEqual({ path, width: 360 });
      await screenshot(phone, `mobile-${heading.toLowerCase().replace(/\s+/g, '-')}-dialog`);
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await phone.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});

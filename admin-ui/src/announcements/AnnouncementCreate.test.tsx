import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DataProvider, HttpError, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import AnnouncementCreate from './AnnouncementCreate';

afterEach(cleanup);

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const PLANS = [
  { id: 1, name: 'Basic Plan', is_retired: false },
  { id: 2, name: 'Gold Plan', is_retired: false },
];

function fakeApi() {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...data, id: 41, status: 'scheduled', created_at: new Date().toISOString(), withdrawn_at: null },
  }));
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'subscription-plans') return { data: PLANS, total: PLANS.length };
    if (resource === 'tenants') return { data: [{ id: 7, name: 'Ali Water' }], total: 1 };
    throw new Error(`unexpected list of ${resource}`);
  });
  const getMany = vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
    data: (resource === 'subscription-plans' ? PLANS : []).filter((plan) => ids.map(Number).includes(plan.id)),
  }));
  const dataProvider = testDataProvider({ create, getList, getMany } as unknown as Partial<DataProvider>);
  return { dataProvider, create, getList };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const setDateTime = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
/** Save once the form is no longer validating a change (the button is disabled meanwhile), as a person would. */
async function save() {
  const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

async function renderForm() {
  const api = fakeApi();
  renderInAdmin(<AnnouncementCreate />, { dataProvider: api.dataProvider, resource: 'announcements' });
  await screen.findByLabelText(/^Title/);
  return api;
}

describe('AnnouncementCreate', { timeout: 20_000 }, () => {
  it('opens as information to every owner, from now until a week from now', async () => {
    const before = Date.now();
    await renderForm();
    const local = (time: number) => {
      const date = new Date(time);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    };
    const from = (screen.getByLabelText(/^From/) as HTMLInputElement).value;
    const until = (screen.getByLabelText(/^Until/) as HTMLInputElement).value;
    expect([local(before), local(Date.now())]).toContain(from);
    expect([local(before + WEEK_MS), local(Date.now() + WEEK_MS)]).toContain(until);
    expect(screen.getByRole('combobox', { name: /^Level/ }).textContent).toContain('Info');
    expect(screen.getByRole('combobox', { name: /^Audience/ }).textContent).toContain('All owners');
    // Neither a plan nor an owner is asked for every owner.
    expect(screen.queryByRole('combobox', { name: /^Plan/ })).toBeNull();
    expect(screen.queryByLabelText(/^Owner/)).toBeNull();
  });

  it('refuses a blank title, an end that is not after the start and one already past, and sends nothing', async () => {
    const { create } = await renderForm();
    type(/^Title/, '   ');
    type(/^Text/, 'The plant is closed for cleaning.');
    setDateTime(/^From/, '2099-12-01T10:00');
    setDateTime(/^Until/, '2099-12-01T09:30');
    await save();
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByText('The title field is required.')).toBeTruthy();

    // An end equal to the start is refused too, and so is one already past.
    type(/^Title/, 'Closed for cleaning');
    setDateTime(/^Until/, '2099-12-01T10:00');
    await save();
    await waitFor(() => expect(screen.queryByText('The title field is required.')).toBeNull());
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    setDateTime(/^From/, '2020-01-01T10:00');
    setDateTime(/^Until/, '2020-01-02T10:00');
    await save();
    expect(await screen.findByText('The end must be in the future.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("asks for the plan when the audience is a plan's owners, and sends it", async () => {
    const { create, getList } = await renderForm();
    type(/^Title/, 'Gold owners: new reports');
    type(/^Text/, 'Monthly reports are in the Reports tab.');
    await choose(/^Audience/, 'Owners on a plan');
    expect(await screen.findByRole('combobox', { name: /^Plan/ })).toBeTruthy();
    await save();
    expect(await screen.findByText('Choose the plan whose owners see it.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    expect(getList).toHaveBeenCalledWith('subscription-plans', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }));

    await choose(/^Plan/, 'Gold Plan');
    await choose(/^Level/, 'Warning');
    setDateTime(/^From/, '2099-12-01T10:00');
    setDateTime(/^Until/, '2099-12-08T18:30');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('announcements');
    expect(create.mock.calls[0][1].data).toEqual({
      title: 'Gold owners: new reports',
      text: 'Monthly reports are in the Reports tab.',
      level: 'warning',
      // The inputs are in the browser's time; the API takes instants.
      starts_at: new Date('2099-12-01T10:00').toISOString(),
      ends_at: new Date('2099-12-08T18:30').toISOString(),
      audience: 'plan',
      plan_id: 2,
    });
  });

  it('sends trimmed words, the default week, and no plan or owner for every owner', async () => {
    const before = Date.now();
    const { create } = await renderForm();
    type(/^Title/, '  Water supply cut on Friday ');
    type(/^Text/, ' No deliveries before noon.\n');
    // A plan chosen and then the audience changed back: the plan is not sent.
    await choose(/^Audience/, 'Owners on a plan');
    await choose(/^Plan/, 'Basic Plan');
    await choose(/^Audience/, 'All owners');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const body = create.mock.calls[0][1].data as Record<string, string>;
    expect(body).toEqual({
      title: 'Water supply cut on Friday',
      text: 'No deliveries before noon.',
      level: 'info',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      audience: 'all',
    });
    const start = Date.parse(body.starts_at);
    expect(new Date(start).toISOString()).toBe(body.starts_at);
    expect(start).toBeGreaterThan(before - 60_000);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.ends_at) - start).toBe(WEEK_MS);
  });

  it("shows the server's refusal (422) under the field it names", async () => {
    // react-query logs the failed mutation; the screen is what is checked here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { create } = await renderForm();
    create.mockRejectedValueOnce(
      new HttpError('Validation failed', 422, { message: 'Validation failed', errors: { owner_id: 'This owner account is inactive.' } }),
    );
    type(/^Title/, 'Your invoice');
    type(/^Text/, 'Please settle the November invoice.');
    await choose(/^Audience/, 'One owner');
    const owner = await screen.findByRole('combobox', { name: /^Owner/ });
    fireEvent.change(owner, { target: { value: 'Ali' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ali Water' }));
    await save();
    expect(await screen.findByText('This owner account is inactive.')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][1].data).toMatchObject({ audience: 'owner', owner_id: 7 });
    expect(create.mock.calls[0][1].data).not.toHaveProperty('plan_id');
    logged.mockRestore();
  });

  it('is not offered to an auditor, who only reads', async () => {
    const { dataProvider } = fakeApi();
    renderInAdmin(<AnnouncementCreate />, { dataProvider, resource: 'announcements', role: 'auditor' });
    expect(await screen.findByText('Auditors read announcements; only a super admin makes them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

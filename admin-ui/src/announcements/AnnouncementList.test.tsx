import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Announcement } from '@paani/contracts';
import { DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/renderInAdmin';
import AnnouncementList from './AnnouncementList';

afterEach(cleanup);

const announcement = (fields: Partial<Announcement> & Pick<Announcement, 'id' | 'title' | 'status'>): Announcement => ({
  text: 'Words for owners',
  level: 'info',
  starts_at: '2026-11-30T05:00:00.000Z',
  ends_at: '2026-12-07T05:00:00.000Z',
  audience: 'all',
  plan_id: null,
  owner_id: null,
  created_at: '2026-11-30T04:00:00.000Z',
  withdrawn_at: null,
  ...fields,
});

const ACTIVE = announcement({
  id: 3,
  title: 'Water supply cut on Friday',
  status: 'active',
  level: 'warning',
  audience: 'plan',
  plan_id: 2,
});
const SCHEDULED = announcement({ id: 2, title: 'New invoices layout', status: 'scheduled', audience: 'owner', owner_id: 7 });
const WITHDRAWN = announcement({
  id: 1,
  title: 'Maintenance tonight',
  status: 'withdrawn',
  level: 'error',
  withdrawn_at: '2026-11-30T06:00:00Z',
});

function fakeApi(records: Announcement[] = [ACTIVE, SCHEDULED, WITHDRAWN]) {
  const getList = vi.fn(async (resource: string) => {
    if (resource !== 'announcements') throw new Error(`unexpected list of ${resource}`);
    return { data: records, total: records.length };
  });
  const getMany = vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => {
    const rows =
      resource === 'subscription-plans' ? [{ id: 2, name: 'Gold Plan' }] : resource === 'tenants' ? [{ id: 7, name: 'Ali Water' }] : [];
    return { data: rows.filter((row) => ids.map(Number).includes(row.id)) };
  });
  const deleteOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
    data: { ...records.find((record) => record.id === id)!, status: 'withdrawn' as const, withdrawn_at: '2026-11-30T07:00:00Z' },
  }));
  const dataProvider = testDataProvider({ getList, getMany, delete: deleteOne } as unknown as Partial<DataProvider>);
  return { dataProvider, getList, getMany, deleteOne };
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

describe('AnnouncementList', { timeout: 20_000 }, () => {
  it('lists the newest first with their level, audience (plan and owner by name), status chips and dates', async () => {
    const { dataProvider, getList } = fakeApi();
    renderInAdmin(<AnnouncementList />, { dataProvider, resource: 'announcements' });

    await screen.findByText('Water supply cut on Friday');
    expect(getList).toHaveBeenCalledWith(
      'announcements',
      expect.objectContaining({ sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 } }),
    );
    const active = rowOf('Water supply cut on Friday');
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('Warning')).toBeTruthy();
    expect(await within(active).findByText('Gold Plan')).toBeTruthy();
    expect(
      within(active).getByText(new Date(ACTIVE.ends_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })),
    ).toBeTruthy();

    const scheduled = rowOf('New invoices layout');
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(await within(scheduled).findByText('Ali Water')).toBeTruthy();

    const withdrawn = rowOf('Maintenance tonight');
    expect(within(withdrawn).getByText('Withdrawn')).toBeTruthy();
    expect(within(withdrawn).getByText('Error')).toBeTruthy();
    expect(within(withdrawn).getByText('All owners')).toBeTruthy();

    // Only what owners still see (or will) can be withdrawn.
    expect(within(active).getByRole('button', { name: 'Withdraw Water supply cut on Friday' })).toBeTruthy();
    expect(within(scheduled).getByRole('button', { name: 'Withdraw New invoices layout' })).toBeTruthy();
    expect(within(withdrawn).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(screen.getByRole('link', { name: /New Announcement/ })).toBeTruthy();
  });

  it('withdraws only after the confirmation, with DELETE, and reads the list again', async () => {
    const { dataProvider, getList, deleteOne } = fakeApi();
    renderInAdmin(<AnnouncementList />, { dataProvider, resource: 'announcements' });
    await screen.findByText('Water supply cut on Friday');

    // Cancelled: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Water supply cut on Friday' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Withdraw “Water supply cut on Friday”?')).toBeTruthy();
    expect(within(dialog).getByText(/Owners stop seeing it at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteOne).not.toHaveBeenCalled();

    const listCalls = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Water supply cut on Friday' }));
    dialog = await screen.findByRole('dialog');
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledTimes(1));
    expect(deleteOne).toHaveBeenCalledWith('announcements', expect.objectContaining({ id: 3, previousData: ACTIVE }));
    // The record stays (now withdrawn): the list is read again.
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is read-only for an auditor: no New Announcement, no Withdraw', async () => {
    const { dataProvider } = fakeApi();
    renderInAdmin(<AnnouncementList />, { dataProvider, resource: 'announcements', role: 'auditor' });
    await screen.findByText('Water supply cut on Friday');
    expect(within(rowOf('Water supply cut on Friday')).getByText('Active')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull());
    expect(screen.queryByRole('link', { name: /New Announcement/ })).toBeNull();
  });
});

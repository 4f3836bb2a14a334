import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Announcement } from '@paani/contracts';
import { DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../format';
import { renderInAdmin } from '../test/renderInAdmin';
import AnnouncementShow from './AnnouncementShow';

afterEach(cleanup);

const SCHEDULED: Announcement = {
  id: 5,
  title: 'Price list changes',
  text: 'From December:\nnew prices for 19 L bottles.',
  level: 'warning',
  starts_at: '2026-12-01T00:00:00.000Z',
  ends_at: '2026-12-08T00:00:00.000Z',
  audience: 'owner',
  plan_id: null,
  owner_id: 7,
  status: 'scheduled',
  created_at: '2026-11-30T04:00:00.000Z',
  withdrawn_at: null,
};

function renderShow(record: Announcement) {
  let current = record;
  const getOne = vi.fn(async () => ({ data: current }));
  const getMany = vi.fn(async () => ({ data: [{ id: 7, name: 'Ali Water' }] }));
  const deleteOne = vi.fn(async () => {
    current = { ...record, status: 'withdrawn', withdrawn_at: '2026-11-30T08:00:00.000Z' };
    return { data: current };
  });
  const dataProvider = testDataProvider({ getOne, getMany, delete: deleteOne } as unknown as Partial<DataProvider>);
  renderInAdmin(<AnnouncementShow />, {
    dataProvider,
    resource: 'announcements',
    route: { path: '/announcements/:id/show', url: `/announcements/${record.id}/show` },
  });
  return { getOne, deleteOne };
}

describe('AnnouncementShow', { timeout: 20_000 }, () => {
  it('shows the announcement as owners see it, and withdraws it in place after the confirmation', async () => {
    const { getOne, deleteOne } = renderShow(SCHEDULED);
    expect(await screen.findByText('Price list changes')).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith('announcements', expect.objectContaining({ id: '5' }));
    expect(screen.getByText(/new prices for 19 L bottles/)).toBeTruthy();
    expect(screen.getByText('Warning')).toBeTruthy();
    expect(screen.getByText('Scheduled', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(await screen.findByText('Ali Water')).toBeTruthy();
    expect(screen.getByText(formatDateTime(SCHEDULED.starts_at))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Price list changes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Owners will not see it/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('announcements', expect.objectContaining({ id: 5 })));
    // Read again: now withdrawn, with no second withdrawal offered.
    expect(await screen.findByText('Withdrawn', { selector: '.MuiChip-label' })).toBeTruthy();
    expect(screen.getByText(formatDateTime('2026-11-30T08:00:00.000Z'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});

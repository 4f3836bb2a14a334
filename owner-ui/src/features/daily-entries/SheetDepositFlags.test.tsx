import { act, screen, within } from '@testing-library/react';
import type { SheetProduct } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../customers/test-utils';
import DailyEntriesPage from './DailyEntriesPage';
import { CAN, savedEntry, sheet, sheetRow } from './test-data';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({
    plants: [{ id: 7, name: 'North' }],
    selectedPlant: { id: 7, name: 'North', default_can_rate: 50 },
    isLoading: false,
    selectPlant: () => undefined,
  }),
}));

/** A returnable jar asking PKR 300 a jar as deposit. */
const JAR: SheetProduct = {
  id: 3,
  name: '5 L jar',
  name_ur: '5 لیٹر جار',
  unit: 'jar',
  returnable: true,
  default_rate: 40,
  deposit_per_unit: 300,
};

const SHEET = sheet(
  [
    // Three jars, no deposit: flagged, as over the can limit is.
    sheetRow(1, {
      flags: { over_credit_limit: false, over_can_limit: true, paused: false, no_delivery_for_days: null },
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 3, held: 3, deposited: 0, over_deposit: true },
      ],
    }),
    // Three jars and a deposit for three: nothing to flag.
    sheetRow(2, {
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 3, held: 3, deposited: 3, over_deposit: false },
      ],
    }),
    // Already entered today, and a product the sheet does not sell (no longer active) held beyond its deposit.
    sheetRow(4, {
      containers: [
        { product_id: 1, held: 1, deposited: 0, over_deposit: false },
        { product_id: 9, held: 2, deposited: 1, over_deposit: true },
      ],
      entries: [savedEntry(40, 4)],
    }),
  ],
  '2026-11-24',
  [CAN, JAR],
);

const flagsOf = (customerId: number) =>
  within(screen.getAllByTestId('sheet-row').find((row) => row.getAttribute('data-customer') === String(customerId))!)
    .queryAllByText(/over|زیادہ/i)
    .map((chip) => chip.textContent);

async function renderSheet() {
  stubApi((call) => (call.path === '/api/filter-owner/daily-entries/sheet' ? SHEET : {}));
  renderAt(<DailyEntriesPage />, { path: '/filter-owner/daily-entries?date=2026-11-24', route: '/filter-owner/daily-entries' });
  await screen.findByRole('grid');
}

describe("the day sheet's deposit flags", { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('flags a row holding a product beyond its deposit, naming the product, as it flags over the can limit', async () => {
    await renderSheet();
    expect(flagsOf(1)).toEqual(['Over cans', '5 L jar over deposit']);
    expect(flagsOf(2)).toEqual([]);
    expect(flagsOf(4)).toEqual(['Containers over deposit']);
    // The same chip as the can limit's.
    const chip = (text: string) => screen.getByText(text).closest('.MuiChip-root')!.className;
    expect(chip('5 L jar over deposit')).toBe(chip('Over cans'));
  });

  it('names the product in Urdu on an Urdu screen', async () => {
    await act(() => i18next.changeLanguage('ur'));
    await renderSheet();
    expect(flagsOf(1)).toEqual(['بوتلیں حد سے زیادہ', '5 لیٹر جار سیکیورٹی سے زیادہ']);
  });
});

import type { DailyEntryBatchResult, RiderEntryInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { riderKeys } from './keys';

export interface RiderEntriesSave {
  date: string;
  entries: RiderEntryInput[];
  /** One key per unchanged save, kept across the rider's retries of it (a lost answer saves nothing twice). */
  idempotencyKey: string;
}

export const saveRiderEntries = async ({ date, entries, idempotencyKey }: RiderEntriesSave) =>
  (await api.post<DailyEntryBatchResult>('/rider/entries', { date, entries }, { idempotencyKey })).data;

/** Saving changes the sheet (balances, saved entries) and the day's expected cash. */
export const useSaveRiderEntries = (config?: MutationConfig<RiderEntriesSave, DailyEntryBatchResult>) =>
  useInvalidatingMutation(saveRiderEntries, ({ date }) => [riderKeys.sheet(date), riderKeys.day(date)], config);

import type { DailyEntryBatchResult, DailyEntryInput } from '@paani/contracts';
import { api } from '../client';
import { customerKeys } from '../customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { dailyEntryKeys } from './keys';

export interface DailyEntryBatch {
  plantId: number;
  date: string;
  entries: DailyEntryInput[];
  /** The same key for every retry of the same, unchanged batch (see useBatchKey). */
  idempotencyKey: string;
}

/** Saves a whole sheet at once: all rows or none (a bad row answers 422 with errors keyed `entries.<row>.<field>`). */
export const saveDailyEntryBatch = ({ plantId, date, entries, idempotencyKey }: DailyEntryBatch) =>
  api.post<DailyEntryBatchResult>('/filter-owner/daily-entries/batch', { date, entries }, { plantScoped: true, plantId, idempotencyKey });

/** Sheets, lists and every customer of the plant (balances, ledgers) change. */
export const useSaveDailyEntryBatch = (config?: MutationConfig<DailyEntryBatch, Awaited<ReturnType<typeof saveDailyEntryBatch>>>) =>
  useInvalidatingMutation(saveDailyEntryBatch, ({ plantId }) => [dailyEntryKeys.plant(plantId), customerKeys.plant(plantId)], config);

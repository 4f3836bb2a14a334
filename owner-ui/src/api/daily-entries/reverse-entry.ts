import { api } from '../client';
import { customerKeys } from '../customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { dailyEntryKeys } from './keys';

export interface DailyEntryReversal {
  plantId: number;
  id: number;
  reason: string;
}

/** Writes the reversing line (a correction is never an edit); the reason is required. */
export const reverseDailyEntry = ({ plantId, id, reason }: DailyEntryReversal) =>
  api.post<unknown>(`/filter-owner/daily-entries/${id}/reverse`, { reason }, { plantScoped: true, plantId });

export const useReverseDailyEntry = (config?: MutationConfig<DailyEntryReversal, Awaited<ReturnType<typeof reverseDailyEntry>>>) =>
  useInvalidatingMutation(reverseDailyEntry, ({ plantId }) => [dailyEntryKeys.plant(plantId), customerKeys.plant(plantId)], config);

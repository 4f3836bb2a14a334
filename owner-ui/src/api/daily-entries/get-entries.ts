import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyEntryList } from '@paani/contracts';
import { api } from '../client';
import { dailyEntryKeys, type EntryListQuery } from './keys';

export const getDailyEntries = async (plantId: number, query: EntryListQuery): Promise<DailyEntryList> =>
  (await api.get<DailyEntryList>('/filter-owner/daily-entries', { plantScoped: true, plantId, query: { ...query } })).data;

export const dailyEntriesQueryOptions = (plantId: number, query: EntryListQuery) =>
  queryOptions({ queryKey: dailyEntryKeys.list(plantId, query), queryFn: () => getDailyEntries(plantId, query) });

/** One page of saved entries with the totals over every match; the previous page stays while the next loads. */
export const useDailyEntries = (plantId: number | undefined, query: EntryListQuery, enabled = true) =>
  useQuery({
    ...dailyEntriesQueryOptions(plantId ?? 0, query),
    enabled: enabled && plantId !== undefined,
    placeholderData: keepPreviousData,
  });

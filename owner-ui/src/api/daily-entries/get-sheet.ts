import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailySheet } from '@paani/contracts';
import { api } from '../client';
import { dailyEntryKeys, type SheetQuery } from './keys';

export const getDailySheet = async (plantId: number, query: SheetQuery): Promise<DailySheet> =>
  (await api.get<DailySheet>('/filter-owner/daily-entries/sheet', { plantScoped: true, plantId, query: { ...query } })).data;

export const dailySheetQueryOptions = (plantId: number, query: SheetQuery) =>
  queryOptions({ queryKey: dailyEntryKeys.sheet(plantId, query), queryFn: () => getDailySheet(plantId, query), staleTime: 0 });

/** The day's sheet: every customer due (route order) and every customer already entered that day. */
export const useDailySheet = (plantId: number | undefined, query: SheetQuery) =>
  useQuery({ ...dailySheetQueryOptions(plantId ?? 0, query), enabled: plantId !== undefined && query.date !== '' });

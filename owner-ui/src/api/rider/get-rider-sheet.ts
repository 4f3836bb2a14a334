import { useQuery } from '@tanstack/react-query';
import type { DailySheet } from '@paani/contracts';
import { api } from '../client';
import { riderKeys } from './keys';

export const getRiderSheet = async (date: string) => (await api.get<DailySheet>('/rider/sheet', { query: { date } })).data;

/** The day's sheet of the rider's areas. */
export const useRiderSheet = (date: string | undefined) =>
  useQuery({ queryKey: riderKeys.sheet(date ?? ''), queryFn: () => getRiderSheet(date!), enabled: Boolean(date) });

import { useQuery } from '@tanstack/react-query';
import type { RiderDay, RiderDayCloseInput, RiderDayCloseResult } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { newIdempotencyKey } from '../idempotency-key';
import { riderKeys } from './keys';

export const getRiderDay = async (date: string) => (await api.get<RiderDay>('/rider/day-close', { query: { date } })).data;

/** The rider's day: what they should hand over, and their close when there is one. */
export const useRiderDay = (date: string | undefined) =>
  useQuery({ queryKey: riderKeys.day(date ?? ''), queryFn: () => getRiderDay(date!), enabled: Boolean(date) });

export const closeRiderDay = async (input: RiderDayCloseInput & { date: string }) =>
  (await api.post<RiderDayCloseResult>('/rider/day-close', input, { idempotencyKey: newIdempotencyKey() })).data;

export const useCloseRiderDay = (config?: MutationConfig<RiderDayCloseInput & { date: string }, RiderDayCloseResult>) =>
  useInvalidatingMutation(closeRiderDay, ({ date }) => [riderKeys.day(date)], config);

import { useQuery } from '@tanstack/react-query';
import type { PlantHoliday, PlantHolidayInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedSchedules, scheduleKeys } from './keys';

export const getHolidays = async (plantId: number, query: { from?: string; to?: string }): Promise<PlantHoliday[]> =>
  (await api.get<PlantHoliday[]>('/filter-owner/holidays', { plantScoped: true, plantId, query: { ...query } })).data;

/** The plant's holidays between two days (either open). */
export const useHolidays = (plantId: number, query: { from?: string; to?: string }) =>
  useQuery({ queryKey: scheduleKeys.holidayList(plantId, query), queryFn: () => getHolidays(plantId, query) });

export interface HolidayAdd {
  plantId: number;
  holiday: PlantHolidayInput;
}

export const addHoliday = ({ plantId, holiday }: HolidayAdd) =>
  api.post<PlantHoliday>('/filter-owner/holidays', holiday, { plantScoped: true, plantId });

export const useAddHoliday = (config?: MutationConfig<HolidayAdd, Awaited<ReturnType<typeof addHoliday>>>) =>
  useInvalidatingMutation(addHoliday, ({ plantId }) => changedSchedules(plantId), config);

export interface HolidayRemoval {
  plantId: number;
  id: number;
}

export const removeHoliday = ({ plantId, id }: HolidayRemoval) =>
  api.delete<unknown>(`/filter-owner/holidays/${id}`, { plantScoped: true, plantId });

export const useRemoveHoliday = (config?: MutationConfig<HolidayRemoval, Awaited<ReturnType<typeof removeHoliday>>>) =>
  useInvalidatingMutation(removeHoliday, ({ plantId }) => changedSchedules(plantId), config);

import type { CustomerSchedule, CustomerScheduleInput } from '@paani/contracts';
import { api } from '../client';
import { customerKeys } from '../customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedSchedules } from './keys';

export interface ScheduleSave {
  plantId: number;
  customerId: number;
  schedule: CustomerScheduleInput;
}

export const saveSchedule = ({ plantId, customerId, schedule }: ScheduleSave) =>
  api.put<CustomerSchedule>(`/filter-owner/customers/${customerId}/schedule`, schedule, { plantScoped: true, plantId });

export const useSaveSchedule = (config?: MutationConfig<ScheduleSave, Awaited<ReturnType<typeof saveSchedule>>>) =>
  useInvalidatingMutation(
    saveSchedule,
    ({ plantId, customerId }) => [...changedSchedules(plantId), customerKeys.detail(plantId, customerId)],
    config,
  );

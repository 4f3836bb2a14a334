import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

export interface CustomerPauseRemoval {
  plantId: number;
  id: number;
  pauseId: number;
}

export const removeCustomerPause = ({ plantId, id, pauseId }: CustomerPauseRemoval) =>
  api.delete<unknown>(`/filter-owner/customers/${id}/pauses/${pauseId}`, { plantScoped: true, plantId });

export const useRemoveCustomerPause = (config?: MutationConfig<CustomerPauseRemoval, Awaited<ReturnType<typeof removeCustomerPause>>>) =>
  useInvalidatingMutation(removeCustomerPause, ({ plantId, id }) => changedCustomer(plantId, id), config);

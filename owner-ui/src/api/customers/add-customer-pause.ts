import type { CustomerPause, CustomerPauseInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

export interface CustomerPauseAdd {
  plantId: number;
  id: number;
  pause: CustomerPauseInput;
}

export const addCustomerPause = ({ plantId, id, pause }: CustomerPauseAdd) =>
  api.post<CustomerPause>(`/filter-owner/customers/${id}/pauses`, pause, { plantScoped: true, plantId });

export const useAddCustomerPause = (config?: MutationConfig<CustomerPauseAdd, Awaited<ReturnType<typeof addCustomerPause>>>) =>
  useInvalidatingMutation(addCustomerPause, ({ plantId, id }) => changedCustomer(plantId, id), config);

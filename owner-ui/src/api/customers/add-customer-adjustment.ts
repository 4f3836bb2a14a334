import type { CustomerAdjustmentInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

export interface CustomerAdjustment {
  plantId: number;
  id: number;
  adjustment: CustomerAdjustmentInput;
}

export const addCustomerAdjustment = ({ plantId, id, adjustment }: CustomerAdjustment) =>
  api.post<unknown>(`/filter-owner/customers/${id}/adjustments`, adjustment, { plantScoped: true, plantId });

export const useAddCustomerAdjustment = (config?: MutationConfig<CustomerAdjustment, Awaited<ReturnType<typeof addCustomerAdjustment>>>) =>
  useInvalidatingMutation(addCustomerAdjustment, ({ plantId, id }) => changedCustomer(plantId, id), config);

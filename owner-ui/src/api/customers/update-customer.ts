import type { Customer, CustomerInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

/** PUT takes the create fields, all optional, without the opening ones and the schedule (PUT …/schedule). */
export type CustomerUpdateInput = Partial<Omit<CustomerInput, 'opening_balance' | 'opening_cans' | 'opening_date' | 'schedule'>>;

export interface CustomerUpdate {
  plantId: number;
  id: number;
  customer: CustomerUpdateInput;
}

export const updateCustomer = ({ plantId, id, customer }: CustomerUpdate) =>
  api.put<Customer>(`/filter-owner/customers/${id}`, customer, { plantScoped: true, plantId });

export const useUpdateCustomer = (config?: MutationConfig<CustomerUpdate, Awaited<ReturnType<typeof updateCustomer>>>) =>
  useInvalidatingMutation(updateCustomer, ({ plantId, id }) => changedCustomer(plantId, id), config);

import type { Customer } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer, customerKeys } from './keys';

export interface CustomerRef {
  plantId: number;
  id: number;
}

export const toggleCustomerStatus = ({ plantId, id }: CustomerRef) =>
  api.put<Customer>(`/filter-owner/customers/${id}/toggle-status`, {}, { plantScoped: true, plantId });

export const useToggleCustomerStatus = (config?: MutationConfig<CustomerRef, Awaited<ReturnType<typeof toggleCustomerStatus>>>) =>
  useInvalidatingMutation(toggleCustomerStatus, ({ plantId, id }) => changedCustomer(plantId, id), config);

export interface CustomersDeactivation {
  plantId: number;
  ids: number[];
}

/** Bulk deactivation: toggles each given (active) customer in turn; the list reloads once at the end. */
export async function deactivateCustomers({ plantId, ids }: CustomersDeactivation): Promise<number> {
  for (const id of ids) await toggleCustomerStatus({ plantId, id });
  return ids.length;
}

export const useDeactivateCustomers = (config?: MutationConfig<CustomersDeactivation, number>) =>
  useInvalidatingMutation(deactivateCustomers, ({ plantId }) => [customerKeys.plant(plantId)], config);

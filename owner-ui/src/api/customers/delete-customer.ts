import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';
import type { CustomerRef } from './toggle-customer-status';

/** What DELETE answers (not in the contract yet): whether the customer was removed or, having ledger movement, deactivated. */
export interface CustomerDeletion {
  id: number;
  deleted: boolean;
  deactivated: boolean;
}

/** Deactivates a customer with ledger movement, deletes one without (the server decides and says which). */
export const deleteCustomer = ({ plantId, id }: CustomerRef) =>
  api.delete<CustomerDeletion>(`/filter-owner/customers/${id}`, { plantScoped: true, plantId });

export const useDeleteCustomer = (config?: MutationConfig<CustomerRef, Awaited<ReturnType<typeof deleteCustomer>>>) =>
  useInvalidatingMutation(deleteCustomer, ({ plantId, id }) => changedCustomer(plantId, id), config);

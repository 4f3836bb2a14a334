import type { CustomerDepositInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

export interface CustomerDeposit {
  plantId: number;
  id: number;
  deposit: CustomerDepositInput;
}

export const addCustomerDeposit = ({ plantId, id, deposit }: CustomerDeposit) =>
  api.post<unknown>(`/filter-owner/customers/${id}/deposits`, deposit, { plantScoped: true, plantId });

export const useAddCustomerDeposit = (config?: MutationConfig<CustomerDeposit, Awaited<ReturnType<typeof addCustomerDeposit>>>) =>
  useInvalidatingMutation(addCustomerDeposit, ({ plantId, id }) => changedCustomer(plantId, id), config);

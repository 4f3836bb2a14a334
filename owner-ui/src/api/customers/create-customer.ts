import type { Customer, CustomerInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { customerKeys } from './keys';

export interface CustomerCreate {
  plantId: number;
  customer: CustomerInput;
}

export const createCustomer = ({ plantId, customer }: CustomerCreate) =>
  api.post<Customer>('/filter-owner/customers', customer, { plantScoped: true, plantId });

export const useCreateCustomer = (config?: MutationConfig<CustomerCreate, Awaited<ReturnType<typeof createCustomer>>>) =>
  useInvalidatingMutation(createCustomer, ({ plantId }) => [customerKeys.lists(plantId)], config);

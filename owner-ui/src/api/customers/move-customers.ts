import type { CustomerMoveInput } from '@paani/contracts';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { customerKeys } from './keys';

export interface CustomersMove {
  plantId: number;
  move: CustomerMoveInput;
}

export const moveCustomers = ({ plantId, move }: CustomersMove) =>
  api.post<unknown>('/filter-owner/customers/move', move, { plantScoped: true, plantId });

/** Every list and every moved customer's detail of the plant changes. */
export const useMoveCustomers = (config?: MutationConfig<CustomersMove, Awaited<ReturnType<typeof moveCustomers>>>) =>
  useInvalidatingMutation(moveCustomers, ({ plantId }) => [customerKeys.lists(plantId), customerKeys.details(plantId)], config);

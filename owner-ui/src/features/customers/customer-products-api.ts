import type { ContainersLostInput, Customer, CustomerRentalInput } from '@paani/contracts';
import { api } from '../../api/client';
import { changedCustomer } from '../../api/customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../../api/mutation-config';
import { stockKeys } from '../stock/api';

export interface RentalStart {
  plantId: number;
  id: number;
  rental: CustomerRentalInput;
}

export interface RentalEnd {
  plantId: number;
  id: number;
  productId: number;
  /** The last day rented; the plant's today when absent. */
  until?: string;
}

export interface ContainersLost {
  plantId: number;
  id: number;
  lost: ContainersLostInput;
}

/** POST /filter-owner/customers/{id}/rentals: 201 with the customer; 422 when the product is already rented. */
export const startRental = ({ plantId, id, rental }: RentalStart) =>
  api.post<Customer>(`/filter-owner/customers/${id}/rentals`, rental, { plantScoped: true, plantId });

/** POST /filter-owner/customers/{id}/rentals/{productId}/end: the running rental ends on `until`. */
export const endRental = ({ plantId, id, productId, until }: RentalEnd) =>
  api.post<Customer>(`/filter-owner/customers/${id}/rentals/${productId}/end`, until ? { until } : {}, { plantScoped: true, plantId });

/** POST /filter-owner/customers/{id}/containers/lost: a ledger line charging them; the plant's stock counts them lost. */
export const recordContainersLost = ({ plantId, id, lost }: ContainersLost) =>
  api.post<Customer>(`/filter-owner/customers/${id}/containers/lost`, lost, { plantScoped: true, plantId });

type CustomerResult = Awaited<ReturnType<typeof startRental>>;

export const useStartRental = (config?: MutationConfig<RentalStart, CustomerResult>) =>
  useInvalidatingMutation(startRental, ({ plantId, id }) => changedCustomer(plantId, id), config);

export const useEndRental = (config?: MutationConfig<RentalEnd, CustomerResult>) =>
  useInvalidatingMutation(endRental, ({ plantId, id }) => changedCustomer(plantId, id), config);

export const useRecordContainersLost = (config?: MutationConfig<ContainersLost, CustomerResult>) =>
  useInvalidatingMutation(recordContainersLost, ({ plantId, id }) => [...changedCustomer(plantId, id), stockKeys.plant(plantId)], config);

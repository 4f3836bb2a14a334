import type { Payment, PaymentInput } from '@paani/contracts';
import { api } from '../client';
import { dailyEntryKeys } from '../daily-entries/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { changedCustomer } from './keys';

export interface CustomerPayment {
  plantId: number;
  id: number;
  payment: PaymentInput;
}

/** A payment outside a delivery: a credit line on the customer's ledger (an overpayment leaves an advance). */
export const recordPayment = ({ plantId, id, payment }: CustomerPayment) =>
  api.post<Payment>(`/filter-owner/customers/${id}/payments`, payment, { plantScoped: true, plantId });

export const useRecordPayment = (config?: MutationConfig<CustomerPayment, Awaited<ReturnType<typeof recordPayment>>>) =>
  useInvalidatingMutation(recordPayment, ({ plantId, id }) => [...changedCustomer(plantId, id), dailyEntryKeys.sheets(plantId)], config);

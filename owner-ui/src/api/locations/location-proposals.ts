import { useQuery } from '@tanstack/react-query';
import type { Coordinates, Customer, LocationProposal } from '@paani/contracts';
import { api } from '../client';
import { changedCustomer } from '../customers/keys';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { scheduleKeys } from '../schedules/keys';

/** Per plant: the places riders saved at customers' doors, waiting for the owner. */
export const locationProposalKeys = {
  plant: (plantId: number) => ['location-proposals', plantId] as const,
};

const getProposals = async (plantId: number): Promise<LocationProposal[]> =>
  (await api.get<LocationProposal[]>('/filter-owner/location-proposals', { plantScoped: true, plantId })).data;

export const useLocationProposals = (plantId: number) =>
  useQuery({ queryKey: locationProposalKeys.plant(plantId), queryFn: () => getProposals(plantId) });

export interface ProposalVerdict {
  plantId: number;
  customerId: number;
  /** The place the owner was shown: a newer one saved since answers 409. */
  seen: Coordinates;
  verdict: 'confirm' | 'dismiss';
}

const decide = ({ plantId, customerId, seen, verdict }: ProposalVerdict) =>
  api.post<Customer>(`/filter-owner/location-proposals/${customerId}/${verdict}`, seen, { plantScoped: true, plantId });

/** Confirm (the customer's place becomes it) or dismiss a waiting place; the list, the customer and the routes load again. */
export const useDecideProposal = (config?: MutationConfig<ProposalVerdict, Awaited<ReturnType<typeof decide>>>) =>
  useInvalidatingMutation(
    decide,
    ({ plantId, customerId }) => [
      locationProposalKeys.plant(plantId),
      ...changedCustomer(plantId, customerId),
      scheduleKeys.plant(plantId),
    ],
    config,
  );

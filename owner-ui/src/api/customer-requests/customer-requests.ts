import type { CustomerRequestDecision, CustomerRequestList, OwnerCustomerRequest } from '@paani/contracts';
import { ERROR_CODES } from '@paani/contracts';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, api } from '../client';
import { changedCustomer } from '../customers/keys';
import { dailyEntryKeys } from '../daily-entries/keys';
import { notificationKeys } from '../notifications/feed';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { scheduleKeys } from '../schedules/keys';
import { customerRequestKeys, type CustomerRequestsQuery } from './keys';

export { customerRequestKeys, type CustomerRequestsQuery } from './keys';

const PATH = '/filter-owner/customer-requests';

/** A page of the owner's requests, newest first (with how many wait in all). */
export async function getCustomerRequests({ plantId, ...query }: CustomerRequestsQuery): Promise<CustomerRequestList> {
  return (await api.get<CustomerRequestList>(PATH, { query: { ...query }, plantScoped: plantId !== undefined, plantId })).data;
}

/** The requests the filters name; `enabled: false` asks nothing. */
export const useCustomerRequests = (query: CustomerRequestsQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: customerRequestKeys.list(query), queryFn: () => getCustomerRequests(query), enabled });

export type CustomerRequestAnswer = 'accept' | 'decline';

/** What an answer sends: the request (its plant and customer say what else changes) and the reply, if any. */
export interface AnswerCustomerRequest extends CustomerRequestDecision {
  request: Pick<OwnerCustomerRequest, 'id' | 'kind' | 'plant_id' | 'customer_id'>;
}

/** POST …/customer-requests/{id}/accept or …/decline, with the reply when one was written. */
export const answerCustomerRequest = async (answer: CustomerRequestAnswer, { request, reply }: AnswerCustomerRequest) =>
  (await api.post<OwnerCustomerRequest>(`${PATH}/${request.id}/${answer}`, reply ? { reply } : {})).data;

/**
 * What an answer makes stale: every list of requests and the feed (the envelope's count); an accepted
 * extra delivery is on that day's sheet and due list, an accepted pause takes the customer off them.
 */
export function answeredKeys(answer: CustomerRequestAnswer, { request }: AnswerCustomerRequest): QueryKey[] {
  const keys: QueryKey[] = [customerRequestKeys.lists, notificationKeys.feed];
  if (answer === 'accept' && (request.kind === 'extra_delivery' || request.kind === 'pause')) {
    keys.push(
      dailyEntryKeys.sheets(request.plant_id),
      scheduleKeys.days(request.plant_id),
      scheduleKeys.weeks(request.plant_id),
      ...changedCustomer(request.plant_id, request.customer_id),
    );
  }
  return keys;
}

/** The request was answered meanwhile (another device, another tab): its list is not what the server has. */
export const isAlreadyDecided = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.code === ERROR_CODES.customerRequestDecided);

function useAnswer(answer: CustomerRequestAnswer, config: MutationConfig<AnswerCustomerRequest, OwnerCustomerRequest>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    (variables: AnswerCustomerRequest) => answerCustomerRequest(answer, variables),
    (variables) => answeredKeys(answer, variables),
    {
      ...config,
      onError: async (...args) => {
        // Already decided: the lists and the count load again, so what shows is the server's.
        if (isAlreadyDecided(args[0])) {
          void queryClient.invalidateQueries({ queryKey: customerRequestKeys.lists });
          void queryClient.invalidateQueries({ queryKey: notificationKeys.feed });
        }
        await config.onError?.(...args);
      },
    },
  );
}

/** Accepts a request (an extra delivery goes on its day's sheet, a pause pauses the customer; the rest are noted). */
export const useAcceptCustomerRequest = (config: MutationConfig<AnswerCustomerRequest, OwnerCustomerRequest> = {}) =>
  useAnswer('accept', config);

/** Declines a request: nothing changes but its status, and the customer sees the reply. */
export const useDeclineCustomerRequest = (config: MutationConfig<AnswerCustomerRequest, OwnerCustomerRequest> = {}) =>
  useAnswer('decline', config);

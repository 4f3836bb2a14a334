import type { CustomerPageLink, CustomerPageLinkInput } from '@paani/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { MutationConfig } from '../mutation-config';
import { customerRequestKeys } from './keys';

export interface PageLinkOf {
  plantId: number;
  customerId: number;
}

const path = (customerId: number) => `/filter-owner/customers/${customerId}/page-link`;

/** GET …/customers/{id}/page-link: none, active (its address, PIN and wa.me link) or revoked. */
export const getCustomerPageLink = async ({ plantId, customerId }: PageLinkOf) =>
  (await api.get<CustomerPageLink>(path(customerId), { plantScoped: true, plantId })).data;

export const useCustomerPageLink = (plantId: number, customerId: number) =>
  useQuery({
    queryKey: customerRequestKeys.pageLink(plantId, customerId),
    queryFn: () => getCustomerPageLink({ plantId, customerId }),
    enabled: plantId > 0 && customerId > 0,
  });

export interface IssuePageLink extends PageLinkOf {
  link: CustomerPageLinkInput;
}

/** POST …/page-link: a new address (the old one stops at once), the PIN on or off when `pin` is given. */
export const issueCustomerPageLink = async ({ plantId, customerId, link }: IssuePageLink) =>
  (await api.post<CustomerPageLink>(path(customerId), link, { plantScoped: true, plantId })).data;

export interface PinOf extends PageLinkOf {
  pin: boolean;
}

/** PUT …/page-link/pin: a new random PIN, or none; the address stays the same. */
export const setCustomerPagePin = async ({ plantId, customerId, pin }: PinOf) =>
  (await api.put<CustomerPageLink>(`${path(customerId)}/pin`, { pin }, { plantScoped: true, plantId })).data;

/** DELETE …/page-link: the page stops opening; the answer says revoked. */
export const revokeCustomerPageLink = async ({ plantId, customerId }: PageLinkOf) =>
  (await api.delete<CustomerPageLink>(path(customerId), { plantScoped: true, plantId })).data;

/** Each answers the link as it is now: the cache holds it at once (nothing else changes). */
function useLinkMutation<Variables extends PageLinkOf>(
  mutationFn: (variables: Variables) => Promise<CustomerPageLink>,
  config: MutationConfig<Variables, CustomerPageLink>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      const [link, { plantId, customerId }] = args;
      queryClient.setQueryData(customerRequestKeys.pageLink(plantId, customerId), link);
      await config.onSuccess?.(...args);
    },
    onError: async (...args) => {
      const [, { plantId, customerId }] = args;
      void queryClient.invalidateQueries({ queryKey: customerRequestKeys.pageLink(plantId, customerId) });
      await config.onError?.(...args);
    },
  });
}

export const useIssueCustomerPageLink = (config: MutationConfig<IssuePageLink, CustomerPageLink> = {}) =>
  useLinkMutation(issueCustomerPageLink, config);

export const useSetCustomerPagePin = (config: MutationConfig<PinOf, CustomerPageLink> = {}) => useLinkMutation(setCustomerPagePin, config);

export const useRevokeCustomerPageLink = (config: MutationConfig<PageLinkOf, CustomerPageLink> = {}) =>
  useLinkMutation(revokeCustomerPageLink, config);

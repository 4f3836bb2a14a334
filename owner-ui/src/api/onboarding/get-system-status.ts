import { useQuery } from '@tanstack/react-query';
import type { OnboardingSystemStatus } from '@paani/contracts';
import { api } from '../client';
import { onboardingKeys } from './keys';

/** The onboarding flag may arrive as a boolean, 1 or '1'. */
export function isEnabled(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

export const getOnboardingEnabled = async () =>
  isEnabled((await api.get<OnboardingSystemStatus>('/filter-owner/onboarding/system-status')).data?.onboarding_enabled);

/** `whenUnknown`: what a failed check counts as; the dashboard treats it as disabled, sign-in as enabled (docs/product.md, "The owner app"). */
export const useOnboardingEnabled = ({ whenUnknown }: { whenUnknown: boolean }) =>
  useQuery({
    queryKey: [...onboardingKeys.systemStatus(), whenUnknown],
    queryFn: () => getOnboardingEnabled().catch(() => whenUnknown),
  });

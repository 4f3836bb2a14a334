import type { OnboardingStatus } from '@paani/contracts';
import { api } from '../client';

export const getOnboardingStatus = async () => (await api.get<OnboardingStatus>('/filter-owner/onboarding/status')).data;

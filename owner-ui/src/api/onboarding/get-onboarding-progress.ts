import type { OnboardingProgress } from '@paani/contracts';
import { api } from '../client';

export const getOnboardingProgress = async () => (await api.get<OnboardingProgress>('/filter-owner/onboarding/progress')).data;

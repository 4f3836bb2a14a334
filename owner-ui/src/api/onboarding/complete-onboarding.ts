import { api } from '../client';

export const completeOnboarding = () => api.post<unknown>('/filter-owner/onboarding/complete');

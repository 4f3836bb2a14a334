import { api } from '../client';

export const resetOnboarding = () => api.post<unknown>('/filter-owner/onboarding/reset');

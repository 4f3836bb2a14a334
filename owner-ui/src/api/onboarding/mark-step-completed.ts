import { api } from '../client';

export const markStepCompleted = (step: string) => api.post<unknown>('/filter-owner/onboarding/mark-step-completed', { step });

import { api } from '../client';

export interface ProgressSave {
  step: string;
  data: unknown;
}

export const saveProgress = ({ step, data }: ProgressSave) => api.post<unknown>('/filter-owner/onboarding/save-progress', { step, data });

import { useQuery } from '@tanstack/react-query';
import type { PlatformAnalytics } from '@paani/contracts';
import { apiQuery } from '../data/apiQuery';

/** GET /api/super-admin/analytics for the last `days` days. */
export const usePlatformAnalytics = (days: number, inactiveDays = 14) =>
  useQuery(apiQuery<PlatformAnalytics>(`/super-admin/analytics?days=${days}&inactive_days=${inactiveDays}`));

export const PERIODS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '12 months' },
];

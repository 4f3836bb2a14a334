import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './apiQuery';

/** A queued job as GET /api/super-admin/jobs/{id} shows it. */
export interface JobView<Result = unknown> {
  id: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  /** 0 to 100. */
  progress: number;
  attempts_made?: number;
  result?: Result | null;
  failed_reason?: string | null;
}

const FINISHED = new Set(['completed', 'failed']);

/**
 * Follows a queued job (every `pollMs`) until it completes or fails; idle while `jobId` is null. A
 * failed read stops the polling, and shows as the query's error.
 */
export function useJob<Result = unknown>(jobId: string | null, pollMs = 500) {
  const job = useQuery({
    ...apiQuery<JobView<Result>>(`/super-admin/jobs/${encodeURIComponent(jobId ?? '')}`),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.status === 'error' || FINISHED.has(query.state.data?.state ?? '') ? false : pollMs),
  });
  const state = job.data?.state;
  return { job, state, finished: state !== undefined && FINISHED.has(state) };
}

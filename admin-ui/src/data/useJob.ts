import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './apiQuery';

/** A queued job as GET /api/super-admin/jobs/{id} shows it. */
export interface JobView<Result = unknown> {
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  result?: Result | null;
  failed_reason?: string | null;
}

const FINISHED = new Set(['completed', 'failed']);

/** Follows a queued job (every 500 ms) until it completes or fails; idle while `jobId` is null. */
export function useJob<Result = unknown>(jobId: string | null) {
  const job = useQuery({
    ...apiQuery<JobView<Result>>(`/super-admin/jobs/${encodeURIComponent(jobId ?? '')}`),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.status === 'error' || FINISHED.has(query.state.data?.state ?? '') ? false : 500),
  });
  const state = job.data?.state;
  return { job, state, finished: state !== undefined && FINISHED.has(state) };
}

import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';
import { JobView, useJob } from '../data/useJob';

const FINISHED = new Set(['completed', 'failed']);
const POLL_MS = 1000;

const stateOf = (job: JobView | null) => job?.state ?? 'waiting';

const startFailure = (failure: unknown) => (failure instanceof ApiError ? failure.message : 'Failed to start the exchange-rate update.');

interface RateResult {
  source?: string;
  updated?: { code: string; exchange_rate: number }[];
  missing?: string[];
}

function ResultView({ result }: { result: unknown }) {
  if (result === null || result === undefined) return null;
  if (typeof result !== 'object') return <Typography>{String(result)}</Typography>;
  const { source, updated = [], missing = [] } = result as RateResult;
  return (
    <Box data-testid="job-result">
      {source && (
        <Typography variant="body2" color="text.secondary">
          Source: {source}
        </Typography>
      )}
      <Typography variant="body2">
        {updated.length} {updated.length === 1 ? 'rate' : 'rates'} updated
        {updated.length > 0 && `: ${updated.map((rate) => `${rate.code} ${rate.exchange_rate}`).join(', ')}`}
      </Typography>
      {missing.length > 0 && (
        <Typography variant="body2" color="warning.main">
          Not in the source: {missing.join(', ')}
        </Typography>
      )}
    </Box>
  );
}

/** Triggers the update-all job of the exchange rates and follows it until it completes or fails. */
export function ExchangeRatePanel({ onFinished }: { onFinished?: () => void }) {
  const notify = useNotify();
  const start = useMutation({
    mutationFn: () => callApi<{ job_id: string }>('POST', '/super-admin/system-settings/exchange-rates/update-all'),
    onSuccess: ({ message }) => notify(message || 'Exchange-rate update queued', { type: 'info' }),
    onError: (failure) => notify(startFailure(failure), { type: 'error' }),
  });
  const jobId = start.data?.data.job_id ?? null;
  // Polled every second until the job ends; a failed read stops the polling and shows the failure.
  const { job: jobQuery } = useJob(jobId, POLL_MS);
  const job = jobQuery.data ?? null;
  const error = start.error ? startFailure(start.error) : jobQuery.error ? jobQuery.error.message || 'Failed to read the job.' : null;

  const finished = jobId !== null && FINISHED.has(stateOf(job));
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;
  useEffect(() => {
    if (finished) finishedRef.current?.();
  }, [finished, jobId]);

  const state = stateOf(job);
  const running = jobId !== null && !FINISHED.has(state) && !error;
  const percent = job && job.progress > 0 ? Math.min(100, job.progress) : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h3">
              Exchange Rates
            </Typography>
            <Typography color="text.secondary">
              Fetch the latest rates for every currency from the rate source, as a background job.
            </Typography>
          </Box>
          <Button variant="contained" startIcon={<SyncIcon />} onClick={() => start.mutate()} disabled={start.isPending || running}>
            {running ? 'Updating...' : 'Update All Rates'}
          </Button>
        </Box>
        {jobId !== null && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            <Typography variant="body2">
              Job {String(jobId)}:{' '}
              <Chip
                size="small"
                label={state}
                color={state === 'completed' ? 'success' : state === 'failed' ? 'error' : 'default'}
                data-testid="job-state"
              />
            </Typography>
            {running && (
              <LinearProgress variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} sx={{ mt: 1 }} />
            )}
            {state === 'completed' && (
              <Box sx={{ mt: 1 }}>
                <Alert severity="success" sx={{ mb: 1 }}>
                  Exchange rates updated.
                </Alert>
                <ResultView result={job?.result} />
              </Box>
            )}
            {state === 'delayed' && job?.failed_reason && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Retrying after: {job.failed_reason}
              </Alert>
            )}
            {state === 'failed' && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {job?.failed_reason || 'The exchange-rate update failed.'}
              </Alert>
            )}
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

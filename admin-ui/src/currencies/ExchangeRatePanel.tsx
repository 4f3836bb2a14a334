import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useNotify } from 'react-admin';
import { ApiError, callApi } from '../data/api';

/** GET /api/super-admin/jobs/{id}: the BullMQ job's state, progress and result (CONTRACT.md). */
export interface JobView {
  id: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  progress: number;
  attempts_made?: number;
  result: unknown;
  failed_reason: string | null;
}

const FINISHED = new Set(['completed', 'failed']);
const POLL_MS = 1000;

const stateOf = (job: JobView | null) => job?.state ?? 'waiting';

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
  const [jobId, setJobId] = useState<string | null>(null);
  const [job, setJob] = useState<JobView | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const finishedRef = useRef(onFinished);
  finishedRef.current = onFinished;

  useEffect(() => {
    if (jobId === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { data } = await callApi<JobView>('GET', `/super-admin/jobs/${jobId}`);
        if (cancelled) return;
        setJob(data);
        if (FINISHED.has(stateOf(data))) {
          finishedRef.current?.();
          return;
        }
      } catch (failure) {
        if (cancelled) return;
        setError(failure instanceof Error ? failure.message : 'Failed to read the job.');
        return;
      }
      timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [jobId]);

  const start = async () => {
    setStarting(true);
    setError(null);
    setJob(null);
    try {
      const { data, message } = await callApi<{ job_id: string }>('POST', '/super-admin/system-settings/exchange-rates/update-all');
      setJobId(data.job_id);
      notify(message || 'Exchange-rate update queued', { type: 'info' });
    } catch (failure) {
      const text = failure instanceof ApiError ? failure.message : 'Failed to start the exchange-rate update.';
      setError(text);
      notify(text, { type: 'error' });
    } finally {
      setStarting(false);
    }
  };

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
          <Button variant="contained" startIcon={<SyncIcon />} onClick={start} disabled={starting || running}>
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

import { FormEvent, useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceRunQueued, InvoiceRunResult } from '@paani/contracts';
import { usePermissions, useRefresh } from 'react-admin';
import { ApiError, callApi } from '../data/api';
import { apiKey } from '../data/apiQuery';
import { useJob } from '../data/useJob';
import { currentBillingMonth, monthLabel } from './billing.model';
import { SUMMARY_PATH } from './InvoiceActions';

/** 'Run month': queues POST /api/super-admin/invoices/run and follows the job until it is done. */
export function RunMonthButton() {
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(currentBillingMonth());
  const [jobId, setJobId] = useState<string | null>(null);
  const refresh = useRefresh();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: (value: string) => callApi<InvoiceRunQueued>('POST', '/super-admin/invoices/run', { month: value }),
    onSuccess: ({ data }) => setJobId(data.job_id),
  });
  const { job, state, finished } = useJob<InvoiceRunResult>(jobId);
  // Once the run is done, the list and the Billing figures are read again.
  useEffect(() => {
    if (state !== 'completed') return;
    void client.invalidateQueries({ queryKey: apiKey(SUMMARY_PATH) });
    refresh();
  }, [state, jobId, client, refresh]);
  if (permissions === 'auditor') return null;
  const apiError = run.error instanceof ApiError ? run.error : null;
  const close = () => {
    setOpen(false);
    setJobId(null);
    run.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setJobId(null);
    run.mutate(month);
  };
  const result = job.data?.result;
  return (
    <>
      <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setOpen(true)}>
        Run Month
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle>Run Month</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Issues one invoice per owner for the month (the current month bills the days so far). An owner already invoiced for the
                month gets nothing new.
              </Typography>
              {apiError && <Alert severity="error">{apiError.errors?.month?.[0] ?? apiError.message}</Alert>}
              <TextField
                label="Month"
                type="month"
                required
                value={month}
                onChange={(event) => setMonth(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {jobId && !finished && <LinearProgress aria-label="Invoice run in progress" />}
              {state === 'failed' && <Alert severity="error">The run failed: {job.data?.failed_reason ?? 'unknown error'}</Alert>}
              {state === 'completed' && result && (
                <Alert severity="success">
                  {monthLabel(result.month)}: {result.issued} issued, {result.already_issued} already invoiced.
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
            <Button type="submit" variant="contained" disabled={run.isPending || (jobId !== null && !finished)}>
              {run.isPending || (jobId !== null && !finished) ? 'Running...' : 'Run'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

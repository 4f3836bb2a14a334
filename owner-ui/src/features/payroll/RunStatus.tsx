import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import type { PayrollRun } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { isRunGoing } from '../../api/payroll/runs';
import { formatDateTime } from '../../lib/format';

const WHEN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/**
 * A pay run's state: its progress bar while the job works, then what it recorded (for the run
 * started on this visit), or when the month was last run.
 */
export function RunStatus({ run, startedHere }: { run: PayrollRun; startedHere: boolean }) {
  const { t } = useTranslation('payroll');
  if (isRunGoing(run))
    return (
      <Box data-testid="payroll-run-progress">
        <LinearProgress variant="determinate" value={run.progress} aria-label={t('run.progressLabel')} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {run.status === 'queued' ? t('run.queued') : t('run.progress', { done: run.done, total: run.total })}
        </Typography>
      </Box>
    );
  if (run.status === 'failed') return <Alert severity="error">{t('run.failed', { error: run.error ?? '' })}</Alert>;
  if (!startedHere)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('run.lastRun', { date: formatDateTime(new Date(run.finished_at ?? run.created_at), WHEN) })}
      </Typography>
    );
  return (
    <Box data-testid="payroll-run-result">
      {/* The bar stays, full, so the owner sees the run reach its end. */}
      <LinearProgress variant="determinate" value={100} aria-label={t('run.progressLabel')} />
      <Alert severity={run.lines_recorded === 0 ? 'info' : 'success'} role="status" sx={{ mt: 1 }}>
        {run.lines_recorded === 0
          ? t('run.nothingNew')
          : t('run.result', {
              slips: t('run.slips', { count: run.total }),
              lines: t('run.lines', { count: run.lines_recorded }),
            })}
      </Alert>
    </Box>
  );
}

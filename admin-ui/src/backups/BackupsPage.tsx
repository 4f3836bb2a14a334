import { useEffect, useState } from 'react';
import type { BackupQueued, BackupRun, BackupsOverview } from '@paani/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, usePermissions } from 'react-admin';
import { callApi } from '../data/api';
import { apiKey, apiQuery } from '../data/apiQuery';
import { useJob } from '../data/useJob';
import { formatDateTime } from '../format';
import { BACKUPS_PATH, backupAlerts, formatBytes, formatDuration } from './backups.model';

/** Backups (/super-admin/backups): the nightly schedule, "Back up now", and the latest runs. */
export default function BackupsPage() {
  const { data, error, isPending } = useQuery(apiQuery<BackupsOverview>(BACKUPS_PATH));
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Backups" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <div>
          <Typography variant="h4" component="h1">
            Backups
          </Typography>
          <Typography color="text.secondary">
            Archives of the whole database that <code>npm run restore</code> brings back
          </Typography>
        </div>
        {data && <BackUpNow enabled={data.schedule.enabled} />}
      </Box>
      {isPending && <LinearProgress sx={{ mb: 2 }} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <>
          {backupAlerts(data, Date.now()).map((alert) => (
            <Alert key={alert.text} severity={alert.severity} sx={{ mb: 2 }}>
              {alert.text}
            </Alert>
          ))}
          <Schedule overview={data} />
          <Runs runs={data.runs} />
        </>
      )}
    </Box>
  );
}

function Schedule({ overview }: { overview: BackupsOverview }) {
  const { schedule } = overview;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Nightly backup
        </Typography>
        {schedule.enabled ? (
          <Typography data-testid="backup-schedule">
            Every night at {schedule.at} ({schedule.time_zone}) into <code>{schedule.directory}</code>, keeping {schedule.keep_days} days of
            archives. Next: {formatDateTime(schedule.next_run_at)}.
          </Typography>
        ) : (
          <Typography data-testid="backup-schedule">
            Off. Set <code>BACKUP_DIR</code> (and optionally <code>BACKUP_AT</code>, <code>BACKUP_KEEP_DAYS</code>) on the server and
            restart it; until then <code>npm run backup</code> takes one by hand.
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Last good archive: {overview.last_success_at ? formatDateTime(overview.last_success_at) : 'none yet'}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Queues a backup and follows its job; the runs are read again once it ends. Hidden from auditors, who only read. */
function BackUpNow({ enabled }: { enabled: boolean }) {
  const { permissions } = usePermissions();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => callApi<BackupQueued>('POST', BACKUPS_PATH),
    onSuccess: ({ data }) => setJobId(data.job_id),
  });
  const { job, state, finished } = useJob(jobId);
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: apiKey(BACKUPS_PATH) });
  }, [finished, client]);
  if (permissions === 'auditor') return null;
  const running = start.isPending || (jobId !== null && !finished);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1, minWidth: 240 }}>
      <Button variant="contained" startIcon={<BackupIcon />} disabled={!enabled || running} onClick={() => start.mutate()}>
        {running ? 'Backing up…' : 'Back up now'}
      </Button>
      {running && <LinearProgress aria-label="Backup in progress" sx={{ width: '100%' }} />}
      {start.error && <Alert severity="error">{start.error.message}</Alert>}
      {state === 'failed' && <Alert severity="error">The backup failed: {job.data?.failed_reason ?? 'unknown error'}</Alert>}
      {state === 'completed' && <Alert severity="success">Backup written.</Alert>}
    </Box>
  );
}

function Runs({ runs }: { runs: BackupRun[] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Latest runs
        </Typography>
        {runs.length === 0 ? (
          <Typography color="text.secondary">No backup has been taken yet.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Backup runs">
              <TableHead>
                <TableRow>
                  <TableCell>Finished</TableCell>
                  <TableCell>Started by</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Archive</TableCell>
                  <TableCell align="right">Size</TableCell>
                  <TableCell align="right">Events</TableCell>
                  <TableCell align="right">Took</TableCell>
                  <TableCell align="right">Old archives deleted</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <TableRow key={run.id}>
                    <TableCell>{formatDateTime(run.finished_at)}</TableCell>
                    <TableCell>{run.trigger === 'nightly' ? 'Nightly' : 'Back up now'}</TableCell>
                    <TableCell>
                      <Chip size="small" color={run.result === 'ok' ? 'success' : 'error'} label={run.result === 'ok' ? 'OK' : 'Failed'} />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 420, wordBreak: 'break-word' }}>
                      {run.result === 'ok' ? <code>{run.file}</code> : <Typography color="error">{run.error}</Typography>}
                    </TableCell>
                    <TableCell align="right">{formatBytes(run.bytes)}</TableCell>
                    <TableCell align="right">{run.events ?? '—'}</TableCell>
                    <TableCell align="right">{formatDuration(run.duration_ms)}</TableCell>
                    <TableCell align="right">{run.removed}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formatMoney, type StatementRunDetail, type StatementRunFile } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAreas } from '../../api/areas/get-areas';
import { errorMessage } from '../../api/client';
import {
  downloadRunPdf,
  downloadRunStatement,
  downloadRunZip,
  shareStatement,
  useMarkStatementSent,
  useStartStatementRun,
  useStatementRun,
  useStatementRuns,
} from '../../api/statements/statement-runs';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { usePlants } from '../../plants/PlantContext';
import { SendStatementAction } from '../whatsapp/SendStatementAction';
import { PageLoading } from '../../shell/AppShell';

/** This month, YYYY-MM, in the browser's time (the API refuses a month after the plant's). */
export const currentMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-PK', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

export default function StatementRunsPage() {
  const { t } = useTranslation('statements');
  const { selectedPlant, isLoading } = usePlants();
  if (isLoading) return <PageLoading text={t('runs.loading')} />;
  if (!selectedPlant) {
    return (
      <Stack spacing={2}>
        <PageHeader title={t('runs.title')} />
        <Alert severity="info">{t('runs.noPlant')}</Alert>
      </Stack>
    );
  }
  return <StatementRunsScreen plantId={selectedPlant.id} />;
}

/**
 * Month-end statements for the selected plant: start a run for a month (and optionally an area),
 * watch its progress bar while the job renders the PDFs, then download them one by one or as a
 * ZIP, or send each on WhatsApp (here, or one tap at a time on the send-all page).
 */
function StatementRunsScreen({ plantId }: { plantId: number }) {
  const { t } = useTranslation('statements');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [month, setMonth] = useState(currentMonth());
  const [areaId, setAreaId] = useState<number | ''>('');
  const areas = useAreas(plantId);
  const runs = useStatementRuns(plantId);
  const selected = Number(params.get('run')) || runs.data?.[0]?.id;
  const run = useStatementRun(selected);
  const start = useStartStatementRun({
    onSuccess: (started) => {
      setParams({ run: String(started.run.id) });
      toast({ title: t(started.reused ? 'runs.reused' : 'runs.started', { month: monthLabel(started.run.month) }), variant: 'success' });
    },
    onError: (error) => toast({ title: t('runs.startFailed'), description: errorMessage(error, t('runs.startFailed')), variant: 'error' }),
  });

  return (
    <Stack spacing={3}>
      <PageHeader title={t('runs.title')} subtitle={t('runs.subtitle')} />
      <Card>
        <CardContent>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems={{ sm: 'center' }}
            onSubmit={(event) => {
              event.preventDefault();
              start.mutate({ plantId, month, areaId: areaId === '' ? null : areaId });
            }}
          >
            <TextField
              label={t('runs.month')}
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: currentMonth() } }}
              required
            />
            <TextField
              select
              label={t('runs.area')}
              value={areaId}
              onChange={(event) => setAreaId(event.target.value === '' ? '' : Number(event.target.value))}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('runs.allAreas')}</MenuItem>
              {(areas.data ?? []).map((area) => (
                <MenuItem key={area.id} value={area.id}>
                  {area.name}
                </MenuItem>
              ))}
            </TextField>
            <Button type="submit" variant="contained" disabled={start.isPending || !/^\d{4}-\d{2}$/.test(month)}>
              {start.isPending ? t('runs.starting') : t('runs.start')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {runs.isError && <LoadError title={t('runs.loading')} error={runs.error} onRetry={() => void runs.refetch()} />}
      {runs.data?.length === 0 && <Alert severity="info">{t('runs.none')}</Alert>}
      {run.data && <RunCard run={run.data} />}
      {(runs.data?.length ?? 0) > 1 && (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('runs.previous')}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {runs.data!.map((r) => (
              <Chip
                key={r.id}
                label={`${monthLabel(r.month)}${r.area_id ? ` · ${areas.data?.find((a) => a.id === r.area_id)?.name ?? ''}` : ''} · #${r.id}`}
                color={r.id === selected ? 'primary' : 'default'}
                onClick={() => setParams({ run: String(r.id) })}
              />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

function RunCard({ run }: { run: StatementRunDetail }) {
  const { t } = useTranslation('statements');
  const { t: tRuns } = useTranslation('statementRuns');
  const toast = useToast();
  const running = run.status === 'queued' || run.status === 'running';
  const download = (work: Promise<void>) =>
    void work.catch((error: unknown) =>
      toast({ title: t('runs.downloadFailed'), description: errorMessage(error, t('runs.downloadFailed')), variant: 'error' }),
    );
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
            <Typography variant="h6" component="h2">
              {t('runs.completed', { done: run.done, month: monthLabel(run.month) })}
            </Typography>
            {run.status === 'completed' && run.done > 0 && (
              <Stack direction="row" spacing={1}>
                <Button startIcon={<DownloadIcon />} onClick={() => download(downloadRunZip(run.id))}>
                  {t('runs.zip')}
                </Button>
                <Button startIcon={<PictureAsPdfIcon />} title={tRuns('mergedPdfHint')} onClick={() => download(downloadRunPdf(run.id))}>
                  {tRuns('mergedPdf')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  startIcon={<WhatsAppIcon />}
                  component={RouterLink}
                  to={`/filter-owner/statements/runs/${run.id}/send`}
                >
                  {t('runs.sendAll')}
                </Button>
              </Stack>
            )}
          </Stack>
          {running && (
            <Box>
              <LinearProgress variant="determinate" value={run.progress} aria-label={t('runs.progressLabel')} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
                {run.status === 'queued' ? t('runs.queued') : t('runs.progress', { done: run.done, total: run.total })}
              </Typography>
            </Box>
          )}
          {run.status === 'failed' && <Alert severity="error">{t('runs.failed', { error: run.error ?? '' })}</Alert>}
          {run.status === 'completed' && run.failed > 0 && <Alert severity="warning">{t('runs.someFailed', { count: run.failed })}</Alert>}
          {run.files.length > 0 && <RunFiles run={run} onDownload={download} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

function RunFiles({ run, onDownload }: { run: StatementRunDetail; onDownload: (work: Promise<void>) => void }) {
  const { t } = useTranslation('statements');
  const toast = useToast();
  const markSent = useMarkStatementSent();
  const send = async (file: StatementRunFile) => {
    // Opened at once, in the tap itself (a window opened after an await is blocked as a pop-up).
    const tab = window.open('', '_blank');
    try {
      const link = await shareStatement({ customerId: file.customer_id, month: run.month });
      if (!link.whatsapp_url) {
        tab?.close();
        toast({ title: t('runs.noNumber'), variant: 'warning' });
        return;
      }
      if (tab) tab.location.href = link.whatsapp_url;
      else window.location.assign(link.whatsapp_url);
      await markSent.mutateAsync({ token: link.token, runId: run.id });
    } catch (error) {
      tab?.close();
      toast({ title: t('runs.shareFailed'), description: errorMessage(error, t('runs.shareFailed')), variant: 'error' });
    }
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('runs.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('runs.code')}</TableCell>
            <TableCell>{t('runs.customer')}</TableCell>
            <TableCell align="right">{t('runs.due')}</TableCell>
            <TableCell align="right">{t('runs.cans')}</TableCell>
            <TableCell>{t('runs.sent')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {run.files.map((file) => (
            <TableRow key={file.customer_id}>
              <TableCell>{file.customer_code}</TableCell>
              <TableCell>
                {file.customer_name}
                {file.area && (
                  <Typography variant="caption" color="text.secondary" display="block">
                    {file.area}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatMoney(file.closing_balance)}</TableCell>
              <TableCell align="right">{file.cans}</TableCell>
              <TableCell>{file.sent_at ? <Chip size="small" color="success" label={t('runs.sent')} /> : t('runs.notSent')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => onDownload(downloadRunStatement(run.id, file.customer_id))}
                >
                  {t('runs.download')}
                </Button>
                <SendStatementAction
                  customerId={file.customer_id}
                  customerName={file.customer_name}
                  month={run.month}
                  fallback={
                    <Button size="small" color="success" startIcon={<WhatsAppIcon />} onClick={() => void send(file)}>
                      {t('runs.whatsapp')}
                    </Button>
                  }
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

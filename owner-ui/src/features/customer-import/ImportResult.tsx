import DownloadIcon from '@mui/icons-material/Download';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { CustomerImportStatus } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { downloadImportErrors } from '../../api/customer-imports/downloads';
import { useToast } from '../../components/Toaster';
import { ErrorTable } from './PreviewStep';

/** Step 4: the job's progress bar, from the polled state. */
export function ProgressStep({ status }: { status: CustomerImportStatus | undefined }) {
  const { t } = useTranslation('customerImport');
  const progress = status?.progress ?? 0;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('progress.title')}
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={t('progress.label')} />
      <Typography variant="body2" color="text.secondary" data-testid="import-progress">
        {!status || status.state === 'queued'
          ? t('progress.queued')
          : t('progress.text', { processed: status.counts.processed, rows: status.counts.rows })}
      </Typography>
    </Stack>
  );
}

export interface SummaryStepProps {
  plantId: number;
  status: CustomerImportStatus;
  onAgain: () => void;
}

/** Step 5: what the import did, and the rows it did not take (to download, fix and import again). */
export function SummaryStep({ plantId, status, onAgain }: SummaryStepProps) {
  const { t } = useTranslation('customerImport');
  const toast = useToast();
  const { counts } = status;
  const failed = status.state === 'failed';
  return (
    <Stack spacing={2}>
      <Alert severity={failed ? 'error' : counts.failed > 0 ? 'warning' : 'success'} data-testid="import-summary">
        <AlertTitle>{failed ? t('summary.failed') : t('summary.completed')}</AlertTitle>
        {status.failure && <Box>{status.failure}</Box>}
        {t('summary.counts', counts)}
      </Alert>
      {status.areas_created.length > 0 && (
        <Alert severity="info">{t('summary.areasCreated', { names: status.areas_created.join(', ') })}</Alert>
      )}
      {status.errors_total > 0 && (
        <Box>
          <Typography variant="subtitle2">{t('summary.errorsTitle', { count: counts.failed })}</Typography>
          <ErrorTable errors={status.errors} />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {counts.failed > 0 && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() =>
              void downloadImportErrors(plantId, status.id).catch((error: unknown) =>
                toast({ title: t('summary.downloadFailed'), description: errorMessage(error, ''), variant: 'error' }),
              )
            }
          >
            {t('summary.download')}
          </Button>
        )}
        <Button onClick={onAgain}>{t('summary.again')}</Button>
        <Button variant="contained" component={RouterLink} to="/filter-owner/customers">
          {t('summary.customers')}
        </Button>
      </Stack>
    </Stack>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, AlertTitle, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { CustomerImportFormat } from '@paani/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTemplate } from '../../api/customer-imports/downloads';
import { errorMessage } from '../../api/client';
import { useToast } from '../../components/Toaster';

export interface UploadStepProps {
  /** The plant imported into: its template has a column pair per product. */
  plantId: number;
  busy: boolean;
  fileName: string | null;
  /** Why the server refused the file, if it did. */
  error: string | null;
  onFile: (file: File) => void;
}

/** Step 1: the templates, and the register to import. */
export function UploadStep({ plantId, busy, fileName, error, onFile }: UploadStepProps) {
  const { t } = useTranslation('customerImport');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const template = (format: CustomerImportFormat) =>
    downloadTemplate(format, plantId).catch((failure: unknown) =>
      toast({ title: t('upload.templateFailed'), description: errorMessage(failure, ''), variant: 'error' }),
    );
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2">
          {t('upload.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('upload.text')}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template('csv')}>
          {t('upload.templateCsv')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void template('xlsx')}>
          {t('upload.templateXlsx')}
        </Button>
      </Stack>
      <Box>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={t('upload.fileLabel')}
          data-testid="import-file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
      </Box>
      {busy && fileName && (
        <Box>
          <Typography variant="body2">{t('upload.reading', { name: fileName })}</Typography>
          <LinearProgress />
        </Box>
      )}
      {error && (
        <Alert severity="error">
          <AlertTitle>{t('upload.readFailed')}</AlertTitle>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

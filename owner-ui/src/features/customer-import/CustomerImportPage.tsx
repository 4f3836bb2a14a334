import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Paper, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { CustomerImportColumn, CustomerImportDryRun, CustomerImportProductTarget } from '@paani/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { isFinished, useCustomerImport } from '../../api/customer-imports/get-import';
import type { CustomerImportRequest } from '../../api/customer-imports/import-form';
import { usePreviewImport } from '../../api/customer-imports/preview-import';
import { useStartImport } from '../../api/customer-imports/start-import';
import { useToast } from '../../components/Toaster';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { mappingOf, type ColumnMapping } from './fields';
import { ProgressStep, SummaryStep } from './ImportResult';
import { MappingStep, type ImportChoices } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { UploadStep } from './UploadStep';
import { mirrorInRtl } from '../../components/mirror';

const STEPS = ['upload', 'map', 'preview', 'import', 'summary'] as const;
type StepName = (typeof STEPS)[number];

/** /filter-owner/customers/import: upload → map columns → check rows (dry run) → import (a job) → summary. */
export default function CustomerImportPage() {
  const { t } = useTranslation('customerImport');
  const { selectedPlant, isLoading } = usePlants();
  if (isLoading) return <PageLoading />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/filter-owner/customers" startIcon={<ArrowBackIcon sx={mirrorInRtl} />} size="small">
          {t('page.back')}
        </Button>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary">{t('page.subtitle')}</Typography>
      </Box>
      {selectedPlant ? (
        <ImportWizard key={selectedPlant.id} plantId={selectedPlant.id} />
      ) : (
        <Alert severity="info">{t('page.noPlant')}</Alert>
      )}
    </Stack>
  );
}

function ImportWizard({ plantId }: { plantId: number }) {
  const { t } = useTranslation('customerImport');
  const toast = useToast();
  const [step, setStep] = useState<StepName>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<CustomerImportColumn[]>([]);
  const [productTargets, setProductTargets] = useState<CustomerImportProductTarget[]>([]);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [choices, setChoices] = useState<ImportChoices>({ onExisting: 'skip', createMissingAreas: false });
  const [preview, setPreview] = useState<CustomerImportDryRun | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const dryRun = usePreviewImport();
  const start = useStartImport();
  const status = useCustomerImport(plantId, importId);

  const request = (chosen: File, withMapping?: ColumnMapping): CustomerImportRequest => ({
    plantId,
    file: chosen,
    mapping: withMapping,
    createMissingAreas: choices.createMissingAreas,
    onExisting: choices.onExisting,
  });
  const failed = (fallback: string) => (failure: unknown) => setError(errorMessage(failure, fallback));

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setError(null);
    dryRun.mutate(request(chosen), {
      onSuccess: (result) => {
        setColumns(result.columns);
        setProductTargets(result.product_targets);
        setMapping(mappingOf(result.columns));
        setStep('map');
      },
      onError: failed(t('upload.readFailed')),
    });
  };
  const check = () => {
    if (!file) return;
    setError(null);
    dryRun.mutate(request(file, mapping), {
      onSuccess: (result) => {
        setPreview(result);
        setStep('preview');
      },
      onError: failed(t('upload.readFailed')),
    });
  };
  const runImport = () => {
    if (!file) return;
    setError(null);
    start.mutate(request(file, mapping), {
      onSuccess: ({ id }) => {
        setImportId(id);
        setStep('import');
      },
      onError: failed(t('preview.startFailed')),
    });
  };
  const restart = () => {
    setStep('upload');
    setFile(null);
    setPreview(null);
    setImportId(null);
    setError(null);
  };

  const finished = isFinished(status.data) ? status.data : undefined;
  useEffect(() => {
    if (step !== 'import' || !finished) return;
    setStep('summary');
    if (finished.state === 'completed')
      toast({ title: t('toasts.done'), description: t('toasts.doneText', finished.counts), variant: 'success' });
    else toast({ title: t('toasts.failed'), description: finished.failure ?? undefined, variant: 'error' });
  }, [step, finished, toast, t]);

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel sx={{ mb: 3, overflowX: 'auto' }}>
        {STEPS.map((name) => (
          <Step key={name} completed={STEPS.indexOf(name) < STEPS.indexOf(step) || (name === 'summary' && step === 'summary')}>
            <StepLabel>{t(`steps.${name}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'upload' && (
        <UploadStep plantId={plantId} busy={dryRun.isPending} fileName={file?.name ?? null} error={error} onFile={chooseFile} />
      )}
      {step === 'map' && file && (
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <MappingStep
            fileName={file.name}
            columns={columns}
            productTargets={productTargets}
            mapping={mapping}
            onMappingChange={setMapping}
            choices={choices}
            onChoicesChange={setChoices}
            busy={dryRun.isPending}
            onBack={restart}
            onCheck={check}
          />
        </Stack>
      )}
      {step === 'preview' && preview && (
        <PreviewStep preview={preview} busy={start.isPending} error={error} onBack={() => setStep('map')} onImport={runImport} />
      )}
      {step === 'import' && <ProgressStep status={status.data} />}
      {step === 'summary' && status.data && <SummaryStep plantId={plantId} status={status.data} onAgain={restart} />}
    </Paper>
  );
}

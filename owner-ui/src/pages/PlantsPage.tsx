import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ERROR_CODES } from '@paani/contracts';
import { ApiError, errorMessage } from '../api/client';
import { useCreatePlant } from '../api/plants/create-plant';
import { useSetDefaultPlant } from '../api/plants/set-default-plant';
import { PageHeader } from '../components/PageHeader';
import { useToast } from '../components/Toaster';
import { AddPlantDialog } from '../plants/AddPlantDialog';
import { PlantCard } from '../plants/PlantCard';
import { usePlants } from '../plants/PlantContext';
import { PageLoading } from '../shell/AppShell';

export default function PlantsPage() {
  const { plants, selectedPlant, isLoading, error, selectPlant, refresh } = usePlants();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('plants');
  const [dialogOpen, setDialogOpen] = useState(false);

  const create = useCreatePlant({
    onSuccess: (response) => {
      toast({ title: t('toasts.created'), description: response.message, variant: 'success' });
      setDialogOpen(false);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === ERROR_CODES.plantLimitExceeded) {
        toast({ title: t('toasts.limitExceeded'), description: failure.message, variant: 'error', durationMs: 5000 });
      } else {
        toast({ title: t('toasts.error'), description: errorMessage(failure, t('toasts.createFailed')), variant: 'error' });
      }
    },
  });
  const setDefault = useSetDefaultPlant({
    onSuccess: (response) => toast({ title: t('toasts.defaultUpdated'), description: response.message, variant: 'success' }),
    onError: (failure) =>
      toast({ title: t('toasts.error'), description: errorMessage(failure, t('toasts.defaultFailed')), variant: 'error' }),
  });

  const openSettings = (id: number) => {
    selectPlant(id);
    navigate('/filter-owner/plant-settings');
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        phoneAlign="flex-start"
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refresh()}>
              {t('page.refresh')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
              {t('page.add')}
            </Button>
          </Stack>
        }
      />

      {isLoading && <PageLoading text={t('page.loading')} />}
      {!isLoading && error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refresh()}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          <strong>{t('page.loadFailed')}</strong> — {error}
        </Alert>
      )}
      {!isLoading && !error && plants.length === 0 && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
              <Typography variant="h6" component="h2">
                {t('page.emptyTitle')}
              </Typography>
              <Typography color="text.secondary">{t('page.emptyText')}</Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
                {t('page.addFirst')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      {plants.length > 0 && (
        <Grid container spacing={2}>
          {plants.map((plant) => (
            <Grid key={plant.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <PlantCard
                plant={plant}
                selected={selectedPlant?.id === plant.id}
                onSelect={() => {
                  selectPlant(plant.id);
                  toast({ title: t('toasts.selected'), description: t('toasts.selectedText', { name: plant.name }), variant: 'success' });
                }}
                onSetDefault={() => setDefault.mutate(plant.id)}
                onSettings={() => openSettings(plant.id)}
                onExplainLocation={() =>
                  toast({
                    title: t('toasts.locationMissing'),
                    description: t('toasts.locationMissingText'),
                    variant: 'info',
                  })
                }
              />
            </Grid>
          ))}
        </Grid>
      )}
      <AddPlantDialog
        open={dialogOpen}
        busy={create.isPending}
        onClose={() => setDialogOpen(false)}
        onSubmit={(plant) => create.mutate(plant)}
      />
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
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
  const [dialogOpen, setDialogOpen] = useState(false);

  const create = useCreatePlant({
    onSuccess: (response) => {
      toast({ title: 'Plant Created', description: response.message, variant: 'success' });
      setDialogOpen(false);
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.code === ERROR_CODES.plantLimitExceeded) {
        toast({ title: 'Plant Limit Exceeded', description: failure.message, variant: 'error', durationMs: 5000 });
      } else {
        toast({ title: 'Error', description: errorMessage(failure, 'Failed to create filter plant'), variant: 'error' });
      }
    },
  });
  const setDefault = useSetDefaultPlant({
    onSuccess: (response) => toast({ title: 'Default Plant Updated', description: response.message, variant: 'success' }),
    onError: (failure) => toast({ title: 'Error', description: errorMessage(failure, 'Failed to set default plant'), variant: 'error' }),
  });

  const openSettings = (id: number) => {
    selectPlant(id);
    navigate('/filter-owner/plant-settings');
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title="My Filter Plants"
        subtitle="Your plants, their status and their settings."
        phoneAlign="flex-start"
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refresh()}>
              Refresh
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
              Add New Plant
            </Button>
          </Stack>
        }
      />

      {isLoading && <PageLoading text="Loading plants..." />}
      {!isLoading && error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refresh()}>
              Try Again
            </Button>
          }
        >
          <strong>Error Loading Plants</strong> — {error}
        </Alert>
      )}
      {!isLoading && !error && plants.length === 0 && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
              <Typography variant="h6" component="h2">
                No Filter Plants
              </Typography>
              <Typography color="text.secondary">Create your first plant to start managing deliveries.</Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
                Add Your First Plant
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
                  toast({ title: 'Plant Selected', description: `${plant.name} is now selected.`, variant: 'success' });
                }}
                onSetDefault={() => setDefault.mutate(plant.id)}
                onSettings={() => openSettings(plant.id)}
                onExplainLocation={() =>
                  toast({
                    title: 'Location Missing',
                    description:
                      "Your plant's coordinates are used to show it to customers in the mobile app (coming soon). Add them in Plant Settings.",
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

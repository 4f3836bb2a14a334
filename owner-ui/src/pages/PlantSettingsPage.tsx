import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Chip, Grid, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { plantsApi } from '../api/endpoints';
import type { Plant } from '../api/types';
import { useToast } from '../components/Toaster';
import { formatMoney } from '../lib/money';
import { LocationCard } from '../plants/LocationCard';
import { usePlants } from '../plants/PlantContext';
import { fieldsFromPlant, isDirty, settingsPayload, type SettingsFields } from '../plants/settingsForm';
import { PageLoading } from '../shell/AppShell';

function SettingsForm({ plant, onSaved }: { plant: Plant; onSaved(): Promise<unknown> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [saved, setSaved] = useState<SettingsFields>(() => fieldsFromPlant(plant));
  const [fields, setFields] = useState<SettingsFields>(saved);
  useEffect(() => {
    const fresh = fieldsFromPlant(plant);
    setSaved(fresh);
    setFields(fresh);
  }, [plant]);
  const dirty = isDirty(fields, saved);
  const save = useMutation({
    mutationFn: () => plantsApi.update(plant.id, settingsPayload(fields)),
    onSuccess: async () => {
      toast({ title: 'Saved', description: 'Plant settings updated successfully', variant: 'success' });
      setSaved(fields);
      await onSaved();
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update plant settings'), variant: 'error' }),
  });
  const field = (name: keyof SettingsFields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        spacing={1}
      >
        <Stack spacing={0.5}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/filter-owner/plants')} sx={{ alignSelf: 'flex-start' }}>
            Back to Plants
          </Button>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h4" component="h1" fontWeight={700}>
              Plant Settings
            </Typography>
            <Chip size="small" label={plant.is_active ? 'Active' : 'Inactive'} color={plant.is_active ? 'success' : 'warning'} />
            {dirty && <Chip size="small" label="Unsaved Changes" color="warning" variant="outlined" />}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={!dirty || save.isPending} onClick={() => setFields(saved)}>
            Reset
          </Button>
          <Button variant="contained" disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                Plant Information
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <TextField label="Plant Name" fullWidth {...field('name')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Primary Phone" fullWidth {...field('phone')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Secondary Phone" fullWidth helperText="Optional backup contact number" {...field('phone_secondary')} />
                </Grid>
                <Grid size={12}>
                  <TextField label="Address" fullWidth multiline minRows={2} {...field('address')} />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  Pricing Settings
                </Typography>
                <TextField
                  label="Default Can Rate"
                  type="number"
                  fullWidth
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                  {...field('default_can_rate')}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  Plant Status
                </Typography>
                <Stack spacing={1}>
                  <TextField label="Plant Code" value={plant.code} fullWidth slotProps={{ input: { readOnly: true } }} size="small" />
                  <Typography variant="body2">Status: {plant.is_active ? 'Active' : 'Awaiting Activation'}</Typography>
                  {plant.is_default && <Chip size="small" label="Default Plant" color="secondary" sx={{ alignSelf: 'flex-start' }} />}
                  {plant.subscription_plan && (
                    <Typography variant="body2" color="text.secondary">
                      {plant.subscription_plan.name} · {formatMoney(plant.subscription_plan.monthly_fee)} per month
                    </Typography>
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={12}>
          <LocationCard plant={plant} onChanged={() => void onSaved()} />
        </Grid>
      </Grid>
    </Stack>
  );
}

export default function PlantSettingsPage() {
  const { selectedPlant, isLoading, refresh } = usePlants();
  if (isLoading) return <PageLoading />;
  if (!selectedPlant) {
    return (
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
        <CardContent>
          <Typography variant="h5" component="h1" fontWeight={700}>
            No Plant Selected
          </Typography>
          <Typography color="text.secondary">Please select a plant from the header to configure its settings.</Typography>
        </CardContent>
      </Card>
    );
  }
  return <SettingsForm key={selectedPlant.id} plant={selectedPlant} onSaved={refresh} />;
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Chip, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PlantSettings } from '@paani/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useUpdatePlant } from '../api/plants/update-plant';
import { type Plant, formatMoney } from '@paani/contracts';
import { useToast } from '../components/Toaster';
import { LocationCard } from '../plants/LocationCard';
import { usePlants } from '../plants/PlantContext';
import { fieldsFromPlant, plantSettingsSchema, type SettingsFields, TIME_ZONES } from '../plants/settingsForm';
import { PageLoading } from '../shell/AppShell';

function SettingsForm({ plant }: { plant: Plant }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { register, reset, handleSubmit, getValues, formState, watch } = useForm<SettingsFields, unknown, PlantSettings>({
    defaultValues: fieldsFromPlant(plant),
    resolver: zodResolver(plantSettingsSchema),
  });
  // A fresh copy of the plant (after a save, or from another tab) becomes what the form compares with.
  useEffect(() => reset(fieldsFromPlant(plant)), [plant, reset]);
  const dirty = formState.isDirty;
  const save = useUpdatePlant({
    onSuccess: () => {
      toast({ title: 'Saved', description: 'Plant settings updated successfully', variant: 'success' });
      reset(getValues());
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to update plant settings'), variant: 'error' }),
  });
  const field = (name: keyof SettingsFields) => register(name);

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
          <Button variant="outlined" disabled={!dirty || save.isPending} onClick={() => reset()}>
            Reset
          </Button>
          <Button
            variant="contained"
            disabled={!dirty || save.isPending}
            onClick={handleSubmit((settings) => save.mutate({ id: plant.id, settings }))}
          >
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
                  Days and Entries
                </Typography>
                <Stack spacing={2}>
                  <TextField
                    select
                    label="Time Zone"
                    fullWidth
                    helperText="The plant's day (today, due dates, locks) follows this zone"
                    value={watch('time_zone')}
                    {...field('time_zone')}
                  >
                    {[...new Set([plant.time_zone ?? 'Asia/Karachi', ...TIME_ZONES])].map((zone) => (
                      <MenuItem key={zone} value={zone}>
                        {zone}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label="Lock Period (days)"
                    type="number"
                    fullWidth
                    slotProps={{ htmlInput: { min: 0, max: 3650, step: 1 } }}
                    error={!!formState.errors.lock_period_days}
                    helperText={formState.errors.lock_period_days?.message ?? 'Older entries can only be reversed, with a reason'}
                    {...field('lock_period_days')}
                  />
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  Payment Details
                </Typography>
                <TextField
                  label="How customers pay"
                  fullWidth
                  multiline
                  minRows={2}
                  placeholder="JazzCash 0300-1234567 (Ali Raza); Meezan Bank account 0123-4567890"
                  error={!!formState.errors.payment_details}
                  helperText={formState.errors.payment_details?.message ?? "Printed on every customer's statement as how to pay"}
                  {...field('payment_details')}
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
          <LocationCard plant={plant} />
        </Grid>
      </Grid>
    </Stack>
  );
}

export default function PlantSettingsPage() {
  const { selectedPlant, isLoading } = usePlants();
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
  return <SettingsForm key={selectedPlant.id} plant={selectedPlant} />;
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Chip, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PlantSettings } from '@paani/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useUpdatePlant } from '../api/plants/update-plant';
import { type Plant, formatMoney } from '@paani/contracts';
import { useToast } from '../components/Toaster';
import { WhatsAppCard } from '../features/whatsapp/WhatsAppCard';
import { LocationCard } from '../plants/LocationCard';
import { usePlants } from '../plants/PlantContext';
import { fieldsFromPlant, plantSettingsSchema, type SettingsFields, TIME_ZONES } from '../plants/settingsForm';
import { PageLoading } from '../shell/AppShell';

function SettingsForm({ plant }: { plant: Plant }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('plants');
  const { register, reset, handleSubmit, getValues, formState, watch } = useForm<SettingsFields, unknown, PlantSettings>({
    defaultValues: fieldsFromPlant(plant),
    resolver: zodResolver(plantSettingsSchema),
  });
  // A fresh copy of the plant (after a save, or from another tab) becomes what the form compares with.
  useEffect(() => reset(fieldsFromPlant(plant)), [plant, reset]);
  const dirty = formState.isDirty;
  const save = useUpdatePlant({
    onSuccess: () => {
      toast({ title: t('settings.saved'), description: t('settings.savedText'), variant: 'success' });
      reset(getValues());
    },
    onError: (error) => toast({ title: t('settings.error'), description: errorMessage(error, t('settings.saveFailed')), variant: 'error' }),
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
            {t('settings.backToPlants')}
          </Button>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography variant="h4" component="h1" fontWeight={700}>
              {t('settings.title')}
            </Typography>
            <Chip
              size="small"
              label={plant.is_active ? t('settings.active') : t('settings.inactive')}
              color={plant.is_active ? 'success' : 'warning'}
            />
            {dirty && <Chip size="small" label={t('settings.unsaved')} color="warning" variant="outlined" />}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={!dirty || save.isPending} onClick={() => reset()}>
            {t('settings.reset')}
          </Button>
          <Button
            variant="contained"
            disabled={!dirty || save.isPending}
            onClick={handleSubmit((settings) => save.mutate({ id: plant.id, settings }))}
          >
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('settings.information')}
              </Typography>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <TextField label={t('settings.name')} fullWidth {...field('name')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label={t('settings.primaryPhone')} fullWidth {...field('phone')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    label={t('settings.secondaryPhone')}
                    fullWidth
                    helperText={t('settings.secondaryPhoneHint')}
                    {...field('phone_secondary')}
                  />
                </Grid>
                <Grid size={12}>
                  <TextField label={t('settings.address')} fullWidth multiline minRows={2} {...field('address')} />
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
                  {t('settings.pricing')}
                </Typography>
                <TextField
                  label={t('settings.canRate')}
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
                  {t('settings.daysAndEntries')}
                </Typography>
                <Stack spacing={2}>
                  <TextField
                    select
                    label={t('settings.timeZone')}
                    fullWidth
                    helperText={t('settings.timeZoneHint')}
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
                    label={t('settings.lockPeriod')}
                    type="number"
                    fullWidth
                    slotProps={{ htmlInput: { min: 0, max: 3650, step: 1 } }}
                    error={!!formState.errors.lock_period_days}
                    helperText={formState.errors.lock_period_days?.message ?? t('settings.lockPeriodHint')}
                    {...field('lock_period_days')}
                  />
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('settings.payment')}
                </Typography>
                <TextField
                  label={t('settings.paymentLabel')}
                  fullWidth
                  multiline
                  minRows={2}
                  placeholder={t('settings.paymentPlaceholder')}
                  error={!!formState.errors.payment_details}
                  helperText={formState.errors.payment_details?.message ?? t('settings.paymentHint')}
                  {...field('payment_details')}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('settings.status')}
                </Typography>
                <Stack spacing={1}>
                  <TextField
                    label={t('settings.code')}
                    value={plant.code}
                    fullWidth
                    slotProps={{ input: { readOnly: true } }}
                    size="small"
                  />
                  <Typography variant="body2">{plant.is_active ? t('settings.statusActive') : t('settings.statusAwaiting')}</Typography>
                  {plant.is_default && (
                    <Chip size="small" label={t('settings.defaultPlant')} color="secondary" sx={{ alignSelf: 'flex-start' }} />
                  )}
                  {plant.subscription_plan && (
                    <Typography variant="body2" color="text.secondary">
                      {t('settings.planPerMonth', {
                        plan: plant.subscription_plan.name,
                        fee: formatMoney(plant.subscription_plan.monthly_fee),
                      })}
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
        <Grid size={12}>
          <WhatsAppCard />
        </Grid>
      </Grid>
    </Stack>
  );
}

export default function PlantSettingsPage() {
  const { t } = useTranslation('plants');
  const { selectedPlant, isLoading } = usePlants();
  if (isLoading) return <PageLoading />;
  if (!selectedPlant) {
    // The WhatsApp account is the owner's, not a plant's: it is here with no plant too.
    return (
      <Stack spacing={3}>
        <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4 }}>
          <CardContent>
            <Typography variant="h5" component="h1" fontWeight={700}>
              {t('settings.noPlant')}
            </Typography>
            <Typography color="text.secondary">{t('settings.noPlantText')}</Typography>
          </CardContent>
        </Card>
        <WhatsAppCard />
      </Stack>
    );
  }
  return <SettingsForm key={selectedPlant.id} plant={selectedPlant} />;
}

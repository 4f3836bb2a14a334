import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/Toaster';
import { currentPosition, WIZARD_GEOLOCATION } from '../../lib/geolocation';
import type { WizardForm } from './types';

export function PlantStep() {
  const { register, setValue, formState } = useFormContext<WizardForm>();
  const errors = formState.errors.plant;
  const toast = useToast();
  const { t } = useTranslation(['onboarding', 'plants']);
  const [locating, setLocating] = useState(false);

  const locate = async () => {
    setLocating(true);
    const outcome = await currentPosition(WIZARD_GEOLOCATION);
    setLocating(false);
    if (outcome.ok) {
      setValue('plant.latitude', outcome.coords.latitude.toFixed(6), { shouldDirty: true });
      setValue('plant.longitude', outcome.coords.longitude.toFixed(6), { shouldDirty: true });
      toast({
        title: t('toasts.locationDetected'),
        description: `${outcome.coords.latitude.toFixed(6)}, ${outcome.coords.longitude.toFixed(6)}`,
        variant: 'success',
      });
    } else {
      toast({ title: t('toasts.locationError'), description: t(`plants:geolocation.wizard.${outcome.reason}`), variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('plant.intro')}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('plant.name')}
            fullWidth
            required
            {...register('plant.name')}
            error={!!errors?.name}
            helperText={errors?.name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('plant.canRate')}
            type="number"
            fullWidth
            required
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            {...register('plant.default_can_rate')}
            error={!!errors?.default_can_rate}
            helperText={errors?.default_can_rate?.message}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label={t('plant.address')}
            fullWidth
            required
            multiline
            minRows={2}
            {...register('plant.address')}
            error={!!errors?.address}
            helperText={errors?.address?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('plant.phone')}
            fullWidth
            required
            {...register('plant.phone')}
            error={!!errors?.phone}
            helperText={errors?.phone?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('plant.secondaryPhone')} fullWidth {...register('plant.secondary_phone')} helperText={t('plant.optional')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField label={t('plant.latitude')} fullWidth {...register('plant.latitude')} helperText={t('plant.optional')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField label={t('plant.longitude')} fullWidth {...register('plant.longitude')} helperText={t('plant.optional')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 2 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button fullWidth variant="outlined" onClick={locate} disabled={locating} startIcon={<MyLocationIcon />} sx={{ height: 56 }}>
            {locating ? t('plant.locating') : t('plant.gps')}
          </Button>
        </Grid>
      </Grid>
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField } from '@mui/material';
import type { NewPlant } from '@paani/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const filled = z.string().refine((value) => value.trim() !== '');
const optionalDecimal = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));

/**
 * Spec section 5: name, address and a non-zero can rate are needed (the button stays disabled until
 * they are; no message is shown); phones optional; coordinates optional decimals, sent only as a pair.
 */
export const newPlantSchema = z
  .object({
    name: filled,
    address: filled,
    phone: z.string(),
    phone_secondary: z.string(),
    default_can_rate: filled.refine((value) => !Number.isNaN(Number(value)) && Number(value) !== 0),
    latitude: z.string(),
    longitude: z.string(),
  })
  .transform((draft): NewPlant => {
    const latitude = optionalDecimal(draft.latitude);
    const longitude = optionalDecimal(draft.longitude);
    return {
      name: draft.name.trim(),
      address: draft.address.trim(),
      ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
      ...(draft.phone_secondary.trim() ? { phone_secondary: draft.phone_secondary.trim() } : {}),
      default_can_rate: Number(draft.default_can_rate),
      ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
    };
  });

export type PlantDraftFields = z.input<typeof newPlantSchema>;

// Spec section 9: the plants dialog starts with a can rate of 50.
export const EMPTY_PLANT: PlantDraftFields = {
  name: '',
  address: '',
  phone: '',
  phone_secondary: '',
  default_can_rate: '50',
  latitude: '',
  longitude: '',
};

export function canSubmitPlant(draft: PlantDraftFields): boolean {
  return newPlantSchema.safeParse(draft).success;
}

export function toNewPlant(draft: PlantDraftFields): NewPlant {
  return newPlantSchema.parse(draft);
}

export function AddPlantDialog({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit(plant: NewPlant): void;
}) {
  const { t } = useTranslation('plants');
  const { register, control, reset, handleSubmit } = useForm<PlantDraftFields, unknown, NewPlant>({
    defaultValues: EMPTY_PLANT,
    resolver: zodResolver(newPlantSchema),
  });
  // Checked on every keystroke, so the button follows the fields at once.
  const ready = canSubmitPlant(useWatch({ control }) as PlantDraftFields);
  const field = (name: keyof PlantDraftFields) => register(name);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: { maxWidth: 800, m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } },
        transition: { onExited: () => reset(EMPTY_PLANT) },
      }}
      aria-labelledby="add-plant-title"
    >
      <DialogTitle id="add-plant-title">{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t('dialog.name')} required fullWidth {...field('name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('dialog.canRate')}
              type="number"
              required
              fullWidth
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...field('default_can_rate')}
            />
          </Grid>
          <Grid size={12}>
            <TextField label={t('dialog.address')} required fullWidth multiline minRows={2} {...field('address')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t('dialog.phone')} fullWidth {...field('phone')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('dialog.secondaryPhone')}
              fullWidth
              helperText={t('dialog.secondaryPhoneHint')}
              {...field('phone_secondary')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('dialog.latitude')}
              fullWidth
              helperText={t('dialog.optional')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...field('latitude')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('dialog.longitude')}
              fullWidth
              helperText={t('dialog.optional')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...field('longitude')}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={!ready || busy} onClick={handleSubmit((plant) => onSubmit(plant))}>
          {busy ? t('dialog.creating') : t('dialog.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

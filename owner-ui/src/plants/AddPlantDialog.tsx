import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, TextField } from '@mui/material';
import { useState } from 'react';
import type { NewPlant } from '../api/endpoints';

export interface PlantDraftFields {
  name: string;
  address: string;
  phone: string;
  phone_secondary: string;
  default_can_rate: string;
  latitude: string;
  longitude: string;
}

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

/** Name, address and a non-zero can rate are needed before the dialog can submit (spec section 5). */
export function canSubmitPlant(draft: PlantDraftFields): boolean {
  const rate = Number(draft.default_can_rate);
  return (
    draft.name.trim() !== '' && draft.address.trim() !== '' && draft.default_can_rate.trim() !== '' && !Number.isNaN(rate) && rate !== 0
  );
}

export function toNewPlant(draft: PlantDraftFields): NewPlant {
  const decimal = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? undefined : Number(value));
  const latitude = decimal(draft.latitude);
  const longitude = decimal(draft.longitude);
  return {
    name: draft.name.trim(),
    address: draft.address.trim(),
    ...(draft.phone.trim() ? { phone: draft.phone.trim() } : {}),
    ...(draft.phone_secondary.trim() ? { phone_secondary: draft.phone_secondary.trim() } : {}),
    default_can_rate: Number(draft.default_can_rate),
    ...(latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {}),
  };
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
  const [draft, setDraft] = useState<PlantDraftFields>(EMPTY_PLANT);
  const field = (name: keyof PlantDraftFields) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: { maxWidth: 800, m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } },
        transition: { onExited: () => setDraft(EMPTY_PLANT) },
      }}
      aria-labelledby="add-plant-title"
    >
      <DialogTitle id="add-plant-title">Add New Plant</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Plant Name" required fullWidth {...field('name')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Default Can Rate (PKR)"
              type="number"
              required
              fullWidth
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              {...field('default_can_rate')}
            />
          </Grid>
          <Grid size={12}>
            <TextField label="Address" required fullWidth multiline minRows={2} {...field('address')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Phone" fullWidth {...field('phone')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Secondary Phone" fullWidth helperText="Optional backup contact number" {...field('phone_secondary')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Latitude"
              fullWidth
              helperText="Optional"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...field('latitude')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Longitude"
              fullWidth
              helperText="Optional"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              {...field('longitude')}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!canSubmitPlant(draft) || busy} onClick={() => onSubmit(toNewPlant(draft))}>
          {busy ? 'Creating...' : 'Create Plant'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { Area, CustomerMoveInput } from '@paani/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ridersForArea, type Rider } from './display';

/**
 * Moves the selected customers to an area and one of its riders, or to none (the API clears the
 * rider of a customer moved to another area without one).
 */
export function MoveCustomersDialog({
  open,
  customerIds,
  areas,
  employees,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  customerIds: number[];
  areas: Area[];
  employees: Rider[];
  busy: boolean;
  onClose(): void;
  onSubmit(move: CustomerMoveInput): void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const [area, setArea] = useState('');
  const [rider, setRider] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setArea('');
      setRider('');
      setTried(false);
    }
  }, [open]);

  const riders = ridersForArea(employees, area ? Number(area) : null);
  const chooseArea = (value: string) => {
    setArea(value);
    if (rider && !ridersForArea(employees, Number(value)).some((employee) => String(employee.id) === rider)) setRider('');
  };
  const submit = () => {
    setTried(true);
    if (!area) return;
    onSubmit({
      customer_ids: customerIds,
      area_id: Number(area),
      employee_id: rider ? Number(rider) : null,
    });
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="move-customers-title" fullWidth maxWidth="xs">
      <DialogTitle id="move-customers-title">{t('move.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('move.text', { count: customerIds.length })}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            id="move-area"
            select
            required
            label={t('move.area')}
            value={area}
            onChange={(event) => chooseArea(event.target.value)}
            error={tried && !area}
            helperText={tried && !area ? t('move.areaRequired') : undefined}
          >
            {areas.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="move-rider"
            select
            label={t('move.rider')}
            value={rider}
            onChange={(event) => setRider(event.target.value)}
            helperText={t('move.riderHint')}
          >
            <MenuItem value="">{t('move.noRider')}</MenuItem>
            {riders.map((employee) => (
              <MenuItem key={employee.id} value={String(employee.id)}>
                {employee.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {tc('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? t('move.moving') : t('move.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

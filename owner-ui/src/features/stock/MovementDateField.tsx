import { TextField } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The day a stock movement is dated: empty is the plant's today (the server's), any open day else. */
export function MovementDateField({ registration, error }: { registration: UseFormRegisterReturn<'date'>; error?: string }) {
  const { t } = useTranslation('stock');
  return (
    <TextField
      type="date"
      label={t('fields.date')}
      fullWidth
      {...registration}
      slotProps={{ inputLabel: { shrink: true } }}
      error={!!error}
      helperText={error ?? t('fields.dateHelp')}
    />
  );
}

import { TextField } from '@mui/material';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A movement's first field, how many containers: required, a whole number (a number pad on phones), focused when the dialog opens. */
export function ContainersField({
  label,
  registration,
  error,
  help,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  help: string;
}) {
  return (
    <TextField
      label={label}
      required
      fullWidth
      autoFocus
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...registration}
      error={!!error}
      helperText={error ?? help}
    />
  );
}

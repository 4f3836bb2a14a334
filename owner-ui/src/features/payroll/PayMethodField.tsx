import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PAY_METHODS } from './pay-methods';

/** How staff are paid (cash, bank, JazzCash, Easypaisa), as a select bound to a form's field: the pay-line and payslip forms share it. */
export function PayMethodField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  id: string;
  label: string;
  error?: string;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field } }) => (
        <TextField {...field} inputRef={ref} id={id} select fullWidth label={label} error={Boolean(error)} helperText={error}>
          {PAY_METHODS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`methods.${method}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Grid, Radio, RadioGroup, TextField } from '@mui/material';
import type { NewEmployee } from '@paani/contracts';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAddEditTexts } from '../../components/FormDialog';
import { useSaveFailure } from '../../lib/use-save-failure';
import { EMPLOYEE_FIELDS, EMPTY_EMPLOYEE_FORM, employeeFormSchema, type EmployeeFormValues } from './employeeForm';

export interface EmployeeDialogProps {
  open: boolean;
  /** The employee being edited; absent to add one. */
  employee?: EmployeeFormValues | null;
  busy: boolean;
  onClose(): void;
  /**
   * Saves. A rejection with the server's 422 field messages shows them under the fields; any other
   * failure shows its message at the top of the dialog (a toast would sit behind the modal for screen readers).
   */
  onSubmit(employee: NewEmployee): Promise<unknown>;
}

export function EmployeeDialog({ open, employee, busy, onClose, onSubmit }: EmployeeDialogProps) {
  const { t } = useTranslation(['employees', 'common']);
  const typeLabelId = useId();
  const schema = useMemo(() => employeeFormSchema(t), [t]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<EmployeeFormValues, unknown, NewEmployee>({
    defaultValues: EMPTY_EMPLOYEE_FORM,
    resolver: zodResolver(schema),
  });
  const type = useWatch({ control, name: 'type' });
  const texts = useAddEditTexts((key) => t(key), Boolean(employee), busy);
  const { failure, save } = useSaveFailure(open, EMPLOYEE_FIELDS, setError);

  useEffect(() => {
    if (open) reset(employee ?? EMPTY_EMPLOYEE_FORM);
  }, [open, employee, reset]);

  const submit = handleSubmit((values) => save(() => onSubmit(values), texts.failed));
  const { errors } = formState;
  return (
    <FormDialog open={open} busy={busy} onClose={onClose} onSubmit={submit} title={texts.title} submitLabel={texts.submitLabel}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Grid size={12}>
            <Alert severity="error">{failure}</Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.name')}
            required
            fullWidth
            autoFocus
            {...register('name')}
            error={!!errors.name}
            helperText={errors.name?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('dialog.phone')}
            required
            fullWidth
            type="tel"
            autoComplete="off"
            {...register('phone')}
            error={!!errors.phone}
            helperText={errors.phone?.message ?? t('dialog.phoneHelp')}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label={t('dialog.address')}
            fullWidth
            multiline
            minRows={2}
            {...register('address')}
            error={!!errors.address}
            helperText={errors.address?.message ?? t('dialog.optional')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormControl error={!!errors.type} required>
            <FormLabel id={typeLabelId}>{t('dialog.type')}</FormLabel>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-labelledby={typeLabelId}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(_, value) => field.onChange(value)}
                >
                  <FormControlLabel value="commission" control={<Radio />} label={t('types.commission')} />
                  <FormControlLabel value="salary" control={<Radio />} label={t('types.salary')} />
                </RadioGroup>
              )}
            />
            {errors.type && <FormHelperText>{errors.type.message}</FormHelperText>}
          </FormControl>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {type === 'salary' ? (
            <TextField
              key="monthly_salary"
              label={t('dialog.monthlySalary')}
              required
              fullWidth
              type="number"
              slotProps={{ htmlInput: { min: 1000, max: 1_000_000, step: 500, inputMode: 'decimal' } }}
              {...register('monthly_salary')}
              error={!!errors.monthly_salary}
              helperText={errors.monthly_salary?.message ?? t('dialog.salaryHelp')}
            />
          ) : (
            <TextField
              key="commission_rate"
              label={t('dialog.commissionRate')}
              required
              fullWidth
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 100, step: 0.5, inputMode: 'decimal' } }}
              {...register('commission_rate')}
              error={!!errors.commission_rate}
              helperText={errors.commission_rate?.message ?? t('dialog.commissionHelp')}
            />
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}

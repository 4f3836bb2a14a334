import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FormControl, FormHelperText, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { errorMessage } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import type { StaffMember } from '../../api/employees/get-employees';

export interface AssignStaffDialogProps {
  open: boolean;
  /** The area to assign to. */
  area: { id: number; name: string } | null;
  employees: StaffMember[];
  /** The staff list is still loading. */
  loading?: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit(employeeId: number): Promise<unknown>;
}

interface AssignValues {
  employee_id: string;
}

/** POST /filter-owner/areas/{id}/employees: one employee of the plant at a time; those already serving the area are listed. */
export function AssignStaffDialog({ open, area, employees, loading = false, busy, onClose, onSubmit }: AssignStaffDialogProps) {
  const { t } = useTranslation(['areas', 'common']);
  const labelId = useId();
  const schema = useMemo(
    () => z.object({ employee_id: z.string().refine((value) => value !== '', t('validation.employeeRequired')) }),
    [t],
  );
  const { control, handleSubmit, reset } = useForm<AssignValues>({
    defaultValues: { employee_id: '' },
    resolver: zodResolver(schema),
  });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    reset({ employee_id: '' });
    setFailure(null);
  }, [open, reset]);

  const serving = area ? employees.filter((employee) => employee.areas?.some((served) => served.id === area.id)) : [];
  const choices = area ? employees.filter((employee) => !serving.includes(employee)) : [];
  // A failure shows here, in the dialog: a toast would sit behind the modal for screen readers.
  const submit = handleSubmit(async ({ employee_id }) => {
    setFailure(null);
    await onSubmit(Number(employee_id)).catch((error: unknown) => setFailure(errorMessage(error, t('toasts.assignFailedText'))));
  });

  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
      title={t('assign.title', { name: area?.name ?? '' })}
      submitLabel={busy ? t('assign.submitting') : t('assign.submit')}
      submitDisabled={loading || choices.length === 0}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && (
          <Alert severity="error">
            <strong>{t('toasts.assignFailed')}</strong> — {failure}
          </Alert>
        )}
        {serving.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('assign.alreadyAssigned', { names: serving.map((employee) => employee.name).join(', ') })}
          </Typography>
        )}
        {loading ? (
          <Typography role="status">{t('common:states.loading')}</Typography>
        ) : employees.length === 0 ? (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to="/filter-owner/employees" color="inherit" size="small">
                {t('assign.goToStaff')}
              </Button>
            }
          >
            {t('assign.noEmployees')}
          </Alert>
        ) : (
          <Controller
            control={control}
            name="employee_id"
            render={({ field, fieldState }) => (
              <FormControl fullWidth error={!!fieldState.error} required>
                <InputLabel id={labelId}>{t('assign.employee')}</InputLabel>
                <Select
                  labelId={labelId}
                  label={t('assign.employee')}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value)}
                  inputRef={field.ref}
                >
                  {choices.map((employee) => (
                    <MenuItem key={employee.id} value={String(employee.id)}>
                      {employee.is_active ? employee.name : t('assign.inactive', { name: employee.name })}
                    </MenuItem>
                  ))}
                </Select>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

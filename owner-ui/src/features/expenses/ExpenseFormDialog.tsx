import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import type { Expense, ExpenseCategory, ExpenseInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { FormDialogActions } from '../../components/FormDialog';
import { usePlantToday } from '../daily-entries/plant-day';
import { EXPENSE_CATEGORIES } from './categories';

export interface ExpenseFormValues {
  date: string;
  category: ExpenseCategory | '';
  amount: string;
  note: string;
  employee_id: string;
  reason: string;
}
const FIELDS: readonly (keyof ExpenseFormValues)[] = ['date', 'category', 'amount', 'note', 'employee_id', 'reason'];
const MONEY = /^\d+(\.\d{1,2})?$/;

const toForm = (expense: Expense | null, today: string): ExpenseFormValues => ({
  date: expense?.date ?? today,
  category: expense?.category ?? '',
  amount: expense ? String(expense.amount) : '',
  note: expense?.note ?? '',
  employee_id: expense?.employee_id ? String(expense.employee_id) : '',
  reason: '',
});

/** The form's values as the API takes them. */
export function toExpenseInput(values: ExpenseFormValues): ExpenseInput {
  return {
    date: values.date,
    category: values.category as ExpenseCategory,
    amount: Number(values.amount.trim()),
    note: values.note.trim() || null,
    employee_id: values.employee_id ? Number(values.employee_id) : null,
  };
}

/**
 * Add an expense, or correct one (`expense` given): the same fields, and for a correction a reason,
 * which the server keeps in the expense's history with the old values. The server's 422 messages
 * show under their fields.
 */
export function ExpenseFormDialog({
  open,
  expense,
  employees,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  expense: Expense | null;
  employees: Array<{ id: number; name: string; is_active?: boolean }>;
  busy: boolean;
  onClose(): void;
  onSubmit(values: ExpenseFormValues): Promise<unknown>;
}) {
  const { t } = useTranslation('expenses');
  const correcting = expense !== null;
  const schema = useMemo(
    () =>
      z.object({
        date: z.string().min(1, t('form.errors.dateRequired')),
        category: z.string().min(1, t('form.errors.categoryRequired')),
        amount: z
          .string()
          .trim()
          .min(1, t('form.errors.amountRequired'))
          .refine((value) => value === '' || MONEY.test(value), t('form.errors.twoDecimals'))
          .refine((value) => !MONEY.test(value) || Number(value) > 0, t('form.errors.amountPositive')),
        note: z.string().max(500, t('form.errors.tooLong', { max: 500 })),
        employee_id: z.string(),
        reason: correcting
          ? z
              .string()
              .trim()
              .min(1, t('form.errors.reasonRequired'))
              .max(500, t('form.errors.tooLong', { max: 500 }))
          : z.string(),
      }),
    [t, correcting],
  );
  const today = usePlantToday();
  const initial = useMemo(() => toForm(expense, today), [expense, today]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ExpenseFormValues>({ defaultValues: initial, resolver: zodResolver(schema) as never });

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) {
        const fieldErrors = Object.entries(failure.fieldErrors());
        const shown = (field: string) => FIELDS.includes(field as keyof ExpenseFormValues);
        fieldErrors
          .filter(([field]) => shown(field))
          .forEach(([field, message], index) =>
            setError(field as FieldPath<ExpenseFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
        // A refusal about no field of this form (a locked expense) goes above the fields.
        if (!fieldErrors.some(([field]) => shown(field))) setError('root.server', { type: 'server', message: failure.message });
      }
    }
  });

  const text = (name: keyof ExpenseFormValues, label: string, props: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...input } }) => (
        <TextField
          {...input}
          inputRef={ref}
          id={`expense-${name}`}
          fullWidth
          label={label}
          error={Boolean(errors[name])}
          {...props}
          helperText={errors[name]?.message ?? props.helperText}
        />
      )}
    />
  );
  const riders = employees.filter((employee) => employee.is_active !== false || String(employee.id) === initial.employee_id);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="expense-form-title"
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="expense-form-title">{correcting ? t('form.correctTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent>
        {correcting && <DialogContentText sx={{ mb: 2 }}>{t('form.correctText')}</DialogContentText>}
        {errors.root?.server && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.root.server.message}
          </Alert>
        )}
        <form id="expense-form" onSubmit={submit} noValidate>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('date', t('form.date'), {
                type: 'date',
                required: true,
                slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } },
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('category', t('form.category'), {
                select: true,
                required: true,
                children: EXPENSE_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {t(`categories.${category}`)}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('amount', t('form.amount'), { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('employee_id', t('form.rider'), {
                select: true,
                children: [
                  <MenuItem key="" value="">
                    {t('form.noRider')}
                  </MenuItem>,
                  ...riders.map((employee) => (
                    <MenuItem key={employee.id} value={String(employee.id)}>
                      {employee.name}
                    </MenuItem>
                  )),
                ],
              })}
            </Grid>
            <Grid size={12}>
              {text('note', t('form.note'), { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: 500 } } })}
            </Grid>
            {correcting && (
              <Grid size={12}>{text('reason', t('form.reason'), { required: true, slotProps: { htmlInput: { maxLength: 500 } } })}</Grid>
            )}
          </Grid>
        </form>
      </DialogContent>
      <FormDialogActions
        formId="expense-form"
        busy={busy}
        onClose={onClose}
        submitLabel={correcting ? t('form.saveCorrection') : busy ? t('form.creating') : t('form.create')}
      />
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextField, Typography } from '@mui/material';
import { formatPkr, type RiderDay } from '@paani/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../api/client';
import { useCloseRiderDayForOwner } from '../../api/rider-days/rider-days';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/Toaster';
import { applyServerFieldErrors } from '../../lib/server-field-errors';

const FIELDS = ['full_cans_taken', 'cans_returned_to_plant', 'cash_handed_over'] as const;

function closeSchema(text: (key: string) => string) {
  const whole = z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, text('close.wholeNumber'));
  return z.object({
    full_cans_taken: whole,
    cans_returned_to_plant: whole,
    cash_handed_over: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, text('close.amount')),
  });
}
type CloseFields = z.infer<ReturnType<typeof closeSchema>>;

const signed = (value: number, format: (n: number) => string) => (value > 0 ? `+${format(value)}` : format(value));

/** The owner's close of a rider's day, with the differences worked out as the figures are typed. */
export function CloseDayDialog({ plantId, day, onClose }: { plantId: number; day: RiderDay; onClose(): void }) {
  const { t } = useTranslation('riderDays');
  const toast = useToast();
  const last = day.history.at(-1);
  const { register, handleSubmit, watch, setError, formState } = useForm<CloseFields>({
    resolver: zodResolver(closeSchema((key) => t(key as never))),
    defaultValues: {
      full_cans_taken: last ? String(last.full_cans_taken) : '',
      cans_returned_to_plant: last ? String(last.cans_returned_to_plant) : '',
      cash_handed_over: last ? String(Number(last.cash_handed_over)) : '',
    },
  });
  const close = useCloseRiderDayForOwner({
    onSuccess: () => {
      toast({ title: t('close.done'), variant: 'success' });
      onClose();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, FIELDS, setError))
        toast({ title: t('close.failed'), description: errorMessage(error, t('close.failed')), variant: 'error' });
    },
  });
  const [full, returned, cash] = watch(FIELDS);
  const expectedBack = /^\d+$/.test(full.trim()) ? Number(full) - day.cans_delivered + day.cans_returned : null;
  const cansDifference = expectedBack !== null && /^\d+$/.test(returned.trim()) ? Number(returned) - expectedBack : null;
  const cashDifference = /^\d+(\.\d{1,2})?$/.test(cash.trim()) ? Math.round((Number(cash) - day.expected_cash) * 100) / 100 : null;
  const rider = day.employee_name ?? `#${day.employee_id}`;

  return (
    <FormDialog
      open
      busy={close.isPending}
      maxWidth="xs"
      title={t('close.title', { rider, date: day.date })}
      submitLabel={close.isPending ? t('close.submitting') : t('close.submit')}
      onClose={onClose}
      onSubmit={handleSubmit((fields) =>
        close.mutate({
          plantId,
          employee_id: day.employee_id,
          date: day.date,
          full_cans_taken: Number(fields.full_cans_taken),
          cans_returned_to_plant: Number(fields.cans_returned_to_plant),
          cash_handed_over: Number(fields.cash_handed_over),
        }),
      )}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('close.expectedCash', { amount: formatPkr(day.expected_cash) })}</Typography>
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(
              `close.${name === 'full_cans_taken' ? 'fullCansTaken' : name === 'cans_returned_to_plant' ? 'cansReturned' : 'cashHandedOver'}`,
            )}
            autoFocus={name === 'full_cans_taken'}
            slotProps={{ htmlInput: { inputMode: name === 'cash_handed_over' ? 'decimal' : 'numeric' } }}
            error={!!formState.errors[name]}
            helperText={formState.errors[name]?.message}
            {...register(name)}
          />
        ))}
        <Stack aria-live="polite" spacing={0.5}>
          <Typography
            variant="body2"
            data-testid="owner-close-difference"
            color={cashDifference ? (cashDifference < 0 ? 'error.main' : 'success.main') : undefined}
          >
            {t('close.difference')}: {cashDifference === null ? '–' : signed(cashDifference, formatPkr)}
          </Typography>
          <Typography variant="body2" data-testid="owner-close-cans-difference" color={cansDifference ? 'error.main' : undefined}>
            {t('close.cansDifference')}: {cansDifference === null ? '–' : signed(cansDifference, String)}
          </Typography>
        </Stack>
      </Stack>
    </FormDialog>
  );
}

import { DialogContentText } from '@mui/material';
import type { CustomerRental } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { DayField } from './LedgerFields';
import { useLedgerForm } from './useLedgerForm';

const FIELDS = ['until'] as const;
const EMPTY = { until: '' };

/** Ends a running rental on a day (its last day rented); the server's 422 under the day. */
export function EndRentalDialog({
  rental,
  productName,
  today,
  busy,
  onClose,
  onSubmit,
}: {
  /** The rental being ended; null = closed. */
  rental: CustomerRental | null;
  productName: string;
  /** The plant's today, the day offered. */
  today: string;
  busy: boolean;
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the day. */
  onSubmit(until: string): Promise<unknown>;
}) {
  const { t } = useTranslation('customers');
  const schema = useMemo(() => z.object({ until: z.string().min(1, t('rentals.dateRequired')) }), [t]);
  const initial = useMemo(() => ({ until: today }), [today]);
  const {
    register,
    formState: { errors },
    dialog,
  } = useLedgerForm({
    open: rental !== null,
    busy,
    onClose,
    title: t('rentals.endTitle', { product: productName }),
    submitLabel: t('rentals.end'),
    schema,
    empty: EMPTY,
    initial,
    fields: FIELDS,
    save: ({ until }) => onSubmit(until),
  });

  return (
    <FormDialog {...dialog}>
      <DialogContentText sx={{ mb: 2 }}>{t('rentals.endText')}</DialogContentText>
      <DayField
        id="rental-until"
        required
        label={t('rentals.until')}
        registration={register('until')}
        error={errors.until?.message}
        help={t('rentals.untilHint')}
        min={rental?.from}
      />
    </FormDialog>
  );
}

import { DialogContentText, Grid } from '@mui/material';
import type { ContainerHolding, ContainersLostInput } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { formatNumber } from '../../lib/format';
import { DayField, MoneyField, ProductQuantityFields, ReasonField } from './LedgerFields';
import { useLedgerForm } from './useLedgerForm';

interface LostValues {
  product_id: string;
  quantity: string;
  charge: string;
  reason: string;
  date: string;
}
export const LOST_FIELDS = ['product_id', 'quantity', 'charge', 'reason', 'date'] as const;
const EMPTY: LostValues = { product_id: '', quantity: '', charge: '', reason: '', date: '' };

/** Containers the customer lost or kept: which product (of those they hold), how many, the charge in PKR, a reason and the day. */
export function ContainersLostDialog({
  open,
  busy,
  holdings,
  nameOf,
  today,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  /** The returnable products the customer holds some of. */
  holdings: readonly ContainerHolding[];
  nameOf(holding: ContainerHolding): string;
  /** The plant's today, the latest day allowed. */
  today: string;
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the fields. */
  onSubmit(lost: ContainersLostInput): Promise<unknown>;
}) {
  const { t } = useTranslation('customers');
  const schema = useMemo(
    () =>
      z
        .object({
          product_id: z.string().min(1, t('lost.productRequired')),
          quantity: z.string().refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1, t('lost.quantityRequired')),
          charge: z
            .string()
            .trim()
            .min(1, t('lost.chargeRequired'))
            .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), t('form.errors.twoDecimals')),
          reason: z.string().max(200, t('form.errors.tooLong', { max: 200 })),
          date: z.string(),
        })
        .superRefine((values, context) => {
          const held = holdings.find((holding) => String(holding.product_id) === values.product_id)?.held;
          if (held !== undefined && Number(values.quantity) > held)
            context.addIssue({ code: 'custom', path: ['quantity'], message: t('lost.tooMany', { held: formatNumber(held) }) });
        }),
    [t, holdings],
  );
  const onlyProduct = holdings.length === 1 ? String(holdings[0].product_id) : '';
  const initial = useMemo(() => ({ ...EMPTY, product_id: onlyProduct }), [onlyProduct]);
  const form = useLedgerForm({
    open,
    busy,
    onClose,
    title: t('lost.title'),
    submitLabel: t('lost.submit'),
    schema,
    empty: EMPTY,
    initial,
    fields: LOST_FIELDS,
    save: (values) =>
      onSubmit({
        product_id: Number(values.product_id),
        quantity: Number(values.quantity),
        charge: Number(values.charge),
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
        ...(values.date ? { date: values.date } : {}),
      }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog {...form.dialog}>
      <DialogContentText sx={{ mb: 2 }}>{t('lost.text')}</DialogContentText>
      <Grid container spacing={2}>
        <ProductQuantityFields
          idPrefix="lost"
          form={form}
          options={holdings.map((holding) => ({
            value: String(holding.product_id),
            label: t('lost.productOption', { product: nameOf(holding), held: formatNumber(holding.held) }),
          }))}
          productLabel={t('lost.product')}
          quantityLabel={t('lost.quantity')}
          productError={errors.product_id?.message}
          quantityError={errors.quantity?.message}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            id="lost-charge"
            required
            label={t('lost.charge')}
            registration={register('charge')}
            error={errors.charge?.message}
            help={t('lost.chargeHint')}
          />
        </Grid>
        <Grid size={12}>
          <ReasonField id="lost-reason" label={t('lost.reason')} registration={register('reason')} error={errors.reason?.message} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField
            id="lost-date"
            label={t('lost.date')}
            registration={register('date')}
            error={errors.date?.message}
            help={t('adjustment.dateHint')}
            max={today}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

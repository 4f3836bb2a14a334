import { FormControl, FormControlLabel, FormLabel, Grid, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { FIRST_PRODUCT_ID, type ContainerHolding, type CustomerDepositInput, type Product } from '@paani/contracts';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { usePlantToday } from '../daily-entries/plant-day';
import { DayField, MoneyField, ProductField, ReasonField } from './LedgerFields';
import { productLabel } from './productRates';
import { useLedgerForm } from './useLedgerForm';

interface DepositValues {
  kind: 'taken' | 'refunded';
  /** The product's id as a string; the first product's when the plant has one returnable product. */
  product_id: string;
  cans: string;
  amount: string;
  date: string;
  note: string;
}
/** The fields the server may name in a 422, in the order the dialog shows them. */
export const DEPOSIT_FIELDS = ['product_id', 'cans', 'amount', 'date', 'note'] as const;
const EMPTY: DepositValues = { kind: 'taken', product_id: String(FIRST_PRODUCT_ID), cans: '', amount: '', date: '', note: '' };

/**
 * The products a deposit may cover: the plant's returnable ones, by position. An inactive one stays
 * while the customer still holds some or has a deposit for it, so that deposit can be refunded.
 */
export function depositProducts(products: readonly Product[], containers: readonly ContainerHolding[] = []): Product[] {
  const stillAtCustomer = (id: number) =>
    containers.some((holding) => holding.product_id === id && (holding.held > 0 || holding.deposited > 0));
  return products
    .filter((product) => product.returnable && (product.is_active || stillAtCustomer(product.id)))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * A security deposit taken from or refunded to the customer: containers and/or an amount, with a
 * reason. With several returnable products, which product's containers it covers (the first product
 * unless chosen); with one, the dialog is the cans and amount it always was. The server's 422 goes
 * under its field.
 */
export function DepositDialog({
  open,
  busy,
  products,
  containers,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  /** The plant's products (any; the returnable ones are offered). */
  products: readonly Product[];
  /** What the customer holds and has a deposit for, per product. */
  containers?: readonly ContainerHolding[];
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the fields. */
  onSubmit(deposit: CustomerDepositInput): Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('customers');
  const today = usePlantToday();
  const choices = useMemo(() => depositProducts(products, containers), [products, containers]);
  const choosing = choices.length > 1;
  const schema = useMemo(
    () =>
      z
        .object({
          kind: z.enum(['taken', 'refunded']),
          product_id: z.string().min(1, t('depositDialog.productRequired')),
          cans: z.string().refine((value) => value.trim() === '' || /^\d+$/.test(value.trim()), t('form.errors.wholeNumber')),
          amount: z.string().refine((value) => value.trim() === '' || /^\d+(\.\d{1,2})?$/.test(value.trim()), t('form.errors.twoDecimals')),
          date: z.string(),
          note: z.string().max(200, t('form.errors.tooLong', { max: 200 })),
        })
        .refine((values) => Number(values.cans || 0) > 0 || Number(values.amount || 0) > 0, {
          message: t('depositDialog.needsValue'),
          path: ['cans'],
        }),
    [t],
  );
  // The first product unless the plant has none of it to offer (product 1 made inactive and given back).
  const firstChoice = choices.some((product) => product.id === FIRST_PRODUCT_ID) || choices.length === 0 ? FIRST_PRODUCT_ID : choices[0].id;
  const initial = useMemo(() => ({ ...EMPTY, product_id: String(firstChoice) }), [firstChoice]);
  const form = useLedgerForm({
    open,
    busy,
    onClose,
    title: t('depositDialog.title'),
    submitLabel: t('depositDialog.submit'),
    schema,
    empty: EMPTY,
    initial,
    fields: DEPOSIT_FIELDS,
    save: (values) => onSubmit(toDepositInput(values)),
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const chosen = choices.find((product) => String(product.id) === watch('product_id'));
  // The count is of the chosen product's containers: named after it once there is a choice ("5 L jar").
  const countLabel = chosen && (choosing || chosen.id !== FIRST_PRODUCT_ID) ? productLabel(chosen, i18n.language) : t('depositDialog.cans');

  return (
    <FormDialog {...form.dialog}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormControl>
            <FormLabel id="deposit-kind-label">{t('depositDialog.kind')}</FormLabel>
            <Controller
              name="kind"
              control={control}
              render={({ field }) => (
                <RadioGroup row aria-labelledby="deposit-kind-label" {...field}>
                  <FormControlLabel value="taken" control={<Radio />} label={t('depositDialog.taken')} />
                  <FormControlLabel value="refunded" control={<Radio />} label={t('depositDialog.refunded')} />
                </RadioGroup>
              )}
            />
          </FormControl>
        </Grid>
        {choosing && (
          <Grid size={12}>
            <ProductField id="deposit-product" label={t('depositDialog.product')} form={form} error={errors.product_id?.message}>
              {choices.map((product) => (
                <MenuItem key={product.id} value={String(product.id)}>
                  {productLabel(product, i18n.language)}
                </MenuItem>
              ))}
            </ProductField>
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="deposit-cans"
            fullWidth
            label={countLabel}
            {...register('cans')}
            // A product the server refused is said under the choice; without a choice, here.
            error={Boolean(errors.cans || (!choosing && errors.product_id))}
            helperText={errors.cans?.message ?? (!choosing ? errors.product_id?.message : undefined)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            id="deposit-amount"
            label={t('depositDialog.amount')}
            registration={register('amount')}
            error={errors.amount?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField
            id="deposit-date"
            label={t('depositDialog.date')}
            registration={register('date')}
            error={errors.date?.message}
            help={t('adjustment.dateHint')}
            max={today}
          />
        </Grid>
        <Grid size={12}>
          <ReasonField id="deposit-note" label={t('depositDialog.reason')} registration={register('note')} error={errors.note?.message} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

/** What is sent: `product_id` only for a product other than the first, so a one-product plant sends what it always did. */
function toDepositInput(values: DepositValues): CustomerDepositInput {
  const productId = Number(values.product_id);
  return {
    kind: values.kind,
    ...(productId !== FIRST_PRODUCT_ID ? { product_id: productId } : {}),
    ...(Number(values.cans || 0) > 0 ? { cans: Number(values.cans) } : {}),
    ...(Number(values.amount || 0) > 0 ? { amount: Number(values.amount) } : {}),
    ...(values.date ? { date: values.date } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
}

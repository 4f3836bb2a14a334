import { Grid } from '@mui/material';
import type { CustomerRentalInput, Product } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { formatMoney } from '../../lib/format';
import { DayField, ProductQuantityFields } from './LedgerFields';
import { productLabel } from './productRates';
import { useLedgerForm } from './useLedgerForm';

interface RentValues {
  product_id: string;
  quantity: string;
  from: string;
}
export const RENT_FIELDS = ['product_id', 'quantity', 'from'] as const;
const EMPTY: RentValues = { product_id: '', quantity: '1', from: '' };

/** Rent a product billed monthly (a dispenser): which, how many and from which day; the server's 422 under its field. */
export function RentDialog({
  open,
  busy,
  products,
  today,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  /** The plant's active monthly products. */
  products: readonly Product[];
  /** The plant's today, the first day offered. */
  today: string;
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the fields. */
  onSubmit(rental: CustomerRentalInput): Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('customers');
  const schema = useMemo(
    () =>
      z.object({
        product_id: z.string().min(1, t('rentals.productRequired')),
        quantity: z.string().refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1, t('rentals.quantityRequired')),
        from: z.string().min(1, t('rentals.dateRequired')),
      }),
    [t],
  );
  const onlyProduct = products.length === 1 ? String(products[0].id) : '';
  const initial = useMemo(() => ({ product_id: onlyProduct, quantity: '1', from: today }), [onlyProduct, today]);
  const form = useLedgerForm({
    open,
    busy,
    onClose,
    title: t('rentals.rent'),
    submitLabel: t('rentals.rentSubmit'),
    schema,
    empty: EMPTY,
    initial,
    fields: RENT_FIELDS,
    save: (values) => onSubmit({ product_id: Number(values.product_id), quantity: Number(values.quantity), from: values.from }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog {...form.dialog}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <ProductQuantityFields
          idPrefix="rent"
          form={form}
          options={products.map((product) => ({
            value: String(product.id),
            label: t('rentals.productOption', { product: productLabel(product, i18n.language), amount: formatMoney(product.default_rate) }),
          }))}
          productLabel={t('rentals.product')}
          quantityLabel={t('rentals.quantity')}
          productError={errors.product_id?.message}
          quantityError={errors.quantity?.message}
        />
        <Grid size={{ xs: 12, sm: 6 }}>
          <DayField
            id="rent-from"
            required
            label={t('rentals.from')}
            registration={register('from')}
            error={errors.from?.message}
            help={t('rentals.fromHint')}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

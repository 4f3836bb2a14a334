import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, MenuItem, TextField } from '@mui/material';
import type { CustomerRentalInput, Product } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { formatMoney } from '../../lib/format';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { productLabel } from './productRates';

interface RentValues {
  product_id: string;
  quantity: string;
  from: string;
}
export const RENT_FIELDS = ['product_id', 'quantity', 'from'] as const;

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
  const { t: tc } = useTranslation();
  const schema = useMemo(
    () =>
      z.object({
        product_id: z.string().min(1, t('rentals.productRequired')),
        quantity: z.string().refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1, t('rentals.quantityRequired')),
        from: z.string().min(1, t('rentals.dateRequired')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<RentValues>({ defaultValues: { product_id: '', quantity: '1', from: '' }, resolver: zodResolver(schema) });
  const onlyProduct = products.length === 1 ? String(products[0].id) : '';
  useEffect(() => {
    if (open) reset({ product_id: onlyProduct, quantity: '1', from: today });
  }, [open, onlyProduct, today, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ product_id: Number(values.product_id), quantity: Number(values.quantity), from: values.from });
    } catch (failure) {
      applyServerFieldErrors(failure, RENT_FIELDS, setError);
    }
  });

  return (
    <FormDialog
      open={open}
      busy={busy}
      title={t('rentals.rent')}
      submitLabel={busy ? tc('actions.saving') : t('rentals.rentSubmit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField
            id="rent-product"
            select
            fullWidth
            required
            label={t('rentals.product')}
            value={watch('product_id')}
            onChange={(event) => setValue('product_id', String(event.target.value), { shouldValidate: true })}
            error={Boolean(errors.product_id)}
            helperText={errors.product_id?.message}
          >
            {products.map((product) => (
              <MenuItem key={product.id} value={String(product.id)}>
                {t('rentals.productOption', { product: productLabel(product, i18n.language), amount: formatMoney(product.default_rate) })}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="rent-quantity"
            fullWidth
            required
            label={t('rentals.quantity')}
            {...register('quantity')}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="rent-from"
            fullWidth
            required
            type="date"
            label={t('rentals.from')}
            {...register('from')}
            error={Boolean(errors.from)}
            helperText={errors.from?.message ?? t('rentals.fromHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}

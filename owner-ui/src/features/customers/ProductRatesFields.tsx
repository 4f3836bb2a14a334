import { Alert, Divider, Grid, TextField, Typography } from '@mui/material';
import type { Product } from '@paani/contracts';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import type { CustomerFormValues } from './customerForm';
import { productLabel, rateKey } from './productRates';

/**
 * The customer form's "Prices of other products": one optional price per product shown (the plant's
 * active per-unit products but the first); an empty one sells at the product's own price, shown greyed.
 */
export function ProductRatesFields({
  control,
  products,
  errors,
  sectionError,
}: {
  control: Control<CustomerFormValues>;
  products: readonly Product[];
  errors: Partial<Record<string, FieldError>> | undefined;
  /** The server's message about the list as a whole. */
  sectionError: string | undefined;
}) {
  const { t, i18n } = useTranslation('customers');
  return (
    <Grid size={12} component="section" aria-labelledby="customer-product-rates-title">
      <Divider />
      <Typography variant="subtitle2" component="h3" id="customer-product-rates-title" sx={{ mt: 1.5 }}>
        {t('form.productRates')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('form.productRatesHint')}
      </Typography>
      {sectionError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {sectionError}
        </Alert>
      )}
      <Grid container spacing={2}>
        {products.map((product) => {
          const key = rateKey(product.id);
          const error = errors?.[key];
          return (
            <Grid key={product.id} size={{ xs: 12, sm: 4 }}>
              <Controller
                name={`product_rates.${key}`}
                control={control}
                // Registered empty: an untouched price is "the product's price", not a missing value the form refuses.
                defaultValue=""
                render={({ field: { ref, value, ...input } }) => (
                  <TextField
                    {...input}
                    value={value ?? ''}
                    inputRef={ref}
                    id={`customer-rate-${product.id}`}
                    fullWidth
                    label={t(product.billing === 'monthly' ? 'form.productRent' : 'form.productRate', {
                      product: productLabel(product, i18n.language),
                    })}
                    placeholder={formatMoney(product.default_rate)}
                    error={Boolean(error)}
                    helperText={error?.message}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
                  />
                )}
              />
            </Grid>
          );
        })}
      </Grid>
    </Grid>
  );
}

import { Stack, Typography } from '@mui/material';
import { formatMoney, formatNumber, type TodayProductSales } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { productName } from '../daily-entries/sheet-products';

/**
 * Today's deliveries by product under the day's figures: each product's quantity and amount, named
 * in the language on screen. Nothing for a plant with one product (its figures are the day's own),
 * so such a dashboard looks as it always did.
 */
export function TodayByProduct({ products }: { products: readonly TodayProductSales[] | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  if (!products || products.length < 2) return null;
  return (
    <Stack spacing={0.5} data-testid="today-by-product" role="group" aria-label={t('today.byProduct')}>
      <Typography variant="caption" color="text.secondary">
        {t('today.byProduct')}
      </Typography>
      {products.map((product) => (
        <Stack
          key={product.product_id}
          direction="row"
          justifyContent="space-between"
          spacing={2}
          data-testid={`today-product-${product.product_id}`}
        >
          <Typography variant="body2" color="text.secondary">
            {productName(product, i18n.language)}
          </Typography>
          <Typography variant="body2" fontWeight={500} textAlign="right">
            {t('today.productLine', { delivered: formatNumber(product.delivered), amount: formatMoney(product.amount) })}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

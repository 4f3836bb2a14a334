import { Link, Stack, Typography } from '@mui/material';
import { formatNumber, type ProductStock } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { productName } from '../daily-entries/sheet-products';

/**
 * Where the plant's returnable containers are, one line per product: out with customers and riders
 * against what the plant owns (the stock screen's figures). A product out beyond what is owned is
 * shown in the error colour: its purchases or a count are missing. Nothing before any container
 * is recorded or delivered.
 */
export function ContainersOut({ products }: { products: readonly ProductStock[] | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const shown = (products ?? []).filter((product) => product.owned !== 0 || product.with_customers !== 0 || product.with_riders !== 0);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={0.5} data-testid="containers-out" role="group" aria-label={t('containers.title')}>
      <Link component={RouterLink} to="/filter-owner/stock" variant="caption" color="text.secondary">
        {t('containers.title')}
      </Link>
      {shown.map((product) => {
        const out = product.with_customers + product.with_riders;
        return (
          <Stack
            key={product.product_id}
            direction="row"
            justifyContent="space-between"
            spacing={2}
            data-testid={`containers-${product.product_id}`}
          >
            <Typography variant="body2" color="text.secondary">
              {productName(product, i18n.language)}
            </Typography>
            <Typography variant="body2" fontWeight={500} textAlign="right" color={product.out_exceeds_owned ? 'error' : undefined}>
              {product.owned === 0
                ? t('containers.outOnly', { out: formatNumber(out) })
                : t('containers.outOfOwned', { out: formatNumber(out), owned: formatNumber(product.owned) })}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

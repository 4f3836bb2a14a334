import EditIcon from '@mui/icons-material/Edit';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { FIRST_PRODUCT_ID, type Product } from '@paani/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPkr } from '../../lib/format';

export interface ProductCardProps {
  product: Product;
  /** The product's actions are under way: its buttons are disabled. */
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" fontWeight={600} sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One product of the plant: its name and status, what it is (unit, returnable, billing), its rate
 * and deposit in PKR and its place in the order; then Edit and Activate/Deactivate. A product is
 * never deleted: its entries and statements keep naming it.
 */
export function ProductCard({ product, busy, onEdit, onToggle }: ProductCardProps) {
  const { t } = useTranslation(['products', 'common']);
  const headingId = useId();
  const active = product.is_active;
  const rate = formatPkr(product.default_rate);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="product-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {product.name}
          </Typography>
          <Chip
            size="small"
            label={active ? t('common:status.active') : t('common:status.inactive')}
            color={active ? 'success' : 'default'}
          />
        </Stack>
        {product.id === FIRST_PRODUCT_ID && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('card.firstProduct')}
          </Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5, m: 0 }}>
          <Figure
            label={t('card.nameUr')}
            testId="product-name-ur"
            value={
              product.name_ur ? (
                <bdi lang="ur" dir="rtl">
                  {product.name_ur}
                </bdi>
              ) : (
                t('card.noNameUr')
              )
            }
          />
          <Figure label={t('card.unit')} value={product.unit} testId="product-unit" />
          <Figure label={t('card.returnable')} value={product.returnable ? t('card.yes') : t('card.no')} testId="product-returnable" />
          <Figure label={t('card.billing')} value={t(`billing.${product.billing}`)} testId="product-billing" />
          <Figure
            label={t('card.rate')}
            testId="product-rate"
            value={
              product.billing === 'monthly'
                ? t('card.ratePerMonth', { amount: rate })
                : t('card.ratePerUnit', { amount: rate, unit: product.unit })
            }
          />
          <Figure
            label={t('card.deposit')}
            testId="product-deposit"
            value={product.returnable ? formatPkr(product.deposit_per_unit) : t('card.noDeposit')}
          />
          <Figure label={t('card.position')} value={formatNumber(product.position)} testId="product-position" />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }} disableSpacing>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={onEdit}
          disabled={busy}
          aria-label={t('actions.edit', { name: product.name })}
        >
          {t('common:actions.edit')}
        </Button>
        <Button
          size="small"
          startIcon={<PowerSettingsNewIcon />}
          onClick={onToggle}
          disabled={busy}
          color={active ? 'warning' : 'success'}
          aria-label={t(active ? 'actions.deactivate' : 'actions.activate', { name: product.name })}
        >
          {active ? t('common:actions.deactivate') : t('common:actions.activate')}
        </Button>
      </CardActions>
    </Card>
  );
}

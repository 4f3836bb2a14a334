import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ProductStock } from '@paani/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { stockProductName } from './stockNames';

export type StockAction = 'purchase' | 'writeOff' | 'count';

export interface StockCardProps {
  product: ProductStock;
  onAction(action: StockAction): void;
}

/** One line of the sum: what is added (`+`), or the total (`=`) under a rule; the sign is drawn by CSS before the label. */
function Line({ label, value, sign, hint, testId }: { label: string; value: number; sign?: '+' | '='; hint?: string; testId: string }) {
  const total = sign === '=';
  return (
    <Box
      data-testid={testId}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1,
        alignItems: 'baseline',
        py: 0.5,
        ...(total && { borderTop: 2, borderColor: 'divider', mt: 0.5, pt: 1 }),
      }}
    >
      <Typography
        component="dt"
        fontWeight={total ? 700 : 400}
        sx={{
          display: 'flex',
          minWidth: 0,
          '&::before': {
            // A line without a sign keeps the space (a no-break space, so the line's baseline is its text's).
            content: sign ? `"${sign}"` : '"\\00a0"',
            flex: '0 0 1.5em',
            color: 'text.secondary',
            fontWeight: 700,
          },
        }}
      >
        <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
          {hint && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {hint}
            </Typography>
          )}
        </Box>
      </Typography>
      <Typography
        component="dd"
        fontWeight={700}
        color={value < 0 ? 'error' : undefined}
        sx={{ m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontSize: total ? '1.15rem' : undefined }}
      >
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

/**
 * One returnable product's containers as a sum that reads down: at the plant, plus with customers,
 * with riders, lost (those lost at customers said under it) and damaged, equals owned. A warning
 * when more are out than the plant owns, and the owner's three records: purchase, write-off, count.
 */
export function StockCard({ product, onAction }: StockCardProps) {
  const { t, i18n } = useTranslation(['stock', 'common']);
  const headingId = useId();
  const name = stockProductName(product, i18n.language);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="stock-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: product.out_exceeds_owned ? 'warning.main' : undefined }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {name}
          </Typography>
          {!product.is_active && <Chip size="small" label={t('common:status.inactive')} />}
        </Stack>
        {product.out_exceeds_owned && (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="stock-warning">
            {t('card.outExceedsOwned')}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          <Line label={t('card.atPlant')} hint={t('card.atPlantHint')} value={product.at_plant} testId="stock-at-plant" />
          <Line label={t('card.withCustomers')} value={product.with_customers} sign="+" testId="stock-with-customers" />
          <Line label={t('card.withRiders')} value={product.with_riders} sign="+" testId="stock-with-riders" />
          <Line
            label={t('card.lost')}
            hint={
              product.lost_at_customers > 0 ? t('card.lostAtCustomers', { number: formatNumber(product.lost_at_customers) }) : undefined
            }
            value={product.lost}
            sign="+"
            testId="stock-lost"
          />
          <Line label={t('card.damaged')} value={product.damaged} sign="+" testId="stock-damaged" />
          <Line label={t('card.owned')} value={product.owned} sign="=" testId="stock-owned" />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }} disableSpacing>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddShoppingCartIcon />}
          onClick={() => onAction('purchase')}
          aria-label={t('actions.purchaseOf', { name })}
        >
          {t('actions.purchase')}
        </Button>
        <Button
          size="small"
          startIcon={<RemoveCircleOutlineIcon />}
          onClick={() => onAction('writeOff')}
          aria-label={t('actions.writeOffOf', { name })}
        >
          {t('actions.writeOff')}
        </Button>
        <Button size="small" startIcon={<FactCheckIcon />} onClick={() => onAction('count')} aria-label={t('actions.countOf', { name })}>
          {t('actions.count')}
        </Button>
      </CardActions>
    </Card>
  );
}

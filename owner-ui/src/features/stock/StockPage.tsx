import { Grid, Stack, Typography } from '@mui/material';
import type { Plant, ProductStock, StockCountInput, StockPurchaseInput, StockWriteOffInput } from '@paani/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, LoadFailed } from '../../components/ScreenStates';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { useToast } from '../../components/Toaster';
import { useLastPresent } from '../../lib/use-last-present';
import { PageLoading } from '../../shell/PageLoading';
import { useRecordStockMovement, useStock, type StockMovement } from './api';
import { CountDialog } from './CountDialog';
import { PurchaseDialog } from './PurchaseDialog';
import { StockCard, type StockAction } from './StockCard';
import { StockMovementsSection } from './StockMovementsSection';
import { stockProductName } from './stockNames';
import { WriteOffDialog } from './WriteOffDialog';

/** /filter-owner/stock: the selected plant's returnable containers. */
export default function StockPage() {
  const { t } = useTranslation('stock');
  return (
    <SelectedPlantPage title={t('page.title')} loadingText={t('page.loading')} noPlantText={t('page.noPlantText')}>
      {(plant) => <StockScreen plant={plant} />}
    </SelectedPlantPage>
  );
}

type Acting = { action: StockAction; product: ProductStock } | null;

const DONE = { purchase: 'purchase.done', writeOff: 'writeOff.done', count: 'count.done' } as const;

/** One card per returnable product with its figures and records, then the movements over some days. */
export function StockScreen({ plant }: { plant: Pick<Plant, 'id' | 'name'> }) {
  const { t, i18n } = useTranslation('stock');
  const toast = useToast();
  const navigate = useNavigate();
  const plantId = plant.id;
  const stock = useStock(plantId);
  const [acting, setActing] = useState<Acting>(null);
  const record = useRecordStockMovement({
    onSuccess: (response, { kind }) => {
      toast({ title: t(DONE[kind]), description: response.message, variant: 'success' });
      setActing(null);
    },
  });

  // While a dialog fades out it keeps showing the product it was about.
  const shown = useLastPresent(acting);
  const product = shown?.product ?? null;
  const openWith = (action: StockAction) => acting?.action === action;
  const send = (movement: StockMovement) => record.mutateAsync({ plantId, ...movement });
  const close = () => setActing(null);

  const products = stock.data;
  const productName = useCallback(
    (productId: number) => {
      const found = products?.find((item) => item.product_id === productId);
      return found ? stockProductName(found, i18n.language) : t('movements.unknownProduct', { id: productId });
    },
    [products, i18n.language, t],
  );

  let body;
  if (stock.isPending) body = <PageLoading text={t('page.loading')} />;
  else if (stock.isError) body = <LoadFailed title={t('page.loadFailed')} error={stock.error} onRetry={() => void stock.refetch()} />;
  else if (stock.data.length === 0)
    body = (
      <EmptyState
        title={t('page.emptyTitle')}
        text={t('page.emptyText')}
        actionLabel={t('page.toProducts')}
        onAction={() => void navigate('/filter-owner/products')}
      />
    );
  else
    body = (
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('page.sum')}
        </Typography>
        <Grid container spacing={2} component="section" aria-label={t('page.listLabel', { plant: plant.name })}>
          {stock.data.map((item) => (
            <Grid key={item.product_id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <StockCard product={item} onAction={(action) => setActing({ action, product: item })} />
            </Grid>
          ))}
        </Grid>
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {body}
      {stock.data && stock.data.length > 0 && <StockMovementsSection plantId={plantId} productName={productName} />}
      <PurchaseDialog
        open={openWith('purchase')}
        product={product}
        busy={record.isPending}
        onClose={close}
        onSubmit={(input: StockPurchaseInput) => send({ kind: 'purchase', input })}
      />
      <WriteOffDialog
        open={openWith('writeOff')}
        product={product}
        busy={record.isPending}
        onClose={close}
        onSubmit={(input: StockWriteOffInput) => send({ kind: 'writeOff', input })}
      />
      <CountDialog
        open={openWith('count')}
        product={product}
        busy={record.isPending}
        onClose={close}
        onSubmit={(input: StockCountInput) => send({ kind: 'count', input })}
      />
    </Stack>
  );
}

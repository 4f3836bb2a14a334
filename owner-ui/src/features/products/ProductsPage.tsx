import AddIcon from '@mui/icons-material/Add';
import { Button, Grid, Stack } from '@mui/material';
import { FIRST_PRODUCT_ID, type Plant, type Product } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, LoadFailed } from '../../components/ScreenStates';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { useToast } from '../../components/Toaster';
import { statusToggleToasts } from '../../lib/status-toasts';
import { useLastPresent } from '../../lib/use-last-present';
import { PageLoading } from '../../shell/PageLoading';
import { useCreateProduct, useProducts, useSetProductActive, useUpdateProduct } from './api';
import { ProductCard } from './ProductCard';
import { ProductDialog } from './ProductDialog';
import { productChange, productFormValues } from './productForm';

/** /filter-owner/products: what the selected plant sells. */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  return (
    <SelectedPlantPage title={t('page.title')} loadingText={t('page.loading')} noPlantText={t('page.noPlantText')}>
      {(plant) => <ProductsScreen plant={plant} />}
    </SelectedPlantPage>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; product: Product } | null;

/** The plant's products by position, inactive ones too: add, edit, activate/deactivate (a product is never deleted). */
export function ProductsScreen({ plant }: { plant: Pick<Plant, 'id' | 'name'> }) {
  const { t } = useTranslation(['products', 'common']);
  const toast = useToast();
  const plantId = plant.id;
  const products = useProducts(plantId);
  const [editing, setEditing] = useState<Editing>(null);

  const create = useCreateProduct({
    onSuccess: (response) => {
      toast({ title: t('toasts.created'), description: response.message, variant: 'success' });
      setEditing(null);
    },
  });
  const update = useUpdateProduct({
    onSuccess: (response) => {
      toast({ title: t('toasts.updated'), description: response.message, variant: 'success' });
      setEditing(null);
    },
  });
  const toggle = useSetProductActive(
    statusToggleToasts(toast, {
      activated: t('toasts.activated'),
      deactivated: t('toasts.deactivated'),
      error: t('toasts.error'),
      failed: t('toasts.toggleFailed'),
    }),
  );

  // While the dialog fades out it keeps showing what it was about (its title, its fixed fields).
  const shown = useLastPresent(editing);
  const editedProduct = shown?.mode === 'edit' ? shown.product : null;
  // One object per edited product, so the dialog resets its form when it opens, not on every re-render.
  const editedValues = useMemo(() => (editedProduct ? productFormValues(editedProduct) : null), [editedProduct]);
  const add = () => setEditing({ mode: 'add' });

  let body;
  if (products.isPending) body = <PageLoading text={t('page.loading')} />;
  else if (products.isError)
    body = <LoadFailed title={t('page.loadFailed')} error={products.error} onRetry={() => void products.refetch()} />;
  else if (products.data.length === 0)
    body = <EmptyState title={t('page.emptyTitle')} text={t('page.emptyText')} actionLabel={t('page.addFirst')} onAction={add} />;
  else
    body = (
      <Grid container spacing={2} component="section" aria-label={t('page.listLabel', { plant: plant.name })}>
        {products.data.map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <ProductCard
              product={product}
              busy={toggle.isPending && toggle.variables?.id === product.id}
              onEdit={() => setEditing({ mode: 'edit', product })}
              onToggle={() => toggle.mutate({ plantId, id: product.id, active: !product.is_active })}
            />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0 }}>
            {t('page.add')}
          </Button>
        }
      />
      {body}
      <ProductDialog
        open={editing !== null}
        product={editedValues}
        first={editedProduct?.id === FIRST_PRODUCT_ID}
        busy={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(product) =>
          editedProduct
            ? update.mutateAsync({ plantId, id: editedProduct.id, product: productChange(product) })
            : create.mutateAsync({ plantId, product })
        }
      />
    </Stack>
  );
}

import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { Button } from '@mui/material';
import type { ContainerHolding, Customer, Product } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { useToast } from '../../components/Toaster';
import { hasServerFieldErrors } from '../../lib/server-field-errors';
import { usePlants } from '../../plants/PlantContext';
import { plantToday } from '../daily-entries/plant-day';
import { useRecordContainersLost } from './customer-products-api';
import { ContainersLostDialog, LOST_FIELDS } from './ContainersLostDialog';
import { productLabel } from './productRates';

/** "Containers lost" on the customer page, offered while they hold containers of a returnable product; its dialog. */
export function ContainersLostAction({
  plantId,
  customer,
  products,
}: {
  plantId: number;
  customer: Customer;
  products: readonly Product[];
}) {
  const { t, i18n } = useTranslation('customers');
  const toast = useToast();
  const { selectedPlant } = usePlants();
  const [open, setOpen] = useState(false);
  const holdings = useMemo(() => (customer.containers ?? []).filter((holding) => holding.held > 0), [customer.containers]);
  const record = useRecordContainersLost({
    onSuccess: () => {
      toast({ title: t('lost.saved'), variant: 'success' });
      setOpen(false);
    },
    onError: (failure) => {
      if (!hasServerFieldErrors(failure, LOST_FIELDS))
        toast({ title: t('lost.failed'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
    },
  });
  const nameOf = (holding: ContainerHolding) => {
    const product = products.find((candidate) => candidate.id === holding.product_id);
    return product ? productLabel(product, i18n.language) : holding.product_name;
  };
  if (holdings.length === 0) return null;
  return (
    <>
      <Button size="small" startIcon={<RemoveShoppingCartIcon />} onClick={() => setOpen(true)}>
        {t('lost.action')}
      </Button>
      <ContainersLostDialog
        open={open}
        busy={record.isPending}
        holdings={holdings}
        nameOf={nameOf}
        today={plantToday(selectedPlant)}
        onClose={() => setOpen(false)}
        onSubmit={(lost) => record.mutateAsync({ plantId, id: customer.id, lost })}
      />
    </>
  );
}

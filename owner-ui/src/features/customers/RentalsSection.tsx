import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import type { Customer, CustomerRental, Product } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { useToast } from '../../components/Toaster';
import { formatMoney, formatMonth, formatNumber } from '../../lib/format';
import { hasServerFieldErrors } from '../../lib/server-field-errors';
import { usePlants } from '../../plants/PlantContext';
import { plantToday } from '../daily-entries/plant-day';
import { useEndRental, useStartRental } from './customer-products-api';
import { formatDay } from './display';
import { EndRentalDialog } from './EndRentalDialog';
import { productLabel } from './productRates';
import { RENT_FIELDS, RentDialog } from './RentDialog';

/** 'YYYY-MM' as 'November 2026'. */
const monthOf = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return year && number ? formatMonth(new Date(year, number - 1, 1)) : month;
};

/** Whether the page shows the section: the plant rents something out (an active monthly product), or the customer has rented something. */
export const showsRentals = (customer: Customer, products: readonly Product[]) =>
  products.some((product) => product.billing === 'monthly' && product.is_active) || (customer.rentals ?? []).length > 0;

/** The customer's rentals (product, quantity, from, until, last month charged, monthly rate), renting one and ending one. */
export function RentalsSection({ plantId, customer, products }: { plantId: number; customer: Customer; products: readonly Product[] }) {
  const { t, i18n } = useTranslation('customers');
  const toast = useToast();
  const today = plantToday(usePlants().selectedPlant);
  const [renting, setRenting] = useState(false);
  const [ending, setEnding] = useState<CustomerRental | null>(null);
  const monthly = products.filter((product) => product.billing === 'monthly' && product.is_active);
  const rentals = customer.rentals ?? [];
  const nameOf = (rental: Pick<CustomerRental, 'product_id' | 'product_name'>) => {
    const product = products.find((candidate) => candidate.id === rental.product_id);
    return product ? productLabel(product, i18n.language) : rental.product_name;
  };
  const failed = (fields: readonly string[]) => (failure: unknown) => {
    if (!hasServerFieldErrors(failure, fields))
      toast({ title: t('rentals.failed'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
  };
  const start = useStartRental({
    onSuccess: () => {
      toast({ title: t('rentals.started'), variant: 'success' });
      setRenting(false);
    },
    onError: failed(RENT_FIELDS),
  });
  const end = useEndRental({
    onSuccess: () => {
      toast({ title: t('rentals.ended'), variant: 'success' });
      setEnding(null);
    },
    onError: failed(['until']),
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="rentals-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" id="rentals-title">
          {t('rentals.title')}
        </Typography>
        {monthly.length > 0 && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setRenting(true)}>
            {t('rentals.rent')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('rentals.text')}
      </Typography>
      {rentals.length === 0 ? (
        <Typography color="text.secondary">{t('rentals.empty')}</Typography>
      ) : (
        <Stack spacing={1.5} component="ul" aria-label={t('rentals.listLabel', { name: customer.name })} sx={{ m: 0, p: 0 }}>
          {rentals.map((rental) => (
            <Box
              component="li"
              key={`${rental.product_id}-${rental.from}`}
              data-testid="rental-row"
              sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <RentalFigures rental={rental} name={nameOf(rental)} />
              {rental.until === null && (
                <Button
                  size="small"
                  startIcon={<EventBusyIcon />}
                  onClick={() => setEnding(rental)}
                  aria-label={t('rentals.endLabel', { product: nameOf(rental) })}
                  sx={{ mt: 1 }}
                >
                  {t('rentals.end')}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <RentDialog
        open={renting}
        busy={start.isPending}
        products={monthly}
        today={today}
        onClose={() => setRenting(false)}
        onSubmit={(rental) => start.mutateAsync({ plantId, id: customer.id, rental })}
      />
      <EndRentalDialog
        rental={ending}
        productName={ending ? nameOf(ending) : ''}
        today={today}
        busy={end.isPending}
        onClose={() => setEnding(null)}
        onSubmit={(until) => end.mutateAsync({ plantId, id: customer.id, productId: ending?.product_id ?? 0, until })}
      />
    </Paper>
  );
}

function RentalFigures({ rental, name }: { rental: CustomerRental; name: string }) {
  const { t } = useTranslation('customers');
  const figures: Array<[string, string, string]> = [
    ['product', t('rentals.product'), name],
    ['quantity', t('rentals.quantity'), formatNumber(rental.quantity)],
    ['from', t('rentals.from'), formatDay(rental.from)],
    ['until', t('rentals.until'), rental.until ? formatDay(rental.until) : t('rentals.running')],
    ['charged', t('rentals.chargedThrough'), rental.charged_through ? monthOf(rental.charged_through) : t('rentals.notCharged')],
    ['rate', t('rentals.rate'), t('rentals.ratePerMonth', { amount: formatMoney(rental.rate) })],
  ];
  return (
    <Grid container spacing={1.5} component="dl" sx={{ m: 0 }}>
      {figures.map(([key, label, value]) => (
        <Grid key={key} size={{ xs: 6, sm: 4, md: 2 }} data-testid={`rental-${key}`}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneIcon from '@mui/icons-material/Phone';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { coordinatesOf, formatMoney, formatNumber, mapsUrl, whatsappNumber, type Customer, type Product } from '@paani/contracts';
import { Ltr } from '../../components/Ltr';
import { mirrorInRtl } from '../../components/mirror';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { areasQueryOptions } from '../../api/areas/get-areas';
import { ApiError, errorMessage } from '../../api/client';
import { useDeleteCustomer } from '../../api/customers/delete-customer';
import { useRecordPayment } from '../../api/customers/record-payment';
import { useCustomer } from '../../api/customers/get-customer';
import type { LedgerRange } from '../../api/customers/keys';
import { useToggleCustomerStatus } from '../../api/customers/toggle-customer-status';
import { useUpdateCustomer } from '../../api/customers/update-customer';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { useProducts } from '../products/api';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { BalanceText } from './BalanceText';
import { ConfirmDialog } from './ConfirmDialog';
import { ContainerFigures } from './ContainerFigures';
import { ContainersLostAction } from './ContainersLostAction';
import { toCustomerUpdate, type CustomerFormValues } from './customerForm';
import { CustomerFormDialog } from './CustomerFormDialog';
import { Figure } from './Figure';
import { STATUS_COLORS } from './CustomerTable';
import { balanceParts, formatDay, ridersForArea } from './display';
import { LedgerTab } from './LedgerTab';
import { LimitFlags } from './LimitFlags';
import { PausesTab } from './PausesTab';
import { PaymentDialog } from './PaymentDialog';
import { RentalsSection, showsRentals } from './RentalsSection';
import { useSearchPatch } from '../../lib/search-patch';
import { CustomerWhatsAppMessages } from '../whatsapp/CustomerWhatsAppMessages';
import { CustomerPageLinkCard } from '../customer-requests/CustomerPageLinkCard';
import { CustomerRequestsCard } from '../customer-requests/CustomerRequestsCard';

const TABS = ['ledger', 'details', 'pauses'] as const;
type TabName = (typeof TABS)[number];
const LIST_PATH = '/filter-owner/customers';
const NO_PRODUCTS: Product[] = [];
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

export default function CustomerDetailPage() {
  const { t } = useTranslation('customers');
  const { id: rawId } = useParams();
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : 0;
  const { selectedPlant, isLoading: plantsLoading } = usePlants();
  const customer = useCustomer(selectedPlant?.id, id);

  const back = (
    <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackIcon sx={mirrorInRtl} />} sx={{ alignSelf: 'flex-start' }}>
      {t('detail.back')}
    </Button>
  );
  if (plantsLoading || (selectedPlant && id > 0 && customer.isPending)) return <PageLoading text={t('detail.loading')} />;
  if (!selectedPlant) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="info">{t('list.noPlant')}</Alert>
      </Stack>
    );
  }
  if (id === 0 || (customer.error instanceof ApiError && (customer.error.status === 404 || customer.error.status === 422))) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{t('detail.notFound')}</Alert>
      </Stack>
    );
  }
  if (!customer.data) {
    return (
      <Stack spacing={2}>
        {back}
        <LoadError title={t('detail.loadFailed')} error={customer.error} onRetry={() => void customer.refetch()} />
      </Stack>
    );
  }
  return <CustomerDetail plantId={selectedPlant.id} defaultRate={selectedPlant.default_can_rate} customer={customer.data} back={back} />;
}

function CustomerDetail({
  plantId,
  defaultRate,
  customer,
  back,
}: {
  plantId: number;
  defaultRate: number;
  customer: Customer;
  back: ReactNode;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams, patchSearchParams] = useSearchPatch();
  const tab: TabName = TABS.includes(searchParams.get('tab') as TabName) ? (searchParams.get('tab') as TabName) : 'ledger';
  const range: LedgerRange = {
    ...(isDay(searchParams.get('from')) ? { from: isDay(searchParams.get('from')) } : {}),
    ...(isDay(searchParams.get('to')) ? { to: isDay(searchParams.get('to')) } : {}),
  };
  const setParam = (changes: Record<string, string | undefined>) => patchSearchParams(changes);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'payment' | null>(null);
  const areas = useQuery(areasQueryOptions(plantId));
  const employees = useQuery(employeesQueryOptions(plantId));
  const products = useProducts(plantId).data ?? NO_PRODUCTS;

  const update = useUpdateCustomer();
  const toggle = useToggleCustomerStatus({
    onSuccess: (response) => toast({ title: t('detail.statusChanged'), description: response.message, variant: 'success' }),
    onError: (failure) =>
      toast({ title: t('detail.statusChanged'), description: errorMessage(failure, t('errors.generic')), variant: 'error' }),
  });
  const remove = useDeleteCustomer({
    onSuccess: (response) => {
      setDialog(null);
      // A customer with ledger history is only deactivated, and stays on screen.
      if (response.data?.deactivated) {
        toast({ title: t('detail.deactivatedInstead'), description: response.message, variant: 'info' });
        return;
      }
      toast({ title: t('detail.deleted'), description: response.message, variant: 'success' });
      navigate(LIST_PATH);
    },
    onError: (failure) => {
      toast({ title: t('detail.delete'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
      setDialog(null);
    },
  });

  const payment = useRecordPayment({
    onSuccess: (response) => {
      const balance = response.data ? balanceParts(response.data.balance) : null;
      toast({
        title: t('payment.saved'),
        description: balance
          ? t('payment.savedText', { balance: balance.advance ? t('money.advance', { amount: balance.amount }) : balance.amount })
          : undefined,
        variant: 'success',
      });
      setDialog(null);
    },
    onError: (failure) => {
      if (!(failure instanceof ApiError && failure.status === 422 && failure.errors && Object.keys(failure.errors).length > 0)) {
        toast({ title: t('payment.failed'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
      }
    },
  });

  const save = async (values: CustomerFormValues) => {
    try {
      await update.mutateAsync({ plantId, id: customer.id, customer: toCustomerUpdate(values) });
      toast({ title: t('form.updated'), variant: 'success' });
      setDialog(null);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.errors && Object.keys(failure.errors).length > 0)) {
        toast({ title: t('form.saveFailed'), description: errorMessage(failure, t('errors.generic')), variant: 'error' });
      }
      throw failure;
    }
  };

  const wa = whatsappNumber(customer);
  const none = t('detail.fields.none');
  const place = coordinatesOf(customer);
  const detailRows: Array<[string, ReactNode]> = [
    [t('form.phone'), customer.phone ? <Ltr>{customer.phone}</Ltr> : none],
    [t('form.whatsapp'), customer.whatsapp ? <Ltr>{customer.whatsapp}</Ltr> : none],
    [t('detail.fields.language'), t(`languages.${customer.language ?? 'en'}`)],
    [t('detail.fields.address'), customer.address ?? none],
    [
      t('detail.fields.location'),
      place ? (
        <Link href={mapsUrl(place)} target="_blank" rel="noopener">
          {t('detail.fields.openInMaps')}
        </Link>
      ) : (
        none
      ),
    ],
    [t('detail.area'), customer.area_name],
    [t('detail.rider'), customer.employee_name ?? t('form.noRider')],
    [
      t('detail.rate'),
      customer.rate === null ? `${formatMoney(customer.effective_rate)} (${t('money.plantDefault')})` : formatMoney(customer.rate),
    ],
    [t('detail.fields.creditLimit'), customer.credit_limit === null ? t('detail.fields.noLimit') : formatMoney(customer.credit_limit)],
    [t('detail.fields.canLimit'), customer.can_limit === null ? t('detail.fields.noLimit') : formatNumber(customer.can_limit)],
    [
      t('detail.deposit'),
      t('detail.depositValue', {
        cans: formatNumber(customer.security_deposit_cans),
        amount: formatMoney(customer.security_deposit_amount),
      }),
    ],
    [t('detail.fields.lastDelivery'), customer.last_delivery_at ? formatDay(customer.last_delivery_at) : t('never')],
    [t('detail.fields.lastPayment'), customer.last_payment_at ? formatDay(customer.last_payment_at) : t('never')],
    [t('detail.fields.created'), formatDay(customer.created_at)],
    [
      t('detail.fields.opening'),
      t(customer.opening_date ? 'detail.fields.openingAsOf' : 'detail.fields.openingUndated', {
        amount: formatMoney(customer.opening_balance),
        cans: formatNumber(customer.opening_cans),
        date: formatDay(customer.opening_date),
      }),
    ],
    [t('detail.fields.notes'), customer.notes ?? none],
  ];

  return (
    <Stack spacing={2.5}>
      {back}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', md: 'row' }} justifyContent="space-between" spacing={2}>
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Chip label={<Ltr>{customer.code}</Ltr>} size="small" variant="outlined" />
                  <Chip label={tc(`status.${customer.status}`)} size="small" color={STATUS_COLORS[customer.status]} />
                </Stack>
                <Typography variant="h4" component="h1" fontWeight={700} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {customer.name}
                </Typography>
                <Typography color="text.secondary">
                  {customer.area_name} · {customer.employee_name ?? t('form.noRider')} ·{' '}
                  {customer.rate === null
                    ? `${t('money.perCan', { amount: formatMoney(customer.effective_rate) })} (${t('money.plantDefault')})`
                    : t('money.perCan', { amount: formatMoney(customer.rate) })}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
                  {customer.phone && (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<PhoneIcon />}
                      href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
                      aria-label={t('detail.call', { phone: customer.phone })}
                    >
                      <Ltr>{customer.phone}</Ltr>
                    </Button>
                  )}
                  {wa && (
                    <Button
                      size="small"
                      variant="outlined"
                      color="success"
                      startIcon={<WhatsAppIcon />}
                      href={`https://wa.me/${wa}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('detail.whatsappLabel', { name: customer.name })}
                    >
                      {t('detail.whatsapp')}
                    </Button>
                  )}
                </Stack>
              </Box>
              <Stack direction="row" spacing={4} alignItems="flex-start" flexWrap="wrap" useFlexGap>
                <Figure label={t('detail.balance')} testId="customer-balance">
                  <BalanceText balance={customer.balance} variant="h4" fontWeight={700} />
                </Figure>
                <ContainerFigures customer={customer} products={products} />
              </Stack>
            </Stack>
            <LimitFlags customer={customer} variant="chip" />
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <Button size="small" variant="contained" startIcon={<PaymentsIcon />} onClick={() => setDialog('payment')}>
                {t('payment.action')}
              </Button>
              <Button size="small" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
                {tc('actions.edit')}
              </Button>
              <ContainersLostAction plantId={plantId} customer={customer} products={products} />
              <Button
                size="small"
                startIcon={<PowerSettingsNewIcon />}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ plantId, id: customer.id })}
              >
                {customer.is_active ? t('detail.deactivate') : t('detail.activate')}
              </Button>
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setDialog('delete')}>
                {t('detail.delete')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>

      {showsRentals(customer, products) && <RentalsSection plantId={plantId} customer={customer} products={products} />}

      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomerPageLinkCard plantId={plantId} customerId={customer.id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomerRequestsCard plantId={plantId} customerId={customer.id} />
        </Grid>
      </Grid>

      <CustomerWhatsAppMessages customerId={customer.id} />

      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: TabName) => setParam({ tab: value === 'ledger' ? undefined : value })}
          aria-label={t('detail.tabs')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`detail.${name}`)} id={`customer-tab-${name}`} aria-controls={`customer-panel-${name}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`customer-panel-${tab}`} aria-labelledby={`customer-tab-${tab}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
          {tab === 'ledger' && (
            <LedgerTab
              plantId={plantId}
              customer={customer}
              products={products}
              range={range}
              onRangeChange={(next) => setParam({ from: next.from, to: next.to })}
            />
          )}
          {tab === 'details' && (
            <Stack spacing={2}>
              <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
                {detailRows.map(([label, value]) => (
                  <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                      {value}
                    </Typography>
                  </Grid>
                ))}
              </Grid>
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setDialog('edit')} sx={{ alignSelf: 'flex-start' }}>
                {tc('actions.edit')}
              </Button>
            </Stack>
          )}
          {tab === 'pauses' && <PausesTab plantId={plantId} customer={customer} />}
        </Box>
      </Paper>

      <CustomerFormDialog
        open={dialog === 'edit'}
        customer={customer}
        areas={areas.data ?? []}
        employees={employees.data ?? []}
        defaultRate={defaultRate}
        products={products}
        busy={update.isPending}
        onClose={() => setDialog(null)}
        onSubmit={save}
      />
      <PaymentDialog
        open={dialog === 'payment'}
        busy={payment.isPending}
        riders={ridersForArea(employees.data ?? [], customer.area_id)}
        defaultRiderId={null}
        onClose={() => setDialog(null)}
        onSubmit={(input) => payment.mutateAsync({ plantId, id: customer.id, payment: input })}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('detail.deleteTitle', { name: customer.name })}
        text={t('detail.deleteText')}
        confirmLabel={t('detail.delete')}
        busy={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => remove.mutate({ plantId, id: customer.id })}
      />
    </Stack>
  );
}

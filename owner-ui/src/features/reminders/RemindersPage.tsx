import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPkr, rupees, toPaisa, type ReminderCustomer } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { areasQueryOptions } from '../../api/areas/get-areas';
import { errorMessage } from '../../api/client';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { PageLoading } from '../../shell/AppShell';
import { useMarkReminderSent, useReminders, type ReminderFilters } from './api';
import { ReminderTemplateCard } from './ReminderTemplateCard';
import { formatDay } from '../../lib/format';
import { useSearchPatch } from '../../lib/search-patch';

/** "24 Nov 2026" for an ISO instant, in this device's zone. */
export const sentDate = (iso: string) => formatDay(new Date(iso));

export default function RemindersPage() {
  const { t } = useTranslation('reminders');
  return (
    <SelectedPlantPage loadingText={t('page.loading')} noPlantText={t('page.noPlant')}>
      {(plant) => <RemindersScreen plantId={plant.id} />}
    </SelectedPlantPage>
  );
}

/** The thresholds and area live in the URL. */
function useReminderParams(): [ReminderFilters, Record<string, string>, (update: Record<string, string>) => void] {
  const [params, patch] = useSearchPatch();
  const raw = {
    min_balance: params.get('min_balance') ?? '',
    min_days: params.get('min_days') ?? '',
    area_id: params.get('area_id') ?? '',
  };
  const filters = useMemo<ReminderFilters>(() => {
    const balance = Number(raw.min_balance);
    const days = Number(raw.min_days);
    const area = Number(raw.area_id);
    return {
      ...(raw.min_balance !== '' && balance >= 0 ? { min_balance: balance } : {}),
      ...(raw.min_days !== '' && Number.isInteger(days) && days >= 0 ? { min_days: days } : {}),
      ...(area > 0 ? { area_id: area } : {}),
    };
  }, [raw.min_balance, raw.min_days, raw.area_id]);
  const change = (update: Record<string, string>) => patch(update);
  return [filters, raw, change];
}

function RemindersScreen({ plantId }: { plantId: number }) {
  const { t } = useTranslation('reminders');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [filters, raw, change] = useReminderParams();
  const list = useReminders(plantId, filters);
  const areas = useQuery(areasQueryOptions(plantId));
  const mark = useMarkReminderSent(plantId);

  const send = (customer: ReminderCustomer) => {
    // WhatsApp opens from the link itself (a tap is needed; it cannot send on its own); the tap is recorded.
    mark.mutate(customer.customer_id, {
      onError: (failure) =>
        toast({ title: t('row.markFailed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' }),
    });
  };

  const customers = list.data?.customers ?? [];
  const owed = rupees(customers.reduce((sum, customer) => sum + toPaisa(customer.balance), 0));

  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <ReminderTemplateCard plantId={plantId} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          type="number"
          label={t('filters.minBalance')}
          value={raw.min_balance}
          onChange={(e) => change({ min_balance: e.target.value })}
          size="small"
          slotProps={{ htmlInput: { min: 0 } }}
        />
        <TextField
          type="number"
          label={t('filters.minDays')}
          value={raw.min_days}
          onChange={(e) => change({ min_days: e.target.value })}
          size="small"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <TextField
          select
          label={t('filters.area')}
          value={raw.area_id}
          onChange={(e) => change({ area_id: e.target.value })}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.allAreas')}</MenuItem>
          {(areas.data ?? []).map((area) => (
            <MenuItem key={area.id} value={String(area.id)}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('filters.hint')}
      </Typography>
      {list.isFetching && <LinearProgress aria-label={t('page.loading')} />}
      {list.isPending ? (
        <PageLoading text={t('page.loading')} />
      ) : list.isError ? (
        <LoadError title={t('page.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : customers.length === 0 ? (
        <Alert severity="info">{t('page.empty')}</Alert>
      ) : (
        <>
          <Typography>{t('page.count', { count: customers.length, amount: formatPkr(owed) })}</Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('page.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.customer')}</TableCell>
                  <TableCell>{t('columns.area')}</TableCell>
                  <TableCell align="right">{t('columns.balance')}</TableCell>
                  <TableCell>{t('columns.age')}</TableCell>
                  <TableCell>{t('columns.sent')}</TableCell>
                  <TableCell>{t('columns.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {customers.map((customer) => (
                  <TableRow key={customer.customer_id} data-testid="reminder-row">
                    <TableCell>
                      {customer.name}
                      <Typography variant="body2" color="text.secondary" component="div">
                        {customer.code}
                      </Typography>
                    </TableCell>
                    <TableCell>{customer.area_name ?? ''}</TableCell>
                    <TableCell align="right">{formatPkr(customer.balance)}</TableCell>
                    <TableCell>
                      {customer.age_days === null || !customer.oldest_unpaid_date
                        ? t('row.noAge')
                        : t('row.days', { count: customer.age_days, date: customer.oldest_unpaid_date })}
                    </TableCell>
                    <TableCell data-testid="reminder-sent">
                      {customer.last_sent_at
                        ? customer.sends > 1
                          ? t('row.sentTimes', { date: sentDate(customer.last_sent_at), count: customer.sends })
                          : t('row.sentOn', { date: sentDate(customer.last_sent_at) })
                        : t('row.notSent')}
                    </TableCell>
                    <TableCell>
                      {customer.whatsapp_url ? (
                        <Button
                          size="small"
                          variant="contained"
                          color="success"
                          startIcon={<WhatsAppIcon />}
                          href={customer.whatsapp_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          onClick={() => send(customer)}
                        >
                          {t('row.send')}
                        </Button>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {t('row.noNumber')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}

import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { RouteCustomer } from '@paani/contracts';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useRoutes } from '../../api/schedules/get-routes';
import { useSaveRouteOrder } from '../../api/schedules/save-route-order';
import { useSaveSchedule } from '../../api/schedules/save-schedule';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { useProducts } from '../products/api';
import { lineProducts, moved, toScheduleInput, type ScheduleFormValues } from './scheduleForm';
import { PlaceProposals } from './PlaceProposals';
import { ScheduleRow } from './ScheduleRow';
import type { ScheduleProducts } from './ScheduleLines';
import { getRouteSuggestion } from '../../api/schedules/get-route-suggestion';

/**
 * Per area, its active customers in route order with their schedules, editable in place. The
 * order changes by dragging a row's handle or with its arrows (keyboard), and is saved at once
 * as the area's whole order (PUT /delivery-schedule/route-order); a failed save puts it back.
 */
export function RoutesTab({
  plantId,
  today,
  areaId,
  onAreaChange,
}: {
  plantId: number;
  today: string;
  areaId?: number;
  onAreaChange(id?: number): void;
}) {
  const { t } = useTranslation('deliverySchedule');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const routes = useRoutes(plantId);
  // The schedules' lines name products and offer the plant's others; without the list (still
  // loading, or failed) a schedule is edited as with one product and its lines named by number.
  const productList = useProducts(plantId).data;
  const products = useMemo<ScheduleProducts>(() => {
    const all = productList ?? [];
    return { all, offered: lineProducts(all) };
  }, [productList]);

  if (routes.isPending) return <LinearProgress aria-label={t('routes.loading')} />;
  if (routes.isError) return <LoadError title={t('routes.loadFailed')} error={routes.error} onRetry={() => void routes.refetch()} />;
  const areas = routes.data.areas;
  if (areas.length === 0) {
    return (
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
            <Typography variant="h6" component="h2">
              {t('routes.noAreasTitle')}
            </Typography>
            <Typography color="text.secondary">{t('routes.noAreasText')}</Typography>
            <Button variant="contained" onClick={() => navigate('/filter-owner/areas')}>
              {t('routes.addArea')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  const shown = areaId ? areas.filter((area) => area.area_id === areaId) : areas;
  return (
    <Stack spacing={2}>
      <PlaceProposals plantId={plantId} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          id="routes-area"
          label={t('routes.area')}
          value={areaId ? String(areaId) : ''}
          onChange={(event) => onAreaChange(event.target.value ? Number(event.target.value) : undefined)}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('routes.allAreas')}</MenuItem>
          {areas.map((area) => (
            <MenuItem key={area.area_id} value={String(area.area_id)}>
              {area.area_name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {t('routes.help')}
        </Typography>
      </Stack>
      {routes.isFetching && <LinearProgress aria-hidden sx={{ height: 2 }} />}
      {shown.map((area) => (
        <AreaRoute
          key={area.area_id}
          plantId={plantId}
          today={today}
          areaId={area.area_id}
          areaName={area.area_name}
          customers={area.customers}
          products={products}
          onOrderFailed={(failure) =>
            toast({ title: t('routes.orderFailed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' })
          }
        />
      ))}
    </Stack>
  );
}

function AreaRoute({
  plantId,
  today,
  areaId,
  areaName,
  customers,
  products,
  onOrderFailed,
}: {
  plantId: number;
  today: string;
  areaId: number;
  areaName: string;
  customers: RouteCustomer[];
  products: ScheduleProducts;
  onOrderFailed(failure: unknown): void;
}) {
  const { t } = useTranslation('deliverySchedule');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const serverOrder = useMemo(() => customers.map((c) => c.customer_id), [customers]);
  const [order, setOrder] = useState<number[]>(serverOrder);
  const [over, setOver] = useState<number | null>(null);
  const dragged = useRef<number | null>(null);
  const saveOrder = useSaveRouteOrder();
  const saveSchedule = useSaveSchedule();

  // A fresh server order (after a save or someone else's change) replaces the shown one, unless a save is on its way.
  useEffect(() => {
    if (!saveOrder.isPending) setOrder(serverOrder);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverOrder]);

  const byId = useMemo(() => new Map(customers.map((c) => [c.customer_id, c])), [customers]);
  const rows = order.map((id) => byId.get(id)).filter((c): c is RouteCustomer => c !== undefined);
  const cans = rows.reduce((sum, c) => sum + c.quantity, 0);

  /** Shows `next` at once and saves it as the area's whole order; a failed save puts the old one back. */
  const apply = (next: number[], saved: string) => {
    const before = order;
    setOrder(next);
    saveOrder.mutate(
      { plantId, order: { area_id: areaId, customer_ids: next } },
      {
        onSuccess: () => toast({ title: saved, variant: 'success' }),
        onError: (failure) => {
          setOrder(before);
          onOrderFailed(failure);
        },
      },
    );
  };

  const move = (from: number, to: number) => {
    const next = moved(
      rows.map((c) => c.customer_id),
      from,
      to,
    );
    if (next.join() !== order.join()) apply(next, t('routes.orderSaved'));
  };

  const [suggesting, setSuggesting] = useState(false);
  const suggest = async () => {
    setSuggesting(true);
    try {
      const suggestion = await getRouteSuggestion(plantId, areaId);
      if (suggestion.customer_ids.join() === order.join()) toast({ title: t('routes.alreadyInOrder'), variant: 'info' });
      else
        apply(
          suggestion.customer_ids,
          t(suggestion.unplaced > 0 ? 'routes.suggestedWithUnplaced' : 'routes.suggested', {
            km: (suggestion.distance_m / 1000).toFixed(1),
            count: suggestion.unplaced,
          }),
        );
    } catch (failure) {
      onOrderFailed(failure);
    } finally {
      setSuggesting(false);
    }
  };

  const save = async (customer: RouteCustomer, values: ScheduleFormValues) => {
    try {
      await saveSchedule.mutateAsync({ plantId, customerId: customer.customer_id, schedule: toScheduleInput(values) });
      toast({ title: t('form.saved', { name: customer.name }), variant: 'success' });
    } catch (failure) {
      toast({ title: t('form.saveFailed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' });
      throw failure;
    }
  };

  const drag = (index: number) => ({
    onDragStart: (event: DragEvent, from: number) => {
      dragged.current = from;
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(from));
    },
    onDragOver: (event: DragEvent, at: number) => {
      if (dragged.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== at) setOver(at);
    },
    onDrop: (event: DragEvent, at: number) => {
      event.preventDefault();
      const from = dragged.current;
      dragged.current = null;
      setOver(null);
      if (from !== null) move(from, at);
    },
    onDragEnd: () => {
      dragged.current = null;
      setOver(null);
    },
    over: over === index,
  });

  const headingId = `route-${areaId}-title`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap" useFlexGap sx={{ mb: 1.5 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {areaName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('routes.customers', { count: rows.length })} · {t('routes.cansPerDelivery', { count: cans })}
          </Typography>
          {rows.length > 1 && (
            <Button size="small" sx={{ ml: 'auto' }} disabled={suggesting || saveOrder.isPending} onClick={() => void suggest()}>
              {suggesting ? t('routes.suggesting') : t('routes.suggest')}
            </Button>
          )}
        </Stack>
        {saveOrder.isPending && <LinearProgress aria-hidden sx={{ mb: 1, height: 2 }} />}
        {rows.length === 0 ? (
          <Alert severity="info">{t('routes.emptyArea')}</Alert>
        ) : (
          <Box component="ol" aria-label={t('routes.listLabel', { area: areaName })} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
            {rows.map((customer, index) => (
              <ScheduleRow
                key={customer.customer_id}
                customer={customer}
                index={index}
                count={rows.length}
                today={today}
                products={products}
                moveDisabled={saveOrder.isPending}
                onMove={move}
                onSave={(values) => save(customer, values)}
                drag={drag(index)}
              />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

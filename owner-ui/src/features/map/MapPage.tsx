import { Alert, Box, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import type { Plant } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { positiveIdParam } from '../../lib/url-params';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { useSearchParams } from 'react-router-dom';
import { useAreas } from '../../api/areas/get-areas';
import { useCustomerMap } from '../../api/map/get-customer-map';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { CustomerMapView } from './CustomerMapView';
import { MapLegend } from './MapLegend';

/**
 * The owner's customers on a map (route /filter-owner/map). A page of its own, loaded lazily like
 * every screen (App.tsx), so Leaflet and its style sheet reach only the owners who open it.
 */
export default function MapPage() {
  const { t } = useTranslation('map');
  return (
    <SelectedPlantPage title={t('page.title')} loadingText={t('page.loading')} noPlantText={t('page.noPlant')}>
      {(plant) => <CustomerMapScreen plant={plant} />}
    </SelectedPlantPage>
  );
}

/** The area lives in the URL (`?area_id=`), so a reload or a shared link shows the same map. */
function CustomerMapScreen({ plant }: { plant: Plant }) {
  const { t } = useTranslation('map');
  const [params, setParams] = useSearchParams();
  const areaId = positiveIdParam(params.get('area_id'));
  const areas = useAreas(plant.id);
  const map = useCustomerMap(plant.id, areaId);

  const chooseArea = (id?: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('area_id', String(id));
        else next.delete('area_id');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between">
        <TextField
          select
          size="small"
          id="map-area"
          label={t('page.area')}
          value={areaId ? String(areaId) : ''}
          onChange={(event) => chooseArea(event.target.value ? Number(event.target.value) : undefined)}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('page.allAreas')}</MenuItem>
          {(areas.data ?? []).map((area) => (
            <MenuItem key={area.id} value={String(area.id)}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
        <MapLegend />
      </Stack>
      {map.isPending && <LinearProgress aria-label={t('page.loading')} />}
      {map.isError && <LoadError title={t('page.loadFailed')} error={map.error} onRetry={() => void map.refetch()} />}
      {map.data && (
        <>
          {map.isFetching && <LinearProgress aria-hidden sx={{ height: 2 }} />}
          {map.data.customers.length === 0 && (
            <Alert severity="info" data-testid="map-empty">
              {t('page.empty')}
            </Alert>
          )}
          {map.data.unplaced > 0 && (
            <Alert severity="info" data-testid="map-unplaced">
              {t('page.unplaced', { count: map.data.unplaced })}
            </Alert>
          )}
          <Box role="region" aria-label={t('page.mapLabel')} data-testid="customer-map" sx={{ height: { xs: '60vh', md: 560 } }}>
            <CustomerMapView map={map.data} />
          </Box>
        </>
      )}
    </Stack>
  );
}

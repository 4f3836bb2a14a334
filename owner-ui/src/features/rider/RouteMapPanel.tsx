import './sheet-view.css';
import type { RiderEntryInput, SheetProduct, SheetRow } from '@paani/contracts';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRiderMap } from '../../api/rider/rider-map';
import { Notice, NoticeButton, Spinner } from './Parts';

/**
 * The map of the day's route, its own chunk with Leaflet and its style sheet: fetched only when
 * the rider opens the map, never precached with the rider's app (vite.config.ts precaches the
 * rider entry's static imports only), so the first load on slow data stays as it was.
 */
const loadRouteMap = () => lazy(() => import('./RiderRouteMap'));
let RiderRouteMap = loadRouteMap();

export type SheetView = 'list' | 'map';
const VIEWS: readonly SheetView[] = ['list', 'map'];

/** List | Map: how the sheet is shown. */
export function SheetViewSwitch({ view, onChange }: { view: SheetView; onChange(view: SheetView): void }) {
  const { t } = useTranslation('rider');
  return (
    <div className="r-views" role="group" aria-label={t('map.views')}>
      {VIEWS.map((name) => (
        <button key={name} type="button" className="r-view" aria-pressed={view === name} onClick={() => onChange(name)}>
          {t(`map.${name}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The route on a map, or, when the map cannot be had (no connection for its settings or its code),
 * a notice saying so with the list under it, so the round goes on.
 */
export function RouteMapPanel({
  rows,
  userId,
  queued,
  products,
  list,
}: {
  rows: SheetRow[];
  userId: number;
  queued: Map<number, RiderEntryInput[]>;
  /** The sheet's products (absent: one product). */
  products?: SheetProduct[];
  /** The sheet as a list: what the rider works with when the map cannot be shown. */
  list: ReactNode;
}) {
  const { t } = useTranslation('rider');
  const settings = useRiderMap(userId);
  const unavailable = (retry: () => void) => (
    <>
      <Notice
        severity="info"
        role="status"
        testId="rider-map-offline"
        action={<NoticeButton onClick={retry}>{t('page.retry')}</NoticeButton>}
      >
        {t('map.needsConnection')}
      </Notice>
      {list}
    </>
  );
  const loading = (
    <div className="r-loading">
      <Spinner label={t('map.loading')} />
    </div>
  );

  if (settings.status === 'error' && !settings.fetching) return unavailable(() => void settings.refetch());
  if (!settings.data) return loading;
  return (
    <MapCodeBoundary fallback={unavailable}>
      {() => (
        <Suspense fallback={loading}>
          <RiderRouteMap rows={rows} settings={settings.data!} queued={queued} products={products} />
        </Suspense>
      )}
    </MapCodeBoundary>
  );
}

/**
 * The map's code could not be fetched (offline, and not kept from an earlier opening): the
 * fallback, whose retry asks for the code again (React.lazy keeps its first failure, so a new one).
 */
class MapCodeBoundary extends Component<{ fallback(retry: () => void): ReactNode; children(): ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    RiderRouteMap = loadRouteMap();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children();
  }
}

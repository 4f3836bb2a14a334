import 'leaflet/dist/leaflet.css';
import '../map/map.css';
import './route-map.css';
import {
  formatNumber,
  formatPkr,
  mapsUrl,
  type Coordinates,
  type MapSettings,
  type RiderEntryInput,
  type SheetProduct,
  type SheetRow,
} from '@paani/contracts';
import { divIcon, type LatLngTuple } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, Popup, TileLayer } from 'react-leaflet';
import { FitToFrame } from '../map/FitToFrame';
import { frameOf, PAKISTAN_BOUNDS } from '../map/map-frame';
import { PlantMarker } from '../map/PlantMarker';
import { withQueued } from './optimistic';

const NO_ENTRIES: RiderEntryInput[] = [];
const NO_PRODUCTS: SheetProduct[] = [];
/** The route's line: the rider app's primary blue, as the stops (route-map.css). */
const ROUTE_LINE = { color: '#0277bd', weight: 4, opacity: 0.7 };

/** A stop: the customer's row and its place in the whole sheet (1-based, as the cards count: "12 of 150"). */
interface Stop {
  row: SheetRow;
  place: Coordinates;
  position: number;
}

/** A numbered circle drawn as HTML (no image fetched); the number is the only text in it, so no name is written into HTML. */
const stopIcon = (position: number) =>
  divIcon({
    className: 'route-stop',
    html: `<span data-stop="${position}">${formatNumber(position)}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    popupAnchor: [0, -15],
  });

/**
 * The day's route on a map (this file, Leaflet and its style sheet are a chunk fetched only when
 * the rider opens the map): the sheet's customers that have a place, numbered in the sheet's
 * order (the route order), a line from the plant through them in that order, and a popup per stop
 * with the balance and the phone's directions. Customers without a place are named under it.
 */
export default function RiderRouteMap({
  rows,
  settings,
  queued,
  products = NO_PRODUCTS,
}: {
  rows: SheetRow[];
  settings: MapSettings;
  queued: Map<number, RiderEntryInput[]>;
  /** The sheet's products: the prices of queued entries of several products. */
  products?: SheetProduct[];
}) {
  const { t } = useTranslation('rider');
  const stops = useMemo<Stop[]>(
    () => rows.flatMap((row, index) => (row.location ? [{ row, place: row.location, position: index + 1 }] : [])),
    [rows],
  );
  const unplaced = rows.filter((row) => !row.location);
  const frame = useMemo(
    () =>
      frameOf(
        stops.map((stop) => stop.place),
        settings.plant,
      ),
    [stops, settings.plant],
  );
  const line = useMemo<LatLngTuple[]>(
    () => [
      ...(settings.plant ? [[settings.plant.latitude, settings.plant.longitude] as LatLngTuple] : []),
      ...stops.map((stop): LatLngTuple => [stop.place.latitude, stop.place.longitude]),
    ],
    [stops, settings.plant],
  );

  return (
    <div className="r-stack" data-testid="rider-route-map">
      {stops.length === 0 && <p className="route-none">{t('map.nothingPlaced')}</p>}
      <div className="route-map" role="region" aria-label={t('map.label')}>
        <MapContainer className="map-canvas" bounds={PAKISTAN_BOUNDS}>
          {settings.tile_url !== '' && <TileLayer url={settings.tile_url} attribution={settings.attribution} />}
          {line.length > 1 && <Polyline positions={line} pathOptions={ROUTE_LINE} className="route-line" />}
          {settings.plant && <PlantMarker plant={settings.plant} label={t('map.plant', { name: settings.plant.name })} />}
          {stops.map((stop) => (
            <StopMarker
              key={stop.row.customer_id}
              stop={stop}
              queued={queued.get(stop.row.customer_id) ?? NO_ENTRIES}
              products={products}
            />
          ))}
          <FitToFrame frame={frame} />
        </MapContainer>
      </div>
      {unplaced.length > 0 && (
        <p className="route-unplaced" data-testid="rider-map-unplaced">
          {t('map.notOnMap', { names: unplaced.map((row) => row.name).join(', ') })}
        </p>
      )}
    </div>
  );
}

function StopMarker({ stop, queued, products }: { stop: Stop; queued: RiderEntryInput[]; products: SheetProduct[] }) {
  const { t } = useTranslation('rider');
  const icon = useMemo(() => stopIcon(stop.position), [stop.position]);
  const { balance } = withQueued(stop.row, queued, products);
  return (
    <Marker
      position={[stop.place.latitude, stop.place.longitude]}
      icon={icon}
      title={t('map.stop', { n: formatNumber(stop.position), name: stop.row.name })}
    >
      <Popup>
        <div className="route-popup" data-testid="rider-map-popup">
          <strong>{stop.row.name}</strong>
          <div>{t('map.balance', { amount: formatPkr(balance) })}</div>
          <a href={mapsUrl(stop.place)} target="_blank" rel="noopener" aria-label={t('card.directionsTo', { name: stop.row.name })}>
            {t('card.directions')}
          </a>
        </div>
      </Popup>
    </Marker>
  );
}

import 'leaflet/dist/leaflet.css';
import './map.css';
import { formatNumber, formatPkr, type CustomerMap, type MapCustomer } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { Link } from 'react-router-dom';
import { FitToFrame } from './FitToFrame';
import { frameOf, PAKISTAN_BOUNDS } from './map-frame';
import { MARKER_COLOURS, MARKER_OUTLINE, markerClass, markerStateOf } from './marker-states';
import { PlantMarker } from './PlantMarker';

const MARKER_RADIUS_PX = 9;

/**
 * The owner's customers on a Leaflet map (this file and Leaflet are only in the Map page's chunk):
 * the platform's tiles when it names any (none in the tests), the plant as its own marker, each
 * customer a circle coloured by its state, with a popup to open the customer.
 */
export function CustomerMapView({ map }: { map: CustomerMap }) {
  const { t } = useTranslation('map');
  const frame = useMemo(() => frameOf(map.customers, map.plant), [map.customers, map.plant]);
  return (
    <MapContainer className="map-canvas" bounds={PAKISTAN_BOUNDS} scrollWheelZoom={false}>
      {map.tile_url !== '' && <TileLayer url={map.tile_url} attribution={map.attribution} />}
      {map.plant && <PlantMarker plant={map.plant} label={t('plant', { name: map.plant.name })} />}
      {map.customers.map((customer) => (
        <CustomerMarker key={`${customer.id}:${markerStateOf(customer)}`} customer={customer} />
      ))}
      <FitToFrame frame={frame} />
    </MapContainer>
  );
}

/** One customer: its class names the state (set when drawn, hence the state in the parent's key). */
function CustomerMarker({ customer }: { customer: MapCustomer }) {
  const { t } = useTranslation('map');
  const state = markerStateOf(customer);
  const colour = MARKER_COLOURS[state];
  return (
    <CircleMarker
      center={[customer.latitude, customer.longitude]}
      radius={MARKER_RADIUS_PX}
      className={markerClass(state)}
      pathOptions={{ color: MARKER_OUTLINE, weight: 2, fillColor: colour, fillOpacity: 0.95 }}
    >
      <Popup>
        <div className="map-popup" data-testid="map-popup">
          <strong>{customer.name}</strong>
          <div>{t('popup.code', { code: customer.code })}</div>
          <div>{t('popup.area', { area: customer.area_name })}</div>
          <div>{t('popup.balance', { amount: formatPkr(customer.balance) })}</div>
          <div>{t('popup.cansOut', { count: formatNumber(customer.cans_out) })}</div>
          <Link to={`/filter-owner/customers/${customer.id}`}>{t('popup.open')}</Link>
        </div>
      </Popup>
    </CircleMarker>
  );
}

import type { MapSettings } from '@paani/contracts';
import { divIcon } from 'leaflet';
import { Marker } from 'react-leaflet';

/** Material's "factory" icon as plain SVG: a divIcon is drawn from HTML, no image is fetched (Leaflet's default icons are PNGs). */
const FACTORY_SVG =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M22 22H2V10l7-3v2l5-2v3h3l1-8h3l1 8zM12 9.95l-5 2V10l-3 1.32V20h16v-8h-8zM11 18h2v-4h-2zm-4 0h2v-4H7zm10-4h-2v4h2z"/></svg>';

const PLANT_ICON = divIcon({ className: 'map-plant-marker', html: FACTORY_SVG, iconSize: [32, 32], iconAnchor: [16, 16] });

/** The plant on a map, its own marker (not a customer's): where a route starts. `label` names it (its title). */
export function PlantMarker({ plant, label }: { plant: NonNullable<MapSettings['plant']>; label: string }) {
  return <Marker position={[plant.latitude, plant.longitude]} icon={PLANT_ICON} title={label} keyboard={false} zIndexOffset={-100} />;
}

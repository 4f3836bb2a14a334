import 'leaflet/dist/leaflet.css';
import '../map/map.css';
import { Box } from '@mui/material';
import type { Coordinates, MapSettings } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { FitToFrame } from '../map/FitToFrame';
import { MARKER_OUTLINE } from '../map/marker-states';
import { PlantMarker } from '../map/PlantMarker';
import { placeOf, startFrame } from './place-picker';

/** The chosen place's dot: red like a pin, set apart from the plant's blue marker. */
const CHOSEN = { color: MARKER_OUTLINE, weight: 2, fillColor: '#d32f2f', fillOpacity: 0.95 };

export interface PlacePickerMapProps {
  settings: MapSettings;
  /** The field's place when the dialog opened, if any: where the map starts. */
  current: Coordinates | null;
  picked: Coordinates | null;
  onPick(place: Coordinates): void;
}

/**
 * The picker's Leaflet map (lazy, with the dialog): the platform's tiles when it names any, the
 * plant for orientation, and the chosen place as a circle (no image, unlike Leaflet's default pin).
 */
export function PlacePickerMap({ settings, current, picked, onPick }: PlacePickerMapProps) {
  const { t } = useTranslation('customers');
  // Taken once: the map must not jump back when the settings are read again or a place is picked.
  const [frame] = useState(() => startFrame(current, settings.plant));
  return (
    <Box role="region" aria-label={t('form.picker.mapLabel')} data-testid="place-picker-map" sx={{ height: { xs: '50vh', sm: 420 } }}>
      <MapContainer className="map-canvas" center={frame.center} zoom={frame.zoom}>
        {settings.tile_url !== '' && <TileLayer url={settings.tile_url} attribution={settings.attribution} />}
        {settings.plant && <PlantMarker plant={settings.plant} label={t('form.picker.plant', { name: settings.plant.name })} />}
        {picked && (
          <CircleMarker className="place-picker-marker" center={[picked.latitude, picked.longitude]} radius={10} pathOptions={CHOSEN} />
        )}
        <FitToFrame frame={frame} />
        <PickOnClick onPick={onPick} />
      </MapContainer>
    </Box>
  );
}

/** A click chooses the point under it; Enter on the focused map chooses its centre (arrows pan it). */
function PickOnClick({ onPick }: { onPick(place: Coordinates): void }) {
  const map = useMapEvents({
    click: (event) => onPick(placeOf(event.latlng)),
    keydown: (event) => {
      if (event.originalEvent.key === 'Enter') onPick(placeOf(map.getCenter()));
    },
  });
  return null;
}

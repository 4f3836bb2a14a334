import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { MapFrame } from './map-frame';

/** Space kept between the outermost markers and the map's edge, in pixels. */
const EDGE_PX = 32;

/**
 * Moves the map to `frame` when it is first drawn and whenever the places change (another area
 * chosen, a sheet read again), not when the reader pans: the frame is compared by its contents.
 */
export function FitToFrame({ frame }: { frame: MapFrame }) {
  const map = useMap();
  const key = JSON.stringify(frame);
  useEffect(() => {
    const next = JSON.parse(key) as MapFrame;
    if ('bounds' in next) map.fitBounds(next.bounds, { padding: [EDGE_PX, EDGE_PX], maxZoom: 17 });
    else map.setView(next.center, next.zoom);
  }, [map, key]);
  return null;
}

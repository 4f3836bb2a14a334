import { formatCoordinates, mapsUrl, parseCoordinates } from '@paani/contracts';
import { describe, expect, it } from 'vitest';

describe('a place on the map as people hand it over', () => {
  it.each([
    ['31.5204, 74.3587', { latitude: 31.5204, longitude: 74.3587 }],
    ['  31.5204,74.3587 ', { latitude: 31.5204, longitude: 74.3587 }],
    ['https://www.google.com/maps/place/Gulberg/@31.5203696,74.3587473,17z/data=!3m1', { latitude: 31.5203696, longitude: 74.3587473 }],
    ['https://maps.google.com/?q=24.8607,67.0011', { latitude: 24.8607, longitude: 67.0011 }],
    ['-33.8688, 151.20930001', { latitude: -33.8688, longitude: 151.2093 }],
  ])('reads %s', (text, expected) => {
    expect(parseCoordinates(text)).toEqual(expected);
  });

  it.each(['', 'Gulberg III, Lahore', '31.5204', '91.1, 74.3', '31.5, 181'])('finds no place in %j', (text) => {
    expect(parseCoordinates(text)).toBeNull();
  });

  it('writes it back as it reads, and links to it in the maps app', () => {
    const place = { latitude: 31.5204, longitude: 74.3587 };
    expect(parseCoordinates(formatCoordinates(place))).toEqual(place);
    expect(mapsUrl(place)).toBe('https://www.google.com/maps/search/?api=1&query=31.5204,74.3587');
  });
});

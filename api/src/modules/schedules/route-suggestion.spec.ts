import { metresBetween, suggestRoute } from './route-suggestion';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
// Along a street running east from the plant: each 0.001° of longitude at 31.5° N is about 95 m.
const PLANT = at(31.5, 74.3);
const stop = (customerId: number, longitude: number | null) => ({ customerId, place: longitude === null ? null : at(31.5, longitude) });

describe('suggestRoute', () => {
  it('walks from the plant to the nearest customer each time', () => {
    const route = suggestRoute(PLANT, [stop(1, 74.303), stop(2, 74.301), stop(3, 74.302)]);
    expect(route.customerIds).toEqual([2, 3, 1]);
    expect(route.startsAt).toBe('plant');
    expect(route.distanceM).toBe(Math.round(metresBetween(PLANT, at(31.5, 74.303))));
  });

  it('puts customers without a place last, in the current order', () => {
    const route = suggestRoute(PLANT, [stop(7, null), stop(1, 74.302), stop(5, null), stop(2, 74.301)]);
    expect(route.customerIds).toEqual([2, 1, 7, 5]);
    expect(route.unplaced).toBe(2);
  });

  it('keeps the current order between two customers at the same distance, whatever their ids', () => {
    // Offsets a float holds exactly, so both sides are the same distance to the last bit.
    const plant = at(31.5, 74.5);
    const east = { customerId: 9, place: at(31.5, 74.5 + 2 ** -7) };
    const west = { customerId: 4, place: at(31.5, 74.5 - 2 ** -7) };
    expect(suggestRoute(plant, [east, west]).customerIds).toEqual([9, 4]);
    expect(suggestRoute(plant, [west, east]).customerIds).toEqual([4, 9]);
  });

  it('starts from the first placed customer of the current order when the plant has no place', () => {
    const route = suggestRoute(null, [stop(3, null), stop(1, 74.31), stop(2, 74.3), stop(4, 74.305)]);
    expect(route.customerIds).toEqual([1, 4, 2, 3]);
    expect(route.startsAt).toBe('first_customer');
  });

  it('gives the same answer every time for the same customers', () => {
    const stops = Array.from({ length: 40 }, (_, i) => ({
      customerId: i + 1,
      place: at(31.5 + ((i * 7) % 13) / 1000, 74.3 + ((i * 11) % 17) / 1000),
    }));
    const first = suggestRoute(PLANT, stops);
    expect(new Set(first.customerIds).size).toBe(40);
    for (let run = 0; run < 5; run++) expect(suggestRoute(PLANT, stops)).toEqual(first);
  });

  it('answers an empty area with an empty route', () => {
    expect(suggestRoute(PLANT, [])).toEqual({ customerIds: [], startsAt: 'plant', unplaced: 0, distanceM: 0 });
    expect(suggestRoute(null, [stop(1, null)])).toEqual({ customerIds: [1], startsAt: 'first_customer', unplaced: 1, distanceM: 0 });
  });
});

describe('metresBetween', () => {
  it('measures a degree of latitude as about 111 km', () => {
    expect(Math.round(metresBetween(at(31, 74), at(32, 74)) / 1000)).toBe(111);
  });
});

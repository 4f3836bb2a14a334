import { givenDecider } from '../../platform/event-store/decider.testing';
import { holidayDecider } from './holiday.decider';
import { HolidayEvent } from './holiday.events';
import { scheduleDecider } from './schedule.decider';
import { ScheduleEvent } from './schedule.events';
import { scheduleProblems, ScheduleSettings, scheduleSettingsFrom } from './schedule-rules';

const ref = { customer_id: 5, plant_id: 2, owner_id: 7 };
const weekdays: ScheduleSettings = {
  kind: 'weekdays',
  days: ['mon', 'wed', 'fri'],
  every_n: null,
  start_date: null,
  quantity: 2,
  items: [],
};
const daily: ScheduleSettings = { kind: 'daily', days: [], every_n: null, start_date: null, quantity: 1, items: [] };
/** A carton (product 3) every Friday beside the schedule's cans. */
const fridayCarton = { product_id: 3, quantity: 1, kind: 'weekdays' as const, days: ['fri' as const], every_n: null, start_date: null };
const bottles = { product_id: 2, quantity: 4, kind: null, days: [], every_n: null, start_date: null };
const set = (schedule: ScheduleSettings, route_position: number | null = null): ScheduleEvent => ({
  type: 'CustomerScheduleSet',
  data: { ...ref, ...schedule, route_position },
});
const placed = (route_position: number | null): ScheduleEvent => ({ type: 'CustomerRoutePositionSet', data: { ...ref, route_position } });

const given = givenDecider(scheduleDecider);

describe('customer schedule decider', () => {
  it('records the first schedule, even the default one (the owner chose it)', () => {
    given()
      .when({ type: 'SetSchedule', ref, schedule: weekdays })
      .then([set(weekdays)]);
    given()
      .when({ type: 'SetSchedule', ref, schedule: daily })
      .then([set(daily)]);
  });

  it('records nothing when the schedule and position are unchanged, and keeps the position when none is given', () => {
    given(set(weekdays, 3)).when({ type: 'SetSchedule', ref, schedule: weekdays }).thenNothing();
    given(set(weekdays, 3))
      .when({ type: 'SetSchedule', ref, schedule: { ...weekdays, quantity: 4 } })
      .then([set({ ...weekdays, quantity: 4 }, 3)]);
    given(set(weekdays, 3))
      .when({ type: 'SetSchedule', ref, schedule: weekdays, routePosition: null })
      .then([set(weekdays, null)]);
  });

  it('refuses a schedule its kind does not allow, with the field named', () => {
    given()
      .when({ type: 'SetSchedule', ref, schedule: { ...weekdays, days: [] } })
      .thenThrows({ category: 'validation', options: { errors: { days: ['Choose at least one day for a weekdays schedule.'] } } });
    given()
      .when({ type: 'SetSchedule', ref, schedule: { ...daily, kind: 'every_n_days', every_n: 1, start_date: '2026-12-01' } })
      .thenThrows('validation');
  });

  it('moves the route position, and records nothing for the same position', () => {
    given(set(weekdays, 3))
      .when({ type: 'SetRoutePosition', ref, routePosition: 0 })
      .then([placed(0)]);
    given(set(weekdays, 3), placed(0)).when({ type: 'SetRoutePosition', ref, routePosition: 0 }).thenNothing();
    given()
      .when({ type: 'SetRoutePosition', ref, routePosition: 2 })
      .then([placed(2)]);
  });
});

describe('schedule rules', () => {
  it('names the missing and the extra field of each kind', () => {
    expect(scheduleProblems({ kind: 'alternate' })).toEqual({
      start_date: ['The start date is required for alternate and every_n_days schedules.'],
    });
    expect(scheduleProblems({ kind: 'every_n_days', start_date: '2026-12-01' })).toEqual({
      every_n: ['The every n field is required for an every_n_days schedule.'],
    });
    expect(scheduleProblems({ kind: 'daily', days: ['mon'], every_n: 3, start_date: '2026-12-01' })).toEqual({
      days: ['Days apply only to a weekdays schedule.'],
      every_n: ['Every n applies only to an every_n_days schedule.'],
      start_date: ['A start date applies only to alternate and every_n_days schedules.'],
    });
    expect(scheduleProblems({ kind: 'weekdays', days: ['mon', 'mon'] })).toEqual({ days: ['Each day may be listed once.'] });
    expect(scheduleProblems({ kind: 'weekdays', days: ['monday'] })).toEqual({ days: [expect.stringContaining('must be a list of')] });
    expect(scheduleProblems({ kind: 'weekly' })).toEqual({ kind: [expect.stringContaining('must be one of')] });
    expect(scheduleProblems({ kind: 'on_call', quantity: 0, route_position: -1 })).toEqual({
      quantity: ['The quantity must be a whole number between 1 and 1000.'],
      route_position: ['The route position must be a whole number of 0 or more.'],
    });
    expect(scheduleProblems({ kind: 'on_call', days: [], every_n: null, start_date: null })).toEqual({});
  });

  it('keeps the days in calendar order and the current quantity when none is given', () => {
    expect(scheduleSettingsFrom({ kind: 'weekdays', days: ['fri', 'mon'] }, { ...daily, quantity: 3 })).toEqual({
      kind: 'weekdays',
      days: ['mon', 'fri'],
      every_n: null,
      start_date: null,
      quantity: 3,
      items: [],
    });
  });

  it('takes lines: the first product’s sets the quantity, the others by product with their own days or the schedule’s', () => {
    const settings = scheduleSettingsFrom(
      {
        kind: 'daily',
        items: [
          { product_id: 3, quantity: 1, kind: 'weekdays', days: ['fri'] },
          { product_id: 1, quantity: 2 },
          { product_id: 2, quantity: 4, kind: null },
        ],
      },
      { ...daily, items: [bottles] },
    );
    expect(settings).toEqual({ ...daily, quantity: 2, items: [bottles, fridayCarton] });
    // Without the first product's line (and no quantity) the customer takes none of it.
    expect(scheduleSettingsFrom({ kind: 'daily', items: [{ product_id: 2, quantity: 4 }] }).quantity).toBe(0);
    // No items: the current lines stay.
    expect(scheduleSettingsFrom({ kind: 'daily', quantity: 5 }, { ...daily, items: [fridayCarton] }).items).toEqual([fridayCarton]);
  });

  it('records a change of lines, and nothing when they are the same', () => {
    given(set(daily))
      .when({ type: 'SetSchedule', ref, schedule: { ...daily, items: [bottles, fridayCarton] } })
      .then([set({ ...daily, items: [bottles, fridayCarton] })]);
    given(set({ ...daily, items: [bottles] }))
      .when({ type: 'SetSchedule', ref, schedule: { ...daily, items: [bottles] } })
      .thenNothing();
    // Nothing of any product is no schedule.
    given(set(daily))
      .when({ type: 'SetSchedule', ref, schedule: { ...daily, quantity: 0 } })
      .thenThrows('validation');
  });

  it('refuses lines that cannot be, each at its field', () => {
    expect(scheduleProblems({ kind: 'daily', items: [] })).toEqual({ items: ['A schedule needs at least one line.'] });
    expect(scheduleProblems({ kind: 'daily', items: 'two' })).toEqual({ items: [expect.stringContaining('must be a list of lines')] });
    expect(
      scheduleProblems({
        kind: 'daily',
        quantity: 2,
        items: [
          { product_id: 1, quantity: 3, kind: 'weekdays', days: ['fri'] },
          { product_id: 2, quantity: 0, days: ['mon'] },
          { product_id: 4, quantity: 1, kind: 'weekdays' },
        ],
      }),
    ).toEqual({
      items: ["The first product's line must agree with the quantity."],
      'items.0.kind': ["The first product's line is on the schedule's own days: leave its kind empty."],
      'items.1.quantity': [expect.stringContaining('between 1 and')],
      'items.1.days': ['Days, every n and a start date apply only to a line with a kind of its own.'],
      'items.2.days': ['Choose at least one day for a weekdays schedule.'],
    });
    expect(
      scheduleProblems({
        kind: 'daily',
        items: [
          { product_id: 2, quantity: 1 },
          { product_id: 2, quantity: 3 },
        ],
      }),
    ).toEqual({
      items: ['Each product may have one line.'],
    });
  });
});

const holiday = (id: number, date: string): HolidayEvent => ({
  type: 'PlantHolidayAdded',
  data: { plant_id: 2, owner_id: 7, holiday_id: id, date, reason: null },
});
const givenHolidays = givenDecider(holidayDecider);

describe('plant holidays decider', () => {
  it('adds a day once, and removes a holiday it has', () => {
    givenHolidays()
      .when({ type: 'AddHoliday', plantId: 2, ownerId: 7, holidayId: 1, date: '2026-12-25', reason: null })
      .then([holiday(1, '2026-12-25')]);
    givenHolidays(holiday(1, '2026-12-25'))
      .when({ type: 'AddHoliday', plantId: 2, ownerId: 7, holidayId: 2, date: '2026-12-25', reason: 'again' })
      .thenThrows('validation');
    givenHolidays(holiday(1, '2026-12-25'))
      .when({ type: 'RemoveHoliday', plantId: 2, ownerId: 7, holidayId: 1 })
      .then([{ type: 'PlantHolidayRemoved', data: { plant_id: 2, owner_id: 7, holiday_id: 1, date: '2026-12-25' } }]);
    givenHolidays(holiday(1, '2026-12-25'), {
      type: 'PlantHolidayRemoved',
      data: { plant_id: 2, owner_id: 7, holiday_id: 1, date: '2026-12-25' },
    })
      .when({ type: 'RemoveHoliday', plantId: 2, ownerId: 7, holidayId: 1 })
      .thenThrows('not_found');
  });
});

import { givenDecider } from '../../platform/event-store/decider.testing';
import { customerRequestDecider, monthsBefore } from './customer-request.decider';
import { CustomerRequestEvent, CustomerRequestFacts } from './customer-request.events';

const given = givenDecider(customerRequestDecider);
const ref = { request_id: 4, owner_id: 1, plant_id: 2, customer_id: 9 };
const TODAY = '2026-11-10';
const none = { month: null, date: null, product_id: null, quantity: null, from: null, until: null, problem: null, note: null };
const extra: CustomerRequestFacts = { ...none, kind: 'extra_delivery', date: '2026-11-11', product_id: 1, quantity: 2 };
const pause: CustomerRequestFacts = { ...none, kind: 'pause', from: '2026-11-12', until: '2026-11-14' };
const made = (facts: CustomerRequestFacts): CustomerRequestEvent => ({ type: 'CustomerRequestMade', data: { ...ref, ...facts } });
const make = (facts: CustomerRequestFacts) => ({ type: 'MakeRequest' as const, ref, facts, today: TODAY });

describe('customer request decider', () => {
  it('records a request a customer may make', () => {
    given()
      .when(make(extra))
      .then([made(extra)]);
    given()
      .when(make(pause))
      .then([made(pause)]);
    const dispute: CustomerRequestFacts = { ...none, kind: 'statement_dispute', month: '2026-10', note: 'Two cans, not three' };
    given()
      .when(make(dispute))
      .then([made(dispute)]);
  });

  it('refuses, by field, what cannot be asked on the plant’s day', () => {
    given()
      .when(make({ ...extra, date: TODAY }))
      .thenThrows({ options: { errors: { date: [expect.any(String)] } } });
    given()
      .when(make({ ...extra, date: '2027-01-10' }))
      .thenThrows({ options: { errors: { date: [expect.any(String)] } } });
    given()
      .when(make({ ...extra, quantity: 21 }))
      .thenThrows({ options: { errors: { quantity: [expect.any(String)] } } });
    given()
      .when(make({ ...pause, until: '2026-11-11' }))
      .thenThrows({ options: { errors: { until: [expect.any(String)] } } });
    given()
      .when(make({ ...pause, until: '2027-02-10' }))
      .thenThrows({ options: { errors: { until: [expect.any(String)] } } });
    given()
      .when(make({ ...none, kind: 'statement_confirm', month: '2026-11' }))
      .thenThrows({ options: { errors: { month: [expect.any(String)] } } });
    given()
      .when(make({ ...none, kind: 'statement_confirm', month: '2025-10' }))
      .thenThrows({ options: { errors: { month: [expect.any(String)] } } });
    given()
      .when(make({ ...none, kind: 'statement_dispute', month: '2026-10' }))
      .thenThrows({ options: { errors: { note: [expect.any(String)] } } });
    given()
      .when(make({ ...none, kind: 'problem', problem: 'other' }))
      .thenThrows({ options: { errors: { note: [expect.any(String)] } } });
    given()
      .when(make({ ...none, kind: 'problem', problem: null }))
      .thenThrows({ options: { errors: { problem: [expect.any(String)] } } });
  });

  it('is decided once: accepted or declined, then refused with CUSTOMER_REQUEST_DECIDED', () => {
    given(made(extra))
      .when({ type: 'AcceptRequest', reply: 'Tomorrow', pauseId: null, today: TODAY })
      .then([{ type: 'CustomerRequestAccepted', data: { ...ref, reply: 'Tomorrow', pause_id: null } }]);
    given(made(extra))
      .when({ type: 'DeclineRequest', reply: null })
      .then([{ type: 'CustomerRequestDeclined', data: { ...ref, reply: null } }]);
    const declined: CustomerRequestEvent = { type: 'CustomerRequestDeclined', data: { ...ref, reply: null } };
    given(made(extra), declined)
      .when({ type: 'AcceptRequest', reply: null, pauseId: null, today: TODAY })
      .thenThrows('CUSTOMER_REQUEST_DECIDED');
    given().when({ type: 'DeclineRequest', reply: null }).thenThrows('not_found');
  });

  it('refuses accepting what can no longer happen', () => {
    given(made(extra)).when({ type: 'AcceptRequest', reply: null, pauseId: null, today: '2026-11-12' }).thenThrows('validation');
    given(made(pause)).when({ type: 'AcceptRequest', reply: null, pauseId: 7, today: '2026-11-15' }).thenThrows('validation');
    // A pause begun is still accepted while it lasts (the handler pauses from today).
    given(made(pause))
      .when({ type: 'AcceptRequest', reply: null, pauseId: 7, today: '2026-11-13' })
      .then([{ type: 'CustomerRequestAccepted', data: { ...ref, reply: null, pause_id: 7 } }]);
  });

  it('counts months back across a year', () => {
    expect(monthsBefore('2026-02', 3)).toBe('2025-11');
    expect(monthsBefore('2026-12', 12)).toBe('2025-12');
  });
});

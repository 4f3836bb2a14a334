import { givenDecider } from '../../platform/event-store/decider.testing';
import { customerDecider, LedgerLineToReverse } from './customer.decider';
import { CustomerEvent, LedgerMovement } from './customer.events';
import { legacyItems } from './ledger-items';
import { CUSTOMER_PROFILE, CUSTOMER_REF, customerRegistered } from './customer.testing';

const given = givenDecider(customerDecider);
const ref = CUSTOMER_REF;
const profile = CUSTOMER_PROFILE;
const placement = { area_id: 3, employee_id: null };
const registered = customerRegistered(placement, '2026-11-20');
const line = (overrides: Partial<LedgerMovement>): LedgerMovement => ({
  line_id: 1,
  date: '2026-11-20',
  kind: 'adjustment',
  description: 'Adjustment: x',
  debit: '0.00',
  credit: '0.00',
  cans_delivered: 0,
  cans_returned: 0,
  deposit_cans: 0,
  deposit_amount: '0.00',
  ...overrides,
  items: overrides.items ?? legacyItems(overrides.cans_delivered ?? 0, overrides.cans_returned ?? 0),
});
const register = {
  type: 'RegisterCustomer' as const,
  customerId: 7,
  plantId: 2,
  ownerId: 1,
  profile,
  placement,
  opening: { balance: '0.00', cans: 0 },
  deposit: { cans: 0, amount: '0.00' },
  date: '2026-11-20',
  lineIds: [11, 12] as [number, number],
};

describe('customer decider', () => {
  it('reads a customer registered before customers had a language as English, and records a change of language', () => {
    const { language: _none, ...before } = profile;
    const old = {
      type: 'CustomerRegistered',
      data: { ...ref, ...before, ...placement, opening_balance: '0.00', opening_cans: 0 },
    } as CustomerEvent;
    given(old).when({ type: 'ChangeCustomerDetails', profile }).then([]);
    const urdu = { ...profile, language: 'ur' as const };
    given(old)
      .when({ type: 'ChangeCustomerDetails', profile: urdu })
      .then([{ type: 'CustomerDetailsChanged', data: { ...ref, ...urdu } }]);
    const oldChange = { type: 'CustomerDetailsChanged', data: { ...ref, ...before, name: 'Ahmed Ali' } } as CustomerEvent;
    given(registered, oldChange)
      .when({ type: 'ChangeCustomerDetails', profile: { ...profile, name: 'Ahmed Ali' } })
      .then([]);
  });

  it('registers a customer once; opening figures and a deposit become ledger lines only when not zero', () => {
    given().when(register).then([registered]);
    given(registered).when(register).thenThrows('conflict');
    given()
      .when({ ...register, opening: { balance: '-150.50', cans: 2 }, deposit: { cans: 1, amount: '500.00' } })
      .then([
        { ...registered, data: { ...registered.data, opening_balance: '-150.50', opening_cans: 2 } } as CustomerEvent,
        {
          type: 'CustomerOpeningBalanceRecorded',
          data: {
            ...ref,
            line: line({ line_id: 11, kind: 'opening', description: 'Opening balance (advance)', credit: '150.50', cans_delivered: 2 }),
          },
        },
        {
          type: 'CustomerDepositTaken',
          data: {
            ...ref,
            line: line({
              line_id: 12,
              kind: 'deposit_taken',
              description: 'Security deposit taken: 1 can, PKR 500.00 (at registration)',
              deposit_cans: 1,
              deposit_amount: '500.00',
            }),
          },
        },
      ]);
  });

  it('records only real changes of details and placement', () => {
    given(registered).when({ type: 'ChangeCustomerDetails', profile }).thenNothing();
    given(registered).when({ type: 'MoveCustomer', placement }).thenNothing();
    given(registered)
      .when({ type: 'MoveCustomer', placement: { area_id: 4, employee_id: 9 } })
      .then([{ type: 'CustomerMoved', data: { ...ref, area_id: 4, employee_id: 9, from_area_id: 3, from_employee_id: null } }]);
    given(registered).when({ type: 'ChangeCustomerDetails', profile }).thenNothing();
    given().when({ type: 'ChangeCustomerDetails', profile }).thenThrows('not_found');
  });

  it('adjusts money and cans in either direction, and refuses an adjustment of nothing', () => {
    given(registered)
      .when({ type: 'AdjustBalance', lineId: 5, date: '2026-11-21', amount: '-20.00', cans: 3, reason: 'Discount' })
      .then([
        {
          type: 'CustomerBalanceAdjusted',
          data: {
            ...ref,
            reason: 'Discount',
            line: line({ line_id: 5, date: '2026-11-21', description: 'Adjustment: Discount', credit: '20.00', cans_delivered: 3 }),
          },
        },
      ]);
    given(registered)
      .when({ type: 'AdjustBalance', lineId: 5, date: '2026-11-21', amount: '0.00', cans: 0, reason: 'x' })
      .thenThrows('validation');
  });

  it("refuses an adjustment or a deposit dated before the customer's opening (2026-11-20)", () => {
    const message = "This customer's opening balance and cans stand at 2026-11-20: nothing can be dated before it (2026-11-19).";
    given(registered)
      .when({ type: 'AdjustBalance', lineId: 5, date: '2026-11-19', amount: '10.00', cans: 0, reason: 'Late' })
      .thenThrows({ message });
    given(registered)
      .when({ type: 'RecordDeposit', lineId: 5, date: '2026-11-19', kind: 'taken', product: null, cans: 1, amount: '500.00', note: null })
      .thenThrows({ message });
  });

  it('refunds no more deposit than is held', () => {
    const taken: CustomerEvent = {
      type: 'CustomerDepositTaken',
      data: { ...ref, line: line({ kind: 'deposit_taken', deposit_cans: 2, deposit_amount: '1000.00' }) },
    };
    const refund = { type: 'RecordDeposit' as const, lineId: 6, date: '2026-11-21', kind: 'refunded' as const, product: null, note: null };
    given(registered, taken)
      .when({ ...refund, cans: 3, amount: '0.00' })
      .thenThrows({ options: { errors: { cans: ['Only 2 cans are held against a deposit.'] } } });
    given(registered, taken)
      .when({ ...refund, cans: 0, amount: '1000.01' })
      .thenThrows('validation');
    given(registered, taken)
      .when({ ...refund, cans: 2, amount: '1000.00' })
      .then([
        {
          type: 'CustomerDepositRefunded',
          data: {
            ...ref,
            line: line({
              line_id: 6,
              date: '2026-11-21',
              kind: 'deposit_refunded',
              description: 'Security deposit refunded: 2 cans, PKR 1000.00',
              deposit_cans: -2,
              deposit_amount: '-1000.00',
            }),
          },
        },
      ]);
  });

  it("takes and refunds a deposit of another product's containers: an item counts them, the first product's cans stay", () => {
    const jar = { productId: 3, name: '5 L jar', held: 4, deposited: 0 };
    const deposit = { type: 'RecordDeposit' as const, lineId: 6, date: '2026-11-21', note: null };
    const jarLine = (units: number, paisa: string, description: string): LedgerMovement => ({
      ...line({
        line_id: 6,
        date: '2026-11-21',
        kind: units > 0 ? 'deposit_taken' : 'deposit_refunded',
        description,
        deposit_amount: paisa,
      }),
      items: [{ product_id: 3, delivered: 0, returned: 0, returnable: true, deposited: units }],
    });
    given(registered)
      .when({ ...deposit, kind: 'taken', product: jar, cans: 2, amount: '600.00' })
      .then([
        { type: 'CustomerDepositTaken', data: { ...ref, line: jarLine(2, '600.00', 'Security deposit taken: 2 × 5 L jar, PKR 600.00') } },
      ]);
    const taken: CustomerEvent = { type: 'CustomerDepositTaken', data: { ...ref, line: jarLine(2, '600.00', 'taken') } };
    given(registered, taken)
      .when({ ...deposit, kind: 'refunded', product: { ...jar, deposited: 2 }, cans: 3, amount: '0.00' })
      .thenThrows({ options: { errors: { cans: ['Only 2 × 5 L jar are held against a deposit.'] } } });
    given(registered, taken)
      .when({ ...deposit, kind: 'refunded', product: { ...jar, deposited: 2 }, cans: 1, amount: '300.00' })
      .then([
        {
          type: 'CustomerDepositRefunded',
          data: { ...ref, line: jarLine(-1, '-300.00', 'Security deposit refunded: 1 × 5 L jar, PKR 300.00') },
        },
      ]);
  });

  it("reverses a line with its mirror image, once, and never a reversal or another customer's line", () => {
    const original: LedgerLineToReverse = {
      ...line({ line_id: 4, debit: '150.25', cans_delivered: 2, description: 'Adjustment: charge' }),
      customer_id: 7,
      reversed_by: null,
    };
    const reverse = { type: 'ReverseLedgerLine' as const, lineId: 8, date: '2026-11-22', reason: 'Mistake', line: original };
    given(registered)
      .when(reverse)
      .then([
        {
          type: 'CustomerLedgerLineReversed',
          data: {
            ...ref,
            reverses_line_id: 4,
            reason: 'Mistake',
            line: line({
              line_id: 8,
              date: '2026-11-22',
              kind: 'reversal',
              description: 'Reversal of line 4 (Adjustment: charge): Mistake',
              credit: '150.25',
              cans_returned: 2,
            }),
          },
        },
      ]);
    given(registered)
      .when({ ...reverse, line: { ...original, reversed_by: 8 } })
      .thenThrows('validation');
    given(registered)
      .when({ ...reverse, line: { ...original, kind: 'reversal' } })
      .thenThrows('validation');
    given(registered)
      .when({ ...reverse, line: { ...original, customer_id: 99 } })
      .thenThrows('not_found');
  });

  it('refuses overlapping pauses and a pause that ends before it starts; removes only a known pause', () => {
    const paused: CustomerEvent = {
      type: 'CustomerPaused',
      data: { ...ref, pause_id: 1, from: '2026-12-01', until: '2026-12-10', reason: null },
    };
    const pause = { type: 'PauseCustomer' as const, pauseId: 2, reason: null };
    given(registered, paused)
      .when({ ...pause, from: '2026-12-10', until: null })
      .thenThrows('validation');
    given(registered, paused)
      .when({ ...pause, from: '2026-11-01', until: '2026-12-01' })
      .thenThrows('validation');
    given(registered)
      .when({ ...pause, from: '2026-12-05', until: '2026-12-01' })
      .thenThrows('validation');
    given(registered, paused)
      .when({ ...pause, from: '2026-12-11', until: null })
      .then([{ type: 'CustomerPaused', data: { ...ref, pause_id: 2, from: '2026-12-11', until: null, reason: null } }]);
    given(registered, paused)
      .when({ type: 'RemovePause', pauseId: 1 })
      .then([{ type: 'CustomerPauseRemoved', data: { ...ref, pause_id: 1 } }]);
    given(registered, paused, { type: 'CustomerPauseRemoved', data: { ...ref, pause_id: 1 } })
      .when({ type: 'RemovePause', pauseId: 1 })
      .thenThrows('not_found');
  });

  it('deletes a customer without ledger lines; deactivates one with any (a reversed line still counts)', () => {
    const charged: CustomerEvent = { type: 'CustomerBalanceAdjusted', data: { ...ref, reason: 'x', line: line({ debit: '5.00' }) } };
    given(registered)
      .when({ type: 'DeleteCustomer' })
      .then([{ type: 'CustomerDeleted', data: ref }]);
    given(registered, charged)
      .when({ type: 'DeleteCustomer' })
      .then([{ type: 'CustomerDeactivated', data: ref }]);
    given(registered, charged, { type: 'CustomerDeactivated', data: ref }).when({ type: 'DeleteCustomer' }).thenNothing();
    given(registered, { type: 'CustomerDeleted', data: ref }).when({ type: 'ToggleCustomerStatus' }).thenThrows('not_found');
  });

  it('records a changed deposit on the details as the difference', () => {
    given(registered)
      .when({ type: 'SetSecurityDeposit', deposit: { cans: 0, amount: '0.00' }, date: '2026-11-20', lineId: 3 })
      .thenNothing();
    given(registered)
      .when({ type: 'SetSecurityDeposit', deposit: { cans: 1, amount: '250.00' }, date: '2026-11-20', lineId: 3 })
      .then([
        {
          type: 'CustomerDepositTaken',
          data: {
            ...ref,
            line: line({
              line_id: 3,
              kind: 'deposit_taken',
              description: "Security deposit taken: 1 can, PKR 250.00 (changed on the customer's details)",
              deposit_cans: 1,
              deposit_amount: '250.00',
            }),
          },
        },
      ]);
  });

  describe('a place saved by a rider at the door', () => {
    const proposal = {
      latitude: 31.5204,
      longitude: 74.3587,
      accuracy_m: 12,
      proposed_by_user_id: 40,
      employee_id: 8,
      proposed_by: 'Ali Raza',
    };
    const proposed: CustomerEvent = { type: 'CustomerLocationProposed', data: { ...ref, ...proposal } };
    const seen = { latitude: 31.5204, longitude: 74.3587 };

    it('waits for the owner; the same place again records nothing', () => {
      given(registered).when({ type: 'ProposeLocation', proposal }).then([proposed]);
      given(registered, proposed).when({ type: 'ProposeLocation', proposal }).thenNothing();
      given(registered, proposed)
        .when({ type: 'ProposeLocation', proposal: { ...proposal, latitude: 31.5205 } })
        .then([{ type: 'CustomerLocationProposed', data: { ...ref, ...proposal, latitude: 31.5205 } }]);
    });

    it("becomes the customer's place when the owner confirms the place they were shown, naming the one it replaces", () => {
      given(registered, proposed)
        .when({ type: 'ConfirmLocation', seen })
        .then([{ type: 'CustomerLocationConfirmed', data: { ...ref, ...seen, previous: null } }]);
      const placed: CustomerEvent = { type: 'CustomerDetailsChanged', data: { ...ref, ...profile, latitude: 31.5, longitude: 74.3 } };
      given(registered, placed, proposed)
        .when({ type: 'ConfirmLocation', seen })
        .then([{ type: 'CustomerLocationConfirmed', data: { ...ref, ...seen, previous: { latitude: 31.5, longitude: 74.3 } } }]);
    });

    it('is dismissed by the owner, and nothing waits after a confirmation or a dismissal', () => {
      given(registered, proposed)
        .when({ type: 'DismissLocation', seen })
        .then([{ type: 'CustomerLocationProposalDismissed', data: { ...ref, ...seen } }]);
      given(registered).when({ type: 'ConfirmLocation', seen }).thenThrows('not_found');
      given(registered, proposed, { type: 'CustomerLocationProposalDismissed', data: { ...ref, ...seen } })
        .when({ type: 'ConfirmLocation', seen })
        .thenThrows('not_found');
      given(registered, proposed, { type: 'CustomerLocationConfirmed', data: { ...ref, ...seen, previous: null } })
        .when({ type: 'DismissLocation', seen })
        .thenThrows('not_found');
    });

    it('refuses a yes or a no to a place a newer one replaced since the owner looked', () => {
      given(registered, proposed)
        .when({ type: 'ConfirmLocation', seen: { latitude: 31.52, longitude: 74.35 } })
        .thenThrows('conflict');
      given(registered, proposed)
        .when({ type: 'DismissLocation', seen: { latitude: 31.52, longitude: 74.35 } })
        .thenThrows('conflict');
    });
  });
});

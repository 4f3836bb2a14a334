import { givenDecider } from '../../platform/event-store/decider.testing';
import { CustomerEvent } from '../customers/customer.events';
import { CUSTOMER_REF, customerRegistered } from '../customers/customer.testing';
import { deliveryDecider, DeliveryCommand } from './delivery.decider';

const given = givenDecider(deliveryDecider);
const ref = CUSTOMER_REF;
const registered = customerRegistered({ area_id: 3, employee_id: 9 });
const deactivated: CustomerEvent = { type: 'CustomerDeactivated', data: ref };
const delivery = (overrides: Partial<Extract<DeliveryCommand, { type: 'RecordDelivery' }>> = {}): DeliveryCommand => ({
  type: 'RecordDelivery',
  lineId: 41,
  date: '2026-11-28',
  status: 'delivered',
  cansDelivered: 3,
  cansReturned: 2,
  rate: '80.00',
  collected: '100.00',
  method: 'cash',
  employeeId: 9,
  note: null,
  correctsLineId: null,
  ...overrides,
});
const payment = (amount: string): DeliveryCommand => ({
  type: 'RecordPayment',
  lineId: 42,
  date: '2026-11-28',
  amount,
  method: 'jazzcash',
  reference: 'TX-1',
  receivedAt: '2026-11-28T10:00:00.000Z',
  employeeId: null,
});
const line = {
  line_id: 41,
  date: '2026-11-28',
  kind: 'delivery' as const,
  deposit_cans: 0,
  deposit_amount: '0.00',
};

describe('delivery decider', () => {
  it("refuses a delivery or a payment dated before the customer's opening; one recorded before openings had a day takes any date", () => {
    const openedOn28th = customerRegistered({ area_id: 3, employee_id: 9 }, '2026-11-28');
    const message = "This customer's opening balance and cans stand at 2026-11-28: nothing can be dated before it (2026-11-27).";
    given(openedOn28th)
      .when(delivery({ date: '2026-11-27' }))
      .thenThrows({ message });
    given(openedOn28th)
      .when({ ...payment('50.00'), date: '2026-11-27' } as DeliveryCommand)
      .thenThrows({ message });
    given(openedOn28th)
      .when(delivery())
      .then([expect.objectContaining({ type: 'CustomerDeliveryRecorded' })]);
    given(registered)
      .when(delivery({ date: '2026-01-02' }))
      .then([expect.objectContaining({ type: 'CustomerDeliveryRecorded' })]);
  });

  it('records a delivery: cans × the rate in paisa as the debit, what was collected as the credit, on one line', () => {
    given(registered)
      .when(delivery())
      .then([
        {
          type: 'CustomerDeliveryRecorded',
          data: {
            ...ref,
            line: {
              ...line,
              description: 'Delivered 3 cans × PKR 80.00; 2 empties back; PKR 100.00 cash collected',
              debit: '240.00',
              credit: '100.00',
              cans_delivered: 3,
              cans_returned: 2,
            },
            entry: {
              area_id: 3,
              employee_id: 9,
              status: 'delivered',
              rate: '80.00',
              amount: '240.00',
              collected: '100.00',
              payment_method: 'cash',
              note: null,
              corrects_line_id: null,
            },
          },
        },
      ]);
  });

  it('records a visit without a delivery (not home) as a line that moves nothing', () => {
    given(registered)
      .when(delivery({ status: 'not_home', cansDelivered: 0, cansReturned: 0, collected: '0.00' }))
      .then([
        {
          type: 'CustomerDeliveryRecorded',
          data: {
            ...ref,
            line: { ...line, description: 'Not home', debit: '0.00', credit: '0.00', cans_delivered: 0, cans_returned: 0 },
            entry: {
              area_id: 3,
              employee_id: 9,
              status: 'not_home',
              rate: '80.00',
              amount: '0.00',
              collected: '0.00',
              payment_method: 'cash',
              note: null,
              corrects_line_id: null,
            },
          },
        },
      ]);
  });

  it('refuses cans on a visit that delivered nothing, an empty delivery, an inactive customer and an unknown one', () => {
    given(registered)
      .when(delivery({ status: 'refused' }))
      .thenThrows({ message: 'A "refused" entry delivers no cans.' });
    given(registered)
      .when(delivery({ cansDelivered: 0, cansReturned: 0, collected: '0.00' }))
      .thenThrows({ message: 'Enter the cans delivered, the empties returned or the money collected.' });
    given(registered, deactivated).when(delivery()).thenThrows('validation');
    given().when(delivery()).thenThrows('not_found');
  });

  it('refuses a movement that would take the balance past what its column holds', () => {
    given(registered)
      .when(delivery({ rate: '99999999999.99', cansDelivered: 1000, collected: '0.00' }))
      .thenThrows({ message: 'The balance would be out of range.' });
  });

  it('records a payment as a credit line, and refuses one of nothing', () => {
    given(registered)
      .when(payment('250.50'))
      .then([
        {
          type: 'CustomerPaymentRecorded',
          data: {
            ...ref,
            line: {
              line_id: 42,
              date: '2026-11-28',
              kind: 'payment',
              description: 'Payment PKR 250.50 by JazzCash, ref TX-1',
              debit: '0.00',
              credit: '250.50',
              cans_delivered: 0,
              cans_returned: 0,
              deposit_cans: 0,
              deposit_amount: '0.00',
            },
            payment: { area_id: 3, employee_id: null, method: 'jazzcash', reference: 'TX-1', received_at: '2026-11-28T10:00:00.000Z' },
          },
        },
      ]);
    given(registered).when(payment('0.00')).thenThrows({ message: 'The amount must be more than 0.' });
  });
});

import { givenDecider } from '../../platform/event-store/decider.testing';
import { CustomerEvent } from '../customers/customer.events';
import { CUSTOMER_REF, customerRegistered } from '../customers/customer.testing';
import { deliveryDecider, DeliveryCommand, DeliveryItem } from './delivery.decider';

const given = givenDecider(deliveryDecider);
const ref = CUSTOMER_REF;
const registered = customerRegistered({ area_id: 3, employee_id: 9 });
const deactivated: CustomerEvent = { type: 'CustomerDeactivated', data: ref };
const can = (delivered: number, returned: number, rate = '80.00'): DeliveryItem => ({
  productId: 1,
  name: '19 L can',
  returnable: true,
  delivered,
  returned,
  rate,
});
const bottle = (delivered: number, returned = 0): DeliveryItem => ({
  productId: 2,
  name: '6 L bottle',
  returnable: false,
  delivered,
  returned,
  rate: '120.00',
});
const delivery = (overrides: Partial<Extract<DeliveryCommand, { type: 'RecordDelivery' }>> = {}): DeliveryCommand => ({
  type: 'RecordDelivery',
  lineId: 41,
  date: '2026-11-28',
  status: 'delivered',
  items: [can(3, 2)],
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
              items: [{ product_id: 1, delivered: 3, returned: 2, returnable: true, rate: '80.00' }],
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
      .when(delivery({ status: 'not_home', items: [], collected: '0.00' }))
      .then([
        {
          type: 'CustomerDeliveryRecorded',
          data: {
            ...ref,
            line: { ...line, description: 'Not home', debit: '0.00', credit: '0.00', cans_delivered: 0, cans_returned: 0, items: [] },
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
      .when(delivery({ items: [], collected: '0.00' }))
      .thenThrows({ message: 'Enter the cans delivered, the empties returned or the money collected.' });
    given(registered, deactivated).when(delivery()).thenThrows('validation');
    given().when(delivery()).thenThrows('not_found');
  });

  it('refuses a movement that would take the balance past what its column holds', () => {
    given(registered)
      .when(delivery({ items: [can(1000, 0, '99999999999.99')], collected: '0.00' }))
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
              items: [],
            },
            payment: { area_id: 3, employee_id: null, method: 'jazzcash', reference: 'TX-1', received_at: '2026-11-28T10:00:00.000Z' },
          },
        },
      ]);
    given(registered).when(payment('0.00')).thenThrows({ message: 'The amount must be more than 0.' });
  });

  it('sells several products on one line: the amount sums each at its rate, only the returnable one moves cans', () => {
    given(registered)
      .when(delivery({ items: [can(2, 1), bottle(3)], collected: '0.00' }))
      .then([
        {
          type: 'CustomerDeliveryRecorded',
          data: {
            ...ref,
            line: {
              ...line,
              description: 'Delivered 2 cans × PKR 80.00, 3 × 6 L bottle at PKR 120.00; 1 empty back',
              debit: '520.00',
              credit: '0.00',
              cans_delivered: 2,
              cans_returned: 1,
              items: [
                { product_id: 1, delivered: 2, returned: 1, returnable: true, rate: '80.00' },
                { product_id: 2, delivered: 3, returned: 0, returnable: false, rate: '120.00' },
              ],
            },
            entry: expect.objectContaining({ rate: '80.00', amount: '520.00' }),
          },
        },
      ]);
  });

  it('refuses empties of a product that does not come back', () => {
    given(registered)
      .when(delivery({ items: [bottle(1, 1)] }))
      .thenThrows({ message: '6 L bottle does not come back: no empties of it can be returned.' });
  });
});

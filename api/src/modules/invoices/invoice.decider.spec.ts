import { givenDecider } from '../../platform/event-store/decider.testing';
import { invoiceDecider } from './invoice.decider';
import { InvoiceEvent, InvoiceIssuedData } from './invoice.events';

const given = givenDecider(invoiceDecider);
const ref = { invoice_id: 3, owner_id: 9 };
const invoice: InvoiceIssuedData = {
  ...ref,
  number: 'INV-2026-001',
  month: '2026-10',
  items: [{ description: 'Plant A (FP-00001): 31 of 31 days × 1000.00', plant_id: 1, days: 31, amount: '1000.00' }],
  amount: '1000.00',
  due_at: '2026-11-10',
  plan: { id: 2, name: 'Basic', price_per_month: '1000.00' },
  billed_to: '2026-10-31',
};
const issued: InvoiceEvent = { type: 'InvoiceIssued', data: invoice };
const pay = (amount: string, paidAt = '2026-11-05') => ({
  type: 'RecordPayment' as const,
  amount,
  method: 'bank',
  reference: 'R1',
  paidAt,
});
const payment = (amount: string, paidAmount: string, full: boolean): InvoiceEvent => ({
  type: 'InvoicePaymentRecorded',
  data: { ...ref, amount, method: 'bank', reference: 'R1', paid_at: '2026-11-05', paid_amount: paidAmount, paid_in_full: full },
});

describe('invoice decider', () => {
  it('issues an invoice once, for an amount above 0', () => {
    given().when({ type: 'IssueInvoice', invoice }).then([issued]);
    given(issued).when({ type: 'IssueInvoice', invoice }).thenThrows('conflict');
    given()
      .when({ type: 'IssueInvoice', invoice: { ...invoice, amount: '0.00' } })
      .thenThrows('validation');
    given().when(pay('10.00')).thenThrows('not_found');
  });

  it('takes partial payments, is paid when they reach the amount, and refuses more than is due', () => {
    given(issued)
      .when(pay('400.00'))
      .then([payment('400.00', '400.00', false)]);
    given(issued, payment('400.00', '400.00', false))
      .when(pay('600.00'))
      .then([payment('600.00', '1000.00', true)]);
    given(issued, payment('400.00', '400.00', false))
      .when(pay('600.01'))
      .thenThrows('INVOICE_OVERPAID');
    given(issued, payment('1000.00', '1000.00', true))
      .when(pay('1.00'))
      .thenThrows('INVOICE_PAID');
    given(issued).when(pay('0.00')).thenThrows('validation');
  });

  it('marks a pending invoice overdue only after its due day, once', () => {
    given(issued).when({ type: 'MarkOverdue', today: '2026-11-10' }).thenNothing();
    const overdue: InvoiceEvent = { type: 'InvoiceMarkedOverdue', data: { ...ref, as_of: '2026-11-11' } };
    given(issued).when({ type: 'MarkOverdue', today: '2026-11-11' }).then([overdue]);
    given(issued, overdue).when({ type: 'MarkOverdue', today: '2026-11-12' }).thenNothing();
    given(issued, payment('1000.00', '1000.00', true))
      .when({ type: 'MarkOverdue', today: '2026-12-01' })
      .thenNothing();
    // An overdue invoice still takes payments, and is paid when they reach the amount.
    given(issued, overdue)
      .when(pay('1000.00'))
      .then([payment('1000.00', '1000.00', true)]);
  });

  it('voids with a reason, only an invoice without payments, once', () => {
    const voided: InvoiceEvent = { type: 'InvoiceVoided', data: { ...ref, reason: 'Billed in error' } };
    given(issued).when({ type: 'VoidInvoice', reason: 'Billed in error' }).then([voided]);
    given(issued, voided).when({ type: 'VoidInvoice', reason: 'Again' }).thenThrows('INVOICE_VOID');
    given(issued, voided).when(pay('1.00')).thenThrows('INVOICE_VOID');
    given(issued, voided).when({ type: 'MarkOverdue', today: '2026-12-01' }).thenNothing();
    given(issued, payment('1.00', '1.00', false))
      .when({ type: 'VoidInvoice', reason: 'No' })
      .thenThrows('INVOICE_HAS_PAYMENTS');
  });
});

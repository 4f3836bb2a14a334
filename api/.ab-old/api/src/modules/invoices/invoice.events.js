"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.INVOICE_EVENT_TYPES = exports.BILLING_TIME_ZONE = exports.invoiceStreamId = void 0;
const invoiceStreamId = (invoiceId) => `invoice-${invoiceId}`;
exports.invoiceStreamId = invoiceStreamId;
/** The zone the platform's billing days are counted in (months, due dates, overdue). */
exports.BILLING_TIME_ZONE = 'Asia/Karachi';
exports.INVOICE_EVENT_TYPES = [
    'InvoiceIssued',
    'InvoicePaymentRecorded',
    'InvoiceMarkedOverdue',
    'InvoiceVoided',
];
//# sourceMappingURL=invoice.events.js.map
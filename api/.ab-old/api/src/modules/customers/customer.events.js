"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isLedgerEvent = exports.CUSTOMER_EVENT_TYPES = exports.LEDGER_EVENT_TYPES = exports.withLanguage = exports.CUSTOMER_LANGUAGES = exports.customerStreamId = void 0;
const customerStreamId = (customerId) => `customer-${customerId}`;
exports.customerStreamId = customerStreamId;
/** The languages a customer's statements and WhatsApp messages can be written in. */
exports.CUSTOMER_LANGUAGES = ['en', 'ur'];
/** A recorded profile with its language, English when the event has none (events are never rewritten). */
const withLanguage = (profile) => ({
    ...profile,
    language: profile.language ?? 'en',
});
exports.withLanguage = withLanguage;
/** Every event that adds a line to the ledger, each on the customer's own stream (its version keeps the totals idempotent). */
exports.LEDGER_EVENT_TYPES = [
    'CustomerOpeningBalanceRecorded',
    'CustomerBalanceAdjusted',
    'CustomerDepositTaken',
    'CustomerDepositRefunded',
    'CustomerLedgerLineReversed',
    'CustomerDeliveryRecorded',
    'CustomerPaymentRecorded',
];
exports.CUSTOMER_EVENT_TYPES = [
    'CustomerRegistered',
    'CustomerDetailsChanged',
    'CustomerMoved',
    'CustomerActivated',
    'CustomerDeactivated',
    'CustomerPaused',
    'CustomerPauseRemoved',
    'CustomerDeleted',
    ...exports.LEDGER_EVENT_TYPES,
];
const isLedgerEvent = (event) => exports.LEDGER_EVENT_TYPES.includes(event.type);
exports.isLedgerEvent = isLedgerEvent;
//# sourceMappingURL=customer.events.js.map
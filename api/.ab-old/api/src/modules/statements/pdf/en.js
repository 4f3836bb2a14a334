"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.en = void 0;
/** The statement PDF's words in English. Another language is another file with the same keys (ur.ts). */
exports.en = {
    direction: 'ltr',
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    title: 'Water statement',
    plantCode: 'Plant code',
    address: 'Address',
    phone: 'Phone',
    customer: 'Customer',
    customerCode: 'Customer code',
    area: 'Area',
    rate: 'Rate per can (PKR)',
    opening: 'Opening balance (PKR)',
    openingCans: 'Cans held at the start',
    date: 'Date',
    delivered: 'Delivered',
    returned: 'Returned',
    amount: 'Amount',
    paid: 'Paid',
    balance: 'Balance',
    cans: 'Cans',
    noLines: 'Nothing delivered or paid this month.',
    totals: 'Totals',
    closing: 'Closing balance (PKR)',
    amountDue: 'Amount due (PKR)',
    advance: 'Advance (PKR)',
    cansHeld: 'Cans held',
    deposit: 'Security deposit (PKR)',
    depositCans: 'Cans on deposit',
    howToPay: 'How to pay',
    payCash: 'Pay the rider in cash, or call the plant',
};
//# sourceMappingURL=en.js.map
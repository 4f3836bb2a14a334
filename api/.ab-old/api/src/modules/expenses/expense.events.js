"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EXPENSE_EVENT_TYPES = exports.EXPENSE_CATEGORIES = exports.expenseStreamId = void 0;
const expenseStreamId = (expenseId) => `expense-${expenseId}`;
exports.expenseStreamId = expenseStreamId;
exports.EXPENSE_CATEGORIES = [
    'fuel',
    'maintenance',
    'staff_wages',
    'electricity',
    'filters_and_consumables',
    'rent',
    'other',
];
exports.EXPENSE_EVENT_TYPES = ['ExpenseRecorded', 'ExpenseCorrected', 'ExpenseReversed'];
//# sourceMappingURL=expense.events.js.map
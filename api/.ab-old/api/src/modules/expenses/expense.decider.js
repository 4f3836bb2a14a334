"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.expenseDecider = exports.EXPENSE_REVERSED = exports.EXPENSE_LOCKED = exports.EXPENSE_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.EXPENSE_NOT_FOUND = 'Expense not found.';
exports.EXPENSE_LOCKED = 'EXPENSE_LOCKED';
exports.EXPENSE_REVERSED = 'EXPENSE_REVERSED';
const initialState = { status: 'none', ref: null, details: null };
function evolve(state, event) {
    switch (event.type) {
        case 'ExpenseRecorded': {
            const { expense_id, plant_id, owner_id, ...details } = event.data;
            return { status: 'recorded', ref: { expense_id, plant_id, owner_id }, details };
        }
        case 'ExpenseCorrected':
            return { ...state, details: event.data.after };
        case 'ExpenseReversed':
            return { ...state, status: 'reversed' };
    }
}
const lockedMessage = (date, days) => `This expense is dated ${date}, before ${days.lockedBefore}: days older than the plant's lock period are closed. ` +
    'It can only be reversed (with a reason), not corrected.';
/** A day the plant's books accept: not in the future, not before the lock period. */
function assertOpenDay(date, days) {
    if (date > days.today)
        throw domain_error_1.DomainError.field('date', 'The date may not be in the future.');
    if (date < days.lockedBefore)
        throw domain_error_1.DomainError.field('date', `The date is before ${days.lockedBefore}: days older than the plant's lock period are closed.`);
}
const sameDetails = (a, b) => Object.keys(a).every((key) => a[key] === b[key]);
function decide(command, state) {
    if (command.type === 'RecordExpense') {
        if (state.status !== 'none')
            throw domain_error_1.DomainError.conflict('This expense already exists.');
        assertOpenDay(command.details.date, command);
        const ref = { expense_id: command.expenseId, plant_id: command.plantId, owner_id: command.ownerId };
        return [{ type: 'ExpenseRecorded', data: { ...ref, ...command.details } }];
    }
    if (state.status === 'none' || !state.ref || !state.details)
        throw domain_error_1.DomainError.notFound(exports.EXPENSE_NOT_FOUND);
    const { ref, details } = state;
    switch (command.type) {
        case 'CorrectExpense': {
            if (state.status === 'reversed')
                throw new domain_error_1.DomainError('validation', 'This expense was reversed: it can no longer be corrected. Record a new expense instead.', {
                    code: exports.EXPENSE_REVERSED,
                });
            if (details.date < command.lockedBefore)
                throw new domain_error_1.DomainError('validation', lockedMessage(details.date, command), { code: exports.EXPENSE_LOCKED });
            if (sameDetails(details, command.details))
                return [];
            if (command.details.date !== details.date)
                assertOpenDay(command.details.date, command);
            return [{ type: 'ExpenseCorrected', data: { ...ref, before: details, after: command.details, reason: command.reason } }];
        }
        case 'ReverseExpense':
            if (state.status === 'reversed')
                throw new domain_error_1.DomainError('validation', 'This expense was already reversed.', { code: exports.EXPENSE_REVERSED });
            return [{ type: 'ExpenseReversed', data: { ...ref, ...details, reason: command.reason } }];
    }
}
/** One expense of one plant: recorded, corrected (never while its day is locked), reversed. */
exports.expenseDecider = { initialState, evolve, decide };
//# sourceMappingURL=expense.decider.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.customerDecider = exports.initialCustomerState = exports.LEDGER_LINE_NOT_FOUND = exports.CUSTOMER_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const customer_events_1 = require("./customer.events");
exports.CUSTOMER_NOT_FOUND = 'Customer not found.';
exports.LEDGER_LINE_NOT_FOUND = 'Ledger line not found.';
exports.initialCustomerState = {
    status: 'none',
    ref: null,
    profile: null,
    placement: null,
    isActive: false,
    pauses: [],
    balance: '0.00',
    cansOut: 0,
    depositCans: 0,
    depositAmount: '0.00',
    ledgerLines: 0,
};
function evolve(state, event) {
    if ((0, customer_events_1.isLedgerEvent)(event)) {
        const line = event.data.line;
        return {
            ...state,
            balance: (0, money_1.fromPaisa)((0, money_1.toPaisa)(state.balance) + (0, money_1.toPaisa)(line.debit) - (0, money_1.toPaisa)(line.credit)),
            cansOut: state.cansOut + line.cans_delivered - line.cans_returned,
            depositCans: state.depositCans + line.deposit_cans,
            depositAmount: (0, money_1.addMoney)(state.depositAmount, line.deposit_amount),
            ledgerLines: state.ledgerLines + 1,
        };
    }
    switch (event.type) {
        case 'CustomerRegistered': {
            const { customer_id, plant_id, owner_id, area_id, employee_id, opening_balance: _b, opening_cans: _c, ...profile } = event.data;
            return {
                ...exports.initialCustomerState,
                status: 'registered',
                ref: { customer_id, plant_id, owner_id },
                profile: (0, customer_events_1.withLanguage)(profile),
                placement: { area_id, employee_id },
                isActive: true,
            };
        }
        case 'CustomerDetailsChanged': {
            const { customer_id: _i, plant_id: _p, owner_id: _o, ...profile } = event.data;
            return { ...state, profile: (0, customer_events_1.withLanguage)(profile) };
        }
        case 'CustomerMoved':
            return { ...state, placement: { area_id: event.data.area_id, employee_id: event.data.employee_id } };
        case 'CustomerActivated':
        case 'CustomerDeactivated':
            return { ...state, isActive: event.type === 'CustomerActivated' };
        case 'CustomerPaused': {
            const { pause_id, from, until } = event.data;
            return { ...state, pauses: [...state.pauses, { pause_id, from, until }] };
        }
        case 'CustomerPauseRemoved':
            return { ...state, pauses: state.pauses.filter((p) => p.pause_id !== event.data.pause_id) };
        case 'CustomerDeleted':
            return { ...state, status: 'deleted' };
    }
}
/** numeric(14,2) and integer columns hold the running figures: a movement may not push them past that. */
const MAX_BALANCE_PAISA = 99_999_999_999_999;
const MAX_CANS = 1_000_000_000;
function assertWithinRange(state, paisa, cans) {
    if (Math.abs((0, money_1.toPaisa)(state.balance) + paisa) > MAX_BALANCE_PAISA)
        throw domain_error_1.DomainError.field('amount', 'The balance would be out of range.');
    if (Math.abs(state.cansOut + cans) > MAX_CANS)
        throw domain_error_1.DomainError.field('cans', 'The cans would be out of range.');
}
const plural = (count, word) => `${count} ${word}${Math.abs(count) === 1 ? '' : 's'}`;
function movement(lineId, date, kind, description, money, cans, deposit = { cans: 0, paisa: 0 }) {
    return {
        line_id: lineId,
        date,
        kind,
        description,
        debit: (0, money_1.fromPaisa)(Math.max(money, 0)),
        credit: (0, money_1.fromPaisa)(Math.max(-money, 0)),
        cans_delivered: Math.max(cans, 0),
        cans_returned: Math.max(-cans, 0),
        deposit_cans: deposit.cans,
        deposit_amount: (0, money_1.fromPaisa)(deposit.paisa),
    };
}
const sameProfile = (a, b) => Object.keys(a).every((key) => a[key] === b[key]);
/** Two pauses share a day: an open-ended pause runs for ever. */
function overlaps(a, b) {
    return (a.until === null || b.from <= a.until) && (b.until === null || a.from <= b.until);
}
function depositLine(ref, lineId, date, cans, paisa, note) {
    const taken = cans > 0 || (cans === 0 && paisa > 0);
    const what = [cans !== 0 ? plural(Math.abs(cans), 'can') : null, paisa !== 0 ? `PKR ${(0, money_1.fromPaisa)(Math.abs(paisa))}` : null]
        .filter(Boolean)
        .join(', ');
    const description = `Security deposit ${taken ? 'taken' : 'refunded'}: ${what}${note ? ` (${note})` : ''}`;
    const line = movement(lineId, date, taken ? 'deposit_taken' : 'deposit_refunded', description, 0, 0, { cans, paisa });
    return taken ? { type: 'CustomerDepositTaken', data: { ...ref, line } } : { type: 'CustomerDepositRefunded', data: { ...ref, line } };
}
function register(command, state) {
    if (state.status !== 'none')
        throw domain_error_1.DomainError.conflict('This customer already exists.');
    const ref = { customer_id: command.customerId, plant_id: command.plantId, owner_id: command.ownerId };
    const { opening, deposit, date, lineIds } = command;
    const events = [
        {
            type: 'CustomerRegistered',
            data: { ...ref, ...command.profile, ...command.placement, opening_balance: opening.balance, opening_cans: opening.cans },
        },
    ];
    const openingPaisa = (0, money_1.toPaisa)(opening.balance);
    if (openingPaisa !== 0 || opening.cans !== 0) {
        const description = openingPaisa < 0 ? 'Opening balance (advance)' : 'Opening balance';
        events.push({
            type: 'CustomerOpeningBalanceRecorded',
            data: { ...ref, line: movement(lineIds[0], date, 'opening', description, openingPaisa, opening.cans) },
        });
    }
    const depositPaisa = (0, money_1.toPaisa)(deposit.amount);
    if (deposit.cans !== 0 || depositPaisa !== 0)
        events.push(depositLine(ref, lineIds[1], date, deposit.cans, depositPaisa, 'at registration'));
    return events;
}
function decide(command, state) {
    if (command.type === 'RegisterCustomer')
        return register(command, state);
    if (state.status !== 'registered' || !state.ref || !state.profile || !state.placement)
        throw domain_error_1.DomainError.notFound(exports.CUSTOMER_NOT_FOUND);
    const ref = state.ref;
    switch (command.type) {
        case 'ChangeCustomerDetails':
            return sameProfile(state.profile, command.profile) ? [] : [{ type: 'CustomerDetailsChanged', data: { ...ref, ...command.profile } }];
        case 'MoveCustomer': {
            const { area_id, employee_id } = command.placement;
            if (area_id === state.placement.area_id && employee_id === state.placement.employee_id)
                return [];
            const from = { from_area_id: state.placement.area_id, from_employee_id: state.placement.employee_id };
            return [{ type: 'CustomerMoved', data: { ...ref, area_id, employee_id, ...from } }];
        }
        case 'SetSecurityDeposit': {
            const cans = command.deposit.cans - state.depositCans;
            const paisa = (0, money_1.toPaisa)(command.deposit.amount) - (0, money_1.toPaisa)(state.depositAmount);
            return cans === 0 && paisa === 0
                ? []
                : [depositLine(ref, command.lineId, command.date, cans, paisa, "changed on the customer's details")];
        }
        case 'ToggleCustomerStatus':
            return [{ type: state.isActive ? 'CustomerDeactivated' : 'CustomerActivated', data: ref }];
        case 'PauseCustomer': {
            const { pauseId, from, until, reason } = command;
            if (until !== null && until < from)
                throw domain_error_1.DomainError.field('until', 'The last paused day must be on or after the first.');
            const clash = state.pauses.find((p) => overlaps(p, command));
            if (clash)
                throw domain_error_1.DomainError.field('from', `This pause overlaps another pause (from ${clash.from}${clash.until ? ` until ${clash.until}` : ''}).`);
            return [{ type: 'CustomerPaused', data: { ...ref, pause_id: pauseId, from, until, reason } }];
        }
        case 'RemovePause':
            if (!state.pauses.some((p) => p.pause_id === command.pauseId))
                throw domain_error_1.DomainError.notFound('Pause not found.');
            return [{ type: 'CustomerPauseRemoved', data: { ...ref, pause_id: command.pauseId } }];
        case 'AdjustBalance': {
            const paisa = (0, money_1.toPaisa)(command.amount);
            if (paisa === 0 && command.cans === 0)
                throw domain_error_1.DomainError.field('amount', 'Give an amount or a number of cans to adjust by.');
            assertWithinRange(state, paisa, command.cans);
            const line = movement(command.lineId, command.date, 'adjustment', `Adjustment: ${command.reason}`, paisa, command.cans);
            return [{ type: 'CustomerBalanceAdjusted', data: { ...ref, line, reason: command.reason } }];
        }
        case 'RecordDeposit': {
            const sign = command.kind === 'taken' ? 1 : -1;
            const cans = Math.abs(command.cans);
            const paisa = Math.abs((0, money_1.toPaisa)(command.amount));
            if (cans === 0 && paisa === 0)
                throw domain_error_1.DomainError.field('amount', 'Give the cans or the amount of the deposit.');
            if (Math.abs((0, money_1.toPaisa)(state.depositAmount) + sign * paisa) > MAX_BALANCE_PAISA || Math.abs(state.depositCans + sign * cans) > MAX_CANS)
                throw domain_error_1.DomainError.field('amount', 'The deposit held would be out of range.');
            if (command.kind === 'refunded') {
                if (cans > state.depositCans)
                    throw domain_error_1.DomainError.field('cans', `Only ${plural(state.depositCans, 'can')} are held against a deposit.`);
                if (paisa > (0, money_1.toPaisa)(state.depositAmount))
                    throw domain_error_1.DomainError.field('amount', `Only PKR ${state.depositAmount} is held as a deposit.`);
            }
            return [depositLine(ref, command.lineId, command.date, sign * cans, sign * paisa, command.note)];
        }
        case 'ReverseLedgerLine': {
            const original = command.line;
            if (original.customer_id !== ref.customer_id)
                throw domain_error_1.DomainError.notFound(exports.LEDGER_LINE_NOT_FOUND);
            if (original.kind === 'reversal')
                throw domain_error_1.DomainError.field('line_id', 'A reversal cannot itself be reversed.');
            if (original.reversed_by !== null)
                throw domain_error_1.DomainError.field('line_id', `This line was already reversed by line ${original.reversed_by}.`);
            // The mirror image of the original: what it charged is credited, cans it delivered are returned.
            const line = {
                line_id: command.lineId,
                date: command.date,
                kind: 'reversal',
                description: `Reversal of line ${original.line_id} (${original.description}): ${command.reason}`,
                debit: original.credit,
                credit: original.debit,
                cans_delivered: original.cans_returned,
                cans_returned: original.cans_delivered,
                deposit_cans: 0 - original.deposit_cans || 0,
                deposit_amount: (0, money_1.fromPaisa)(-(0, money_1.toPaisa)(original.deposit_amount)),
            };
            return [{ type: 'CustomerLedgerLineReversed', data: { ...ref, line, reverses_line_id: original.line_id, reason: command.reason } }];
        }
        case 'RecordDelivery':
            return recordDelivery(state, ref, command);
        case 'RecordPayment':
            return recordPayment(state, ref, command);
        case 'DeleteCustomer':
            if (state.ledgerLines === 0)
                return [{ type: 'CustomerDeleted', data: ref }];
            return state.isActive ? [{ type: 'CustomerDeactivated', data: ref }] : [];
    }
}
const STATUS_WORDS = {
    delivered: 'Delivered',
    not_home: 'Not home',
    refused: 'Refused',
    skipped: 'Skipped',
};
const METHOD_WORDS = {
    cash: 'cash',
    jazzcash: 'JazzCash',
    easypaisa: 'Easypaisa',
    bank: 'bank',
    other: 'other',
};
/** "Delivered 3 cans × PKR 80.00; 2 empties back; PKR 100.00 cash collected" */
function deliveryDescription(command) {
    const parts = [
        command.status === 'delivered'
            ? `Delivered ${plural(command.cansDelivered, 'can')} × PKR ${command.rate}`
            : STATUS_WORDS[command.status],
    ];
    if (command.cansReturned > 0)
        parts.push(`${command.cansReturned} empt${command.cansReturned === 1 ? 'y' : 'ies'} back`);
    if ((0, money_1.toPaisa)(command.collected) > 0)
        parts.push(`PKR ${command.collected} ${METHOD_WORDS[command.method]} collected`);
    if (command.correctsLineId !== null)
        parts.push(`correcting line ${command.correctsLineId}`);
    if (command.note)
        parts.push(command.note);
    return parts.join('; ');
}
function recordDelivery(state, ref, command) {
    if (!state.isActive)
        throw domain_error_1.DomainError.field('customer_id', 'This customer is inactive: activate them before entering deliveries.');
    if (command.status !== 'delivered' && command.cansDelivered > 0)
        throw domain_error_1.DomainError.field('cans_delivered', `A "${STATUS_WORDS[command.status].toLowerCase()}" entry delivers no cans.`);
    const amountPaisa = (0, money_1.toPaisa)(command.rate) * command.cansDelivered;
    const collectedPaisa = (0, money_1.toPaisa)(command.collected);
    if (command.status === 'delivered' && command.cansDelivered === 0 && command.cansReturned === 0 && collectedPaisa === 0)
        throw domain_error_1.DomainError.field('cans_delivered', 'Enter the cans delivered, the empties returned or the money collected.');
    assertWithinRange(state, amountPaisa - collectedPaisa, command.cansDelivered - command.cansReturned);
    const line = {
        line_id: command.lineId,
        date: command.date,
        kind: 'delivery',
        description: deliveryDescription(command),
        debit: (0, money_1.fromPaisa)(amountPaisa),
        credit: (0, money_1.fromPaisa)(collectedPaisa),
        cans_delivered: command.cansDelivered,
        cans_returned: command.cansReturned,
        deposit_cans: 0,
        deposit_amount: '0.00',
    };
    const entry = {
        area_id: state.placement.area_id,
        employee_id: command.employeeId,
        status: command.status,
        rate: command.rate,
        amount: (0, money_1.fromPaisa)(amountPaisa),
        collected: (0, money_1.fromPaisa)(collectedPaisa),
        payment_method: command.method,
        note: command.note,
        corrects_line_id: command.correctsLineId,
    };
    return [{ type: 'CustomerDeliveryRecorded', data: { ...ref, line, entry } }];
}
function recordPayment(state, ref, command) {
    const paisa = (0, money_1.toPaisa)(command.amount);
    if (paisa <= 0)
        throw domain_error_1.DomainError.field('amount', 'The amount must be more than 0.');
    assertWithinRange(state, -paisa, 0);
    const description = [
        `Payment PKR ${command.amount} by ${METHOD_WORDS[command.method]}`,
        command.reference ? `ref ${command.reference}` : null,
    ]
        .filter(Boolean)
        .join(', ');
    const line = movement(command.lineId, command.date, 'payment', description, -paisa, 0);
    const payment = {
        area_id: state.placement.area_id,
        employee_id: command.employeeId,
        method: command.method,
        reference: command.reference,
        received_at: command.receivedAt,
    };
    return [{ type: 'CustomerPaymentRecorded', data: { ...ref, line, payment } }];
}
/** One customer of one plant: details, where they are served, status, pauses and their ledger. */
exports.customerDecider = {
    initialState: exports.initialCustomerState,
    evolve,
    decide,
};
//# sourceMappingURL=customer.decider.js.map
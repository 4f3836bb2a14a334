"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CURRENCY_COMMAND_HANDLERS = exports.ChooseCurrencyHandler = exports.ChooseCurrencyCommand = exports.INVALID_CURRENCY = exports.SetDefaultCurrencyHandler = exports.SetDefaultCurrencyCommand = exports.BulkUpdateRatesHandler = exports.BulkUpdateRatesCommand = exports.ChangeCurrencyHandler = exports.ChangeCurrencyCommand = exports.AddCurrencyHandler = exports.AddCurrencyCommand = void 0;
exports.rateText = rateText;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const decider_1 = require("../../platform/event-store/decider");
const event_store_1 = require("../../platform/event-store/event-store");
const currency_choice_decider_1 = require("./currency-choice.decider");
const currency_decider_1 = require("./currency.decider");
const currency_events_1 = require("./currency.events");
/** A rate as stored: a decimal string with at most 8 decimals, no trailing zeros. */
function rateText(rate) {
    return rate.toFixed(8).replace(/\.?0+$/, '');
}
class AddCurrencyCommand {
    details;
    rate;
    isActive;
    currencyId;
    constructor(details, rate, isActive, 
    /** Only the seed gives an id (PKR is 1); otherwise one is drawn. */
    currencyId) {
        this.details = details;
        this.rate = rate;
        this.isActive = isActive;
        this.currencyId = currencyId;
    }
}
exports.AddCurrencyCommand = AddCurrencyCommand;
let AddCurrencyHandler = class AddCurrencyHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ details, rate, isActive, currencyId }) {
        const id = currencyId ?? (await this.store.nextId('currency_ids'));
        await this.store.handle((0, currency_events_1.currencyStreamId)(id), currency_decider_1.currencyDecider, {
            type: 'AddCurrency',
            currencyId: id,
            details,
            rate: rateText(rate),
            isActive,
        });
        return id;
    }
};
exports.AddCurrencyHandler = AddCurrencyHandler;
exports.AddCurrencyHandler = AddCurrencyHandler = __decorate([
    (0, cqrs_1.CommandHandler)(AddCurrencyCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], AddCurrencyHandler);
/** Every change to one currency in one append: details, rate, activation, or removal. */
class ChangeCurrencyCommand {
    currencyId;
    changes;
    source;
    constructor(currencyId, changes, source = 'manual') {
        this.currencyId = currencyId;
        this.changes = changes;
        this.source = source;
    }
}
exports.ChangeCurrencyCommand = ChangeCurrencyCommand;
let ChangeCurrencyHandler = class ChangeCurrencyHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ currencyId, changes, source }) {
        await this.store.handle((0, currency_events_1.currencyStreamId)(currencyId), currency_decider_1.currencyDecider, (state) => this.commandsFor(currencyId, state, changes, source));
    }
    async commandsFor(currencyId, state, changes, source) {
        const isDefault = async () => {
            const [row] = await this.dataSource.query(`SELECT is_default FROM currencies WHERE id = $1`, [currencyId]);
            return Boolean(row?.is_default);
        };
        if (changes === 'remove')
            return [{ type: 'RemoveCurrency', isDefault: await isDefault() }];
        if (changes === 'toggle-status')
            return [state.isActive ? { type: 'DeactivateCurrency', isDefault: await isDefault() } : { type: 'ActivateCurrency' }];
        const commands = [];
        if (changes.details)
            commands.push({ type: 'ChangeCurrencyDetails', details: changes.details });
        if (changes.rate !== undefined && rateText(changes.rate) !== rateText(Number(state.rate))) {
            commands.push({ type: 'SetExchangeRate', rate: rateText(changes.rate), source });
        }
        else if (changes.rate !== undefined && source === 'job') {
            // A job confirms an unchanged rate too: the history shows each fetch.
            commands.push({ type: 'SetExchangeRate', rate: rateText(changes.rate), source });
        }
        if (changes.isActive === true)
            commands.push({ type: 'ActivateCurrency' });
        if (changes.isActive === false)
            commands.push({ type: 'DeactivateCurrency', isDefault: await isDefault() });
        return commands;
    }
};
exports.ChangeCurrencyHandler = ChangeCurrencyHandler;
exports.ChangeCurrencyHandler = ChangeCurrencyHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeCurrencyCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], ChangeCurrencyHandler);
/** Several rates at once: all are applied or none (one transaction). */
class BulkUpdateRatesCommand {
    updates;
    source;
    constructor(updates, source = 'bulk') {
        this.updates = updates;
        this.source = source;
    }
}
exports.BulkUpdateRatesCommand = BulkUpdateRatesCommand;
let BulkUpdateRatesHandler = class BulkUpdateRatesHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ updates, source }) {
        const decided = await Promise.all(updates.map(async ({ currencyId, rate }, index) => {
            const past = await this.store.readStream((0, currency_events_1.currencyStreamId)(currencyId));
            const state = (0, decider_1.fold)(currency_decider_1.currencyDecider, past);
            if (!state.exists || state.removed) {
                throw domain_error_1.DomainError.validation(currency_decider_1.CURRENCY_NOT_FOUND, { [`updates.${index}.currency_id`]: ['The selected currency is invalid.'] });
            }
            const unchanged = rateText(rate) === rateText(Number(state.rate)) && source !== 'job';
            const events = unchanged ? [] : currency_decider_1.currencyDecider.decide({ type: 'SetExchangeRate', rate: rateText(rate), source }, state);
            return { streamId: (0, currency_events_1.currencyStreamId)(currencyId), version: past.length, events };
        }));
        await this.store.transaction(async (tx) => {
            for (const { streamId, version, events } of decided)
                if (events.length > 0)
                    await tx.append(streamId, version, (0, decider_1.asNewEvents)(events));
        });
        return decided.reduce((sum, d) => sum + d.events.length, 0);
    }
};
exports.BulkUpdateRatesHandler = BulkUpdateRatesHandler;
exports.BulkUpdateRatesHandler = BulkUpdateRatesHandler = __decorate([
    (0, cqrs_1.CommandHandler)(BulkUpdateRatesCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], BulkUpdateRatesHandler);
class SetDefaultCurrencyCommand {
    currencyId;
    constructor(currencyId) {
        this.currencyId = currencyId;
    }
}
exports.SetDefaultCurrencyCommand = SetDefaultCurrencyCommand;
let SetDefaultCurrencyHandler = class SetDefaultCurrencyHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ currencyId }) {
        const [row] = await this.dataSource.query(`SELECT is_active FROM currencies WHERE id = $1`, [currencyId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(currency_decider_1.CURRENCY_NOT_FOUND);
        await this.store.handle(currency_events_1.DEFAULT_CURRENCY_STREAM_ID, currency_decider_1.defaultCurrencyDecider, {
            type: 'SetDefaultCurrency',
            currencyId,
            isActive: row.is_active,
        });
    }
};
exports.SetDefaultCurrencyHandler = SetDefaultCurrencyHandler;
exports.SetDefaultCurrencyHandler = SetDefaultCurrencyHandler = __decorate([
    (0, cqrs_1.CommandHandler)(SetDefaultCurrencyCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], SetDefaultCurrencyHandler);
exports.INVALID_CURRENCY = 'The selected currency is invalid.';
/** A user's preferred currency, or an owner's business currency: any active currency. */
class ChooseCurrencyCommand {
    kind;
    id;
    currencyId;
    constructor(kind, id, currencyId) {
        this.kind = kind;
        this.id = id;
        this.currencyId = currencyId;
    }
}
exports.ChooseCurrencyCommand = ChooseCurrencyCommand;
let ChooseCurrencyHandler = class ChooseCurrencyHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ kind, id, currencyId }) {
        const [row] = await this.dataSource.query(`SELECT code FROM currencies WHERE id = $1 AND is_active`, [currencyId]);
        if (!row)
            throw domain_error_1.DomainError.field('currency_id', exports.INVALID_CURRENCY);
        if (kind === 'user') {
            await this.store.handle((0, currency_events_1.userCurrencyStreamId)(id), currency_choice_decider_1.currencyChoiceDecider, {
                type: 'SetUserCurrencyPreference',
                userId: id,
                currencyId,
                code: row.code,
            });
        }
        else {
            await this.store.handle((0, currency_events_1.businessCurrencyStreamId)(id), currency_choice_decider_1.currencyChoiceDecider, { type: 'SetBusinessCurrency', ownerId: id, currencyId, code: row.code }, { tenant_id: id });
        }
    }
};
exports.ChooseCurrencyHandler = ChooseCurrencyHandler;
exports.ChooseCurrencyHandler = ChooseCurrencyHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChooseCurrencyCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], ChooseCurrencyHandler);
exports.CURRENCY_COMMAND_HANDLERS = [
    AddCurrencyHandler,
    ChangeCurrencyHandler,
    BulkUpdateRatesHandler,
    SetDefaultCurrencyHandler,
    ChooseCurrencyHandler,
];
//# sourceMappingURL=currency.commands.js.map
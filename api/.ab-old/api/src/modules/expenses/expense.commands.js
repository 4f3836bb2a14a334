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
exports.EXPENSE_COMMAND_HANDLERS = exports.ChangeExpenseHandler = exports.ChangeExpenseCommand = exports.RecordExpenseHandler = exports.RecordExpenseCommand = exports.EMPLOYEE_NOT_IN_PLANT = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const event_store_1 = require("../../platform/event-store/event-store");
const expense_decider_1 = require("./expense.decider");
const expense_events_1 = require("./expense.events");
const expense_days_1 = require("./expense-days");
exports.EMPLOYEE_NOT_IN_PLANT = 'The selected employee does not belong to this plant.';
const text = (value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());
/** 422 on employee_id unless it is an employee of the owner's plant. */
async function assertEmployeeOfPlant(dataSource, ownerId, plantId, employeeId) {
    if (employeeId === null)
        return;
    const [employee] = await dataSource.query(`SELECT 1 FROM employees WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
        employeeId,
        ownerId,
        plantId,
    ]);
    if (!employee)
        throw domain_error_1.DomainError.field('employee_id', exports.EMPLOYEE_NOT_IN_PLANT);
}
/** POST /expenses: a new expense of the plant; its id. */
class RecordExpenseCommand {
    ownerId;
    plantId;
    input;
    constructor(ownerId, plantId, input) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.input = input;
    }
}
exports.RecordExpenseCommand = RecordExpenseCommand;
let RecordExpenseHandler = class RecordExpenseHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, plantId, input }) {
        const query = (sql, params) => this.dataSource.query(sql, params);
        const details = {
            date: input.date,
            category: input.category,
            amount: (0, money_1.money)(input.amount),
            note: text(input.note),
            employee_id: input.employee_id ?? null,
        };
        await assertEmployeeOfPlant(this.dataSource, ownerId, plantId, details.employee_id);
        const days = await (0, expense_days_1.plantDays)(query, plantId);
        const expenseId = await this.store.nextId('expense_ids');
        await this.store.handle((0, expense_events_1.expenseStreamId)(expenseId), expense_decider_1.expenseDecider, { type: 'RecordExpense', expenseId, plantId, ownerId, details, ...days }, { tenant_id: ownerId });
        return expenseId;
    }
};
exports.RecordExpenseHandler = RecordExpenseHandler;
exports.RecordExpenseHandler = RecordExpenseHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RecordExpenseCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], RecordExpenseHandler);
/** A change to an expense of the owner (the controller found it first: 404 for anyone else's). */
class ChangeExpenseCommand {
    ownerId;
    plantId;
    expenseId;
    change;
    constructor(ownerId, plantId, expenseId, change) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.expenseId = expenseId;
        this.change = change;
    }
}
exports.ChangeExpenseCommand = ChangeExpenseCommand;
let ChangeExpenseHandler = class ChangeExpenseHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, plantId, expenseId, change }) {
        const query = (sql, params) => this.dataSource.query(sql, params);
        if (change.type === 'ReverseExpense') {
            const { events } = await this.store.handle((0, expense_events_1.expenseStreamId)(expenseId), expense_decider_1.expenseDecider, change, { tenant_id: ownerId });
            return { changed: events.length > 0 };
        }
        const { input, reason } = change;
        const days = await (0, expense_days_1.plantDays)(query, plantId);
        const { events } = await this.store.handle((0, expense_events_1.expenseStreamId)(expenseId), expense_decider_1.expenseDecider, async (state) => {
            const current = state.details;
            // Only a new employee is checked: one already on the expense may have left the plant since.
            if (input.employee_id !== undefined && input.employee_id !== (current?.employee_id ?? null))
                await assertEmployeeOfPlant(this.dataSource, ownerId, plantId, input.employee_id ?? null);
            if (!current)
                return [{ type: 'CorrectExpense', details: {}, reason, ...days }];
            const details = {
                date: input.date ?? current.date,
                category: input.category ?? current.category,
                amount: input.amount !== undefined ? (0, money_1.money)(input.amount) : current.amount,
                note: input.note !== undefined ? text(input.note) : current.note,
                employee_id: input.employee_id !== undefined ? (input.employee_id ?? null) : current.employee_id,
            };
            return [{ type: 'CorrectExpense', details, reason, ...days }];
        }, { tenant_id: ownerId });
        return { changed: events.length > 0 };
    }
};
exports.ChangeExpenseHandler = ChangeExpenseHandler;
exports.ChangeExpenseHandler = ChangeExpenseHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeExpenseCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], ChangeExpenseHandler);
exports.EXPENSE_COMMAND_HANDLERS = [RecordExpenseHandler, ChangeExpenseHandler];
//# sourceMappingURL=expense.commands.js.map
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
exports.EMPLOYEE_COMMAND_HANDLERS = exports.ChangeEmployeeHandler = exports.ChangeEmployeeCommand = exports.AddEmployeeHandler = exports.AddEmployeeCommand = exports.EMPLOYEE_LIMIT = exports.EMPLOYEE_LIMIT_EXCEEDED = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const decider_1 = require("../../platform/event-store/decider");
const event_store_1 = require("../../platform/event-store/event-store");
const plan_limit_1 = require("../plans/plan-limit");
const employee_decider_1 = require("./employee.decider");
const employee_events_1 = require("./employee.events");
exports.EMPLOYEE_LIMIT_EXCEEDED = 'EMPLOYEE_LIMIT_EXCEEDED';
/**
 * The plan's max_employees counts every employee of the owner, across all their plants, like
 * max_plants: the package is the owner's, not a plant's (docs/decisions.md#limits). Deactivated
 * employees count (they can be reactivated at any time); removed ones do not.
 */
exports.EMPLOYEE_LIMIT = {
    thing: 'employees',
    code: exports.EMPLOYEE_LIMIT_EXCEEDED,
    async count(tx, ownerId) {
        const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM employees WHERE owner_id = $1`, [ownerId]);
        return count;
    },
    message: (limit) => `Employee limit reached: your package allows ${limit} employee${limit === 1 ? '' : 's'}. Upgrade your package to add more employees.`,
};
class AddEmployeeCommand {
    ownerId;
    plantId;
    terms;
    constructor(ownerId, plantId, terms) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.terms = terms;
    }
}
exports.AddEmployeeCommand = AddEmployeeCommand;
let AddEmployeeHandler = class AddEmployeeHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, terms }) {
        const employeeId = await this.store.nextId('employee_ids');
        // A fresh id's stream is empty: the decision needs no read, and version 0 guarantees it.
        const events = employee_decider_1.employeeDecider.decide({ type: 'AddEmployee', employeeId, plantId, ownerId, terms }, employee_decider_1.employeeDecider.initialState);
        await (0, plan_limit_1.withinPlanLimit)(this.store, ownerId, exports.EMPLOYEE_LIMIT, (tx) => tx.append((0, employee_events_1.employeeStreamId)(employeeId), 0, (0, decider_1.asNewEvents)(events), { tenant_id: ownerId }));
        return employeeId;
    }
};
exports.AddEmployeeHandler = AddEmployeeHandler;
exports.AddEmployeeHandler = AddEmployeeHandler = __decorate([
    (0, cqrs_1.CommandHandler)(AddEmployeeCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], AddEmployeeHandler);
/** Change, toggle or remove an existing employee (ownership is checked before dispatch). */
class ChangeEmployeeCommand {
    ownerId;
    employeeId;
    change;
    constructor(ownerId, employeeId, change) {
        this.ownerId = ownerId;
        this.employeeId = employeeId;
        this.change = change;
    }
}
exports.ChangeEmployeeCommand = ChangeEmployeeCommand;
let ChangeEmployeeHandler = class ChangeEmployeeHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, employeeId, change }) {
        await this.store.handle((0, employee_events_1.employeeStreamId)(employeeId), employee_decider_1.employeeDecider, change, { tenant_id: ownerId });
    }
};
exports.ChangeEmployeeHandler = ChangeEmployeeHandler;
exports.ChangeEmployeeHandler = ChangeEmployeeHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeEmployeeCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], ChangeEmployeeHandler);
exports.EMPLOYEE_COMMAND_HANDLERS = [AddEmployeeHandler, ChangeEmployeeHandler];
//# sourceMappingURL=employee.commands.js.map
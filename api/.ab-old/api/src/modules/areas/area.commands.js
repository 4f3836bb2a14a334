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
exports.AREA_COMMAND_HANDLERS = exports.AssignEmployeeToAreaHandler = exports.AssignEmployeeToAreaCommand = exports.EMPLOYEE_NOT_IN_PLANT = exports.ChangeAreaHandler = exports.ChangeAreaCommand = exports.CreateAreaHandler = exports.CreateAreaCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const event_store_1 = require("../../platform/event-store/event-store");
const domain_error_1 = require("../../platform/domain/domain-error");
const area_decider_1 = require("./area.decider");
const area_events_1 = require("./area.events");
const area_dependencies_1 = require("./area-dependencies");
class CreateAreaCommand {
    ownerId;
    plantId;
    name;
    description;
    constructor(ownerId, plantId, name, description) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.name = name;
        this.description = description;
    }
}
exports.CreateAreaCommand = CreateAreaCommand;
let CreateAreaHandler = class CreateAreaHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, name, description }) {
        const areaId = await this.store.nextId('area_ids');
        await this.store.handle((0, area_events_1.areaStreamId)(areaId), area_decider_1.areaDecider, { type: 'CreateArea', areaId, plantId, ownerId, name, description }, { tenant_id: ownerId });
        return areaId;
    }
};
exports.CreateAreaHandler = CreateAreaHandler;
exports.CreateAreaHandler = CreateAreaHandler = __decorate([
    (0, cqrs_1.CommandHandler)(CreateAreaCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], CreateAreaHandler);
/** A change to an existing area (ownership and the employee's plant are checked before dispatch). */
class ChangeAreaCommand {
    ownerId;
    areaId;
    change;
    constructor(ownerId, areaId, change) {
        this.ownerId = ownerId;
        this.areaId = areaId;
        this.change = change;
    }
}
exports.ChangeAreaCommand = ChangeAreaCommand;
let ChangeAreaHandler = class ChangeAreaHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, areaId, change }) {
        const command = change.type === 'DeleteArea' ? { type: 'DeleteArea', ...(await (0, area_dependencies_1.areaDependencyCounts)(this.dataSource, areaId)) } : change;
        const { state, events } = await this.store.handle((0, area_events_1.areaStreamId)(areaId), area_decider_1.areaDecider, command, { tenant_id: ownerId });
        return { changed: events.length > 0, state };
    }
};
exports.ChangeAreaHandler = ChangeAreaHandler;
exports.ChangeAreaHandler = ChangeAreaHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeAreaCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], ChangeAreaHandler);
exports.EMPLOYEE_NOT_IN_PLANT = 'The selected employee does not belong to this plant.';
/**
 * Puts an employee on an area of the same plant. Shared by the areas route and onboarding's
 * assign-employee-area. Returns whether a new assignment was recorded.
 */
class AssignEmployeeToAreaCommand {
    ownerId;
    plantId;
    areaId;
    employeeId;
    constructor(ownerId, plantId, areaId, employeeId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.areaId = areaId;
        this.employeeId = employeeId;
    }
}
exports.AssignEmployeeToAreaCommand = AssignEmployeeToAreaCommand;
let AssignEmployeeToAreaHandler = class AssignEmployeeToAreaHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, plantId, areaId, employeeId }) {
        const [area] = await this.dataSource.query(`SELECT 1 FROM areas WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
            areaId,
            ownerId,
            plantId,
        ]);
        if (!area)
            throw domain_error_1.DomainError.notFound(area_decider_1.AREA_NOT_FOUND);
        const [employee] = await this.dataSource.query(`SELECT 1 FROM employees WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
            employeeId,
            ownerId,
            plantId,
        ]);
        if (!employee)
            throw domain_error_1.DomainError.field('employee_id', exports.EMPLOYEE_NOT_IN_PLANT);
        const { events } = await this.store.handle((0, area_events_1.areaStreamId)(areaId), area_decider_1.areaDecider, { type: 'AssignEmployee', employeeId }, { tenant_id: ownerId });
        return events.length > 0;
    }
};
exports.AssignEmployeeToAreaHandler = AssignEmployeeToAreaHandler;
exports.AssignEmployeeToAreaHandler = AssignEmployeeToAreaHandler = __decorate([
    (0, cqrs_1.CommandHandler)(AssignEmployeeToAreaCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], AssignEmployeeToAreaHandler);
exports.AREA_COMMAND_HANDLERS = [CreateAreaHandler, ChangeAreaHandler, AssignEmployeeToAreaHandler];
//# sourceMappingURL=area.commands.js.map
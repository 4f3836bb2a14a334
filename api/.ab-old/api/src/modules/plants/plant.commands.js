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
exports.PLANT_COMMAND_HANDLERS = exports.ChangePlantHandler = exports.ChangePlantCommand = exports.RegisterPlantHandler = exports.RegisterPlantCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const event_store_1 = require("../../platform/event-store/event-store");
const plant_decider_1 = require("./plant.decider");
const plant_events_1 = require("./plant.events");
const owner_plan_reader_1 = require("./owner-plan.reader");
/**
 * Every command on an owner's plants re-reads the portfolio and decides again when another
 * command wrote first: all of them are safe to retry (the decision is re-made on fresh state).
 */
async function decideWithRetry(store, ownerId, command) {
    await store.handle((0, plant_events_1.plantPortfolioStreamId)(ownerId), plant_decider_1.plantDecider, command, { tenant_id: ownerId }, { retryOnConflict: 7 });
}
class RegisterPlantCommand {
    ownerId;
    details;
    latitude;
    longitude;
    constructor(ownerId, details, latitude = null, longitude = null) {
        this.ownerId = ownerId;
        this.details = details;
        this.latitude = latitude;
        this.longitude = longitude;
    }
}
exports.RegisterPlantCommand = RegisterPlantCommand;
let RegisterPlantHandler = class RegisterPlantHandler {
    store;
    plans;
    constructor(store, plans) {
        this.store = store;
        this.plans = plans;
    }
    async execute({ ownerId, details, latitude, longitude }) {
        const plan = await this.plans.currentPlan(ownerId);
        const plantId = await this.store.nextId('plant_ids');
        await decideWithRetry(this.store, ownerId, {
            type: 'RegisterPlant',
            plantId,
            ownerId,
            code: (0, plant_events_1.plantCode)(plantId),
            details,
            latitude,
            longitude,
            maxPlants: plan.max_plants,
        });
        return plantId;
    }
};
exports.RegisterPlantHandler = RegisterPlantHandler;
exports.RegisterPlantHandler = RegisterPlantHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RegisterPlantCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        owner_plan_reader_1.OwnerPlanReader])
], RegisterPlantHandler);
/** Any change to an existing plant of an owner (details, location, activation, default). */
class ChangePlantCommand {
    ownerId;
    plantId;
    change;
    constructor(ownerId, plantId, change) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.change = change;
    }
}
exports.ChangePlantCommand = ChangePlantCommand;
let ChangePlantHandler = class ChangePlantHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    execute({ ownerId, plantId, change }) {
        return decideWithRetry(this.store, ownerId, { ...change, plantId, ownerId });
    }
};
exports.ChangePlantHandler = ChangePlantHandler;
exports.ChangePlantHandler = ChangePlantHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangePlantCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], ChangePlantHandler);
exports.PLANT_COMMAND_HANDLERS = [RegisterPlantHandler, ChangePlantHandler];
//# sourceMappingURL=plant.commands.js.map
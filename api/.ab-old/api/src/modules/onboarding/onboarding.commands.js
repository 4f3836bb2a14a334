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
exports.ONBOARDING_COMMAND_HANDLERS = exports.CompleteOnboardingHandler = exports.CompleteOnboardingCommand = exports.CreatePlantFromProgressHandler = exports.CreatePlantFromProgressCommand = exports.RecordOnboardingHandler = exports.RecordOnboardingCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const event_store_1 = require("../../platform/event-store/event-store");
const user_commands_1 = require("../auth/user.commands");
const plant_commands_1 = require("../plants/plant.commands");
const onboarding_decider_1 = require("./onboarding.decider");
const onboarding_events_1 = require("./onboarding.events");
/** Any step of an owner's onboarding that is a fact of the onboarding stream alone. */
class RecordOnboardingCommand {
    ownerId;
    command;
    constructor(ownerId, command) {
        this.ownerId = ownerId;
        this.command = command;
    }
}
exports.RecordOnboardingCommand = RecordOnboardingCommand;
let RecordOnboardingHandler = class RecordOnboardingHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, command }) {
        await this.store.handle((0, onboarding_events_1.onboardingStreamId)(ownerId), onboarding_decider_1.onboardingDecider, command, { tenant_id: ownerId });
    }
};
exports.RecordOnboardingHandler = RecordOnboardingHandler;
exports.RecordOnboardingHandler = RecordOnboardingHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RecordOnboardingCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], RecordOnboardingHandler);
/**
 * The wizard's plant step: creates the owner's plant (within the package's limit) and links it
 * to the onboarding, or, when the onboarding already has its plant, saves the details on it.
 */
class CreatePlantFromProgressCommand {
    ownerId;
    details;
    latitude;
    longitude;
    constructor(ownerId, details, latitude, longitude) {
        this.ownerId = ownerId;
        this.details = details;
        this.latitude = latitude;
        this.longitude = longitude;
    }
}
exports.CreatePlantFromProgressCommand = CreatePlantFromProgressCommand;
let CreatePlantFromProgressHandler = class CreatePlantFromProgressHandler {
    commands;
    dataSource;
    constructor(commands, dataSource) {
        this.commands = commands;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, details, latitude, longitude }) {
        const [linked] = await this.dataSource.query(`SELECT p.id FROM onboarding_progress o JOIN plants p ON p.id = o.plant_id AND p.owner_id = o.owner_id WHERE o.owner_id = $1`, [ownerId]);
        if (linked) {
            const plantId = Number(linked.id);
            await this.commands.execute(new plant_commands_1.ChangePlantCommand(ownerId, plantId, { type: 'ChangePlantDetails', details }));
            if (latitude !== null && longitude !== null) {
                await this.commands.execute(new plant_commands_1.ChangePlantCommand(ownerId, plantId, { type: 'SetPlantLocation', latitude, longitude, address: details.address }));
            }
            return { plantId, created: false };
        }
        const plantId = await this.commands.execute(new plant_commands_1.RegisterPlantCommand(ownerId, details, latitude, longitude));
        await this.commands.execute(new RecordOnboardingCommand(ownerId, { type: 'LinkPlant', ownerId, plantId }));
        await this.commands.execute(new RecordOnboardingCommand(ownerId, { type: 'CompleteStep', ownerId, step: 'plant' }));
        return { plantId, created: true };
    }
};
exports.CreatePlantFromProgressHandler = CreatePlantFromProgressHandler;
exports.CreatePlantFromProgressHandler = CreatePlantFromProgressHandler = __decorate([
    (0, cqrs_1.CommandHandler)(CreatePlantFromProgressCommand),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        typeorm_1.DataSource])
], CreatePlantFromProgressHandler);
/** Finishing the wizard also completes the owner's first login. */
class CompleteOnboardingCommand {
    ownerId;
    constructor(ownerId) {
        this.ownerId = ownerId;
    }
}
exports.CompleteOnboardingCommand = CompleteOnboardingCommand;
let CompleteOnboardingHandler = class CompleteOnboardingHandler {
    commands;
    dataSource;
    constructor(commands, dataSource) {
        this.commands = commands;
        this.dataSource = dataSource;
    }
    async execute({ ownerId }) {
        const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM plants WHERE owner_id = $1`, [ownerId]);
        await this.commands.execute(new RecordOnboardingCommand(ownerId, { type: 'CompleteOnboarding', ownerId, hasPlants: count > 0 }));
        await this.commands.execute(new user_commands_1.ChangeUserCommand(ownerId, { type: 'CompleteFirstLogin' }));
    }
};
exports.CompleteOnboardingHandler = CompleteOnboardingHandler;
exports.CompleteOnboardingHandler = CompleteOnboardingHandler = __decorate([
    (0, cqrs_1.CommandHandler)(CompleteOnboardingCommand),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        typeorm_1.DataSource])
], CompleteOnboardingHandler);
exports.ONBOARDING_COMMAND_HANDLERS = [RecordOnboardingHandler, CreatePlantFromProgressHandler, CompleteOnboardingHandler];
//# sourceMappingURL=onboarding.commands.js.map
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
exports.SETTINGS_COMMAND_HANDLERS = exports.SeedSettingsHandler = exports.SeedSettingsCommand = exports.ChangeSettingsHandler = exports.ChangeSettingsCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const event_store_1 = require("../../platform/event-store/event-store");
const settings_decider_1 = require("./settings.decider");
const settings_events_1 = require("./settings.events");
class ChangeSettingsCommand {
    values;
    constructor(values) {
        this.values = values;
    }
}
exports.ChangeSettingsCommand = ChangeSettingsCommand;
let ChangeSettingsHandler = class ChangeSettingsHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    /** Returns how many settings changed. */
    async execute({ values }) {
        const { events } = await this.store.handle(settings_events_1.SETTINGS_STREAM_ID, settings_decider_1.settingsDecider, { type: 'ChangeSettings', values });
        return events.length;
    }
};
exports.ChangeSettingsHandler = ChangeSettingsHandler;
exports.ChangeSettingsHandler = ChangeSettingsHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangeSettingsCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], ChangeSettingsHandler);
class SeedSettingsCommand {
    values;
    constructor(values) {
        this.values = values;
    }
}
exports.SeedSettingsCommand = SeedSettingsCommand;
let SeedSettingsHandler = class SeedSettingsHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ values }) {
        const { events } = await this.store.handle(settings_events_1.SETTINGS_STREAM_ID, settings_decider_1.settingsDecider, { type: 'SeedSettings', values });
        return events.length;
    }
};
exports.SeedSettingsHandler = SeedSettingsHandler;
exports.SeedSettingsHandler = SeedSettingsHandler = __decorate([
    (0, cqrs_1.CommandHandler)(SeedSettingsCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], SeedSettingsHandler);
exports.SETTINGS_COMMAND_HANDLERS = [ChangeSettingsHandler, SeedSettingsHandler];
//# sourceMappingURL=settings.commands.js.map
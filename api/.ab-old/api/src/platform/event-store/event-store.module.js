"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventStoreModule = void 0;
const common_1 = require("@nestjs/common");
const bulk_append_1 = require("./bulk-append");
const event_store_1 = require("./event-store");
const projection_rebuilder_1 = require("./projection-rebuilder");
const projection_registry_1 = require("./projection-registry");
const upcasters_1 = require("./upcasters");
let EventStoreModule = class EventStoreModule {
};
exports.EventStoreModule = EventStoreModule;
exports.EventStoreModule = EventStoreModule = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({
        providers: [event_store_1.EventStore, bulk_append_1.BulkAppender, projection_registry_1.ProjectionRegistry, upcasters_1.UpcasterRegistry, projection_rebuilder_1.ProjectionRebuilder],
        exports: [event_store_1.EventStore, bulk_append_1.BulkAppender, projection_registry_1.ProjectionRegistry, upcasters_1.UpcasterRegistry, projection_rebuilder_1.ProjectionRebuilder],
    })
], EventStoreModule);
//# sourceMappingURL=event-store.module.js.map
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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const plant_day_1 = require("../../platform/domain/plant-day");
const decorators_1 = require("../../platform/http/decorators");
const plain_query_1 = require("../../platform/http/plain-query");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const plant_commands_1 = require("./plant.commands");
const plant_dto_1 = require("./plant.dto");
const plant_details_1 = require("./plant-details");
const plant_queries_1 = require("./plant.queries");
const plant_view_1 = require("./plant.view");
const PLANT_ID = new positive_id_pipe_1.PositiveIdPipe(plant_queries_1.INVALID_PLANT_ID);
/** A filter owner's own plants: list, create, settings, location, default. */
let PlantsController = class PlantsController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async list(caller) {
        const list = await this.queries.execute(new plant_queries_1.ListOwnerPlantsQuery(caller.id));
        return list.enveloped('Plants retrieved successfully');
    }
    async create(caller, body) {
        const details = (0, plant_details_1.plantDetailsFrom)(body, null);
        const hasLocation = typeof body.latitude === 'number' && typeof body.longitude === 'number';
        const plantId = await this.commands.execute(new plant_commands_1.RegisterPlantCommand(caller.id, details, hasLocation ? body.latitude : null, hasLocation ? body.longitude : null));
        return this.view(caller.id, plantId);
    }
    show(caller, plantId) {
        return this.view(caller.id, plantId);
    }
    async update(caller, plantId, body) {
        const current = await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(caller.id, plantId));
        const details = (0, plant_details_1.plantDetailsFrom)(body, current);
        const calendar = {
            time_zone: body.time_zone !== undefined ? (0, plant_day_1.canonicalTimeZone)(body.time_zone) : current.time_zone,
            lock_period_days: body.lock_period_days ?? Number(current.lock_period_days),
        };
        const paymentDetails = body.payment_details === undefined ? undefined : body.payment_details?.trim() || null;
        await this.commands.execute(new plant_commands_1.ChangePlantCommand(caller.id, plantId, { type: 'ChangePlantDetails', details, calendar, paymentDetails }));
        return this.view(caller.id, plantId);
    }
    async setDefault(caller, plantId) {
        await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(caller.id, plantId));
        await this.commands.execute(new plant_commands_1.ChangePlantCommand(caller.id, plantId, { type: 'SetDefaultPlant' }));
        return this.view(caller.id, plantId);
    }
    async location(caller, plantId) {
        const row = await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(caller.id, plantId));
        return (0, plant_view_1.toLocationView)(row);
    }
    async setLocation(caller, plantId, body) {
        await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(caller.id, plantId));
        const change = {
            type: 'SetPlantLocation',
            latitude: body.latitude,
            longitude: body.longitude,
            address: (0, plant_dto_1.blankToNull)(body.address_confirmation),
        };
        await this.commands.execute(new plant_commands_1.ChangePlantCommand(caller.id, plantId, change));
        return this.locationAndPlant(caller.id, plantId);
    }
    async removeLocation(caller, plantId) {
        await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(caller.id, plantId));
        await this.commands.execute(new plant_commands_1.ChangePlantCommand(caller.id, plantId, { type: 'RemovePlantLocation' }));
        return this.locationAndPlant(caller.id, plantId);
    }
    async view(ownerId, plantId) {
        await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(ownerId, plantId));
        return this.queries.execute(new plant_queries_1.GetPlantViewQuery(plantId));
    }
    async locationAndPlant(ownerId, plantId) {
        const row = await this.queries.execute(new plant_queries_1.GetOwnedPlantQuery(ownerId, plantId));
        return { plant: await this.view(ownerId, plantId), ...(0, plant_view_1.toLocationView)(row) };
    }
};
exports.PlantsController = PlantsController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiOperation)({ summary: "The caller's plants (data.plants); 404 with error_code NO_PLANTS_CREATED when there are none" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Filter plant created successfully. It will be available once a super admin activates it.'),
    (0, swagger_1.ApiOperation)({ summary: "Create a plant (inactive, 'Awaiting Activation'); 422 PLANT_LIMIT_EXCEEDED beyond the package's limit" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, plant_dto_1.CreatePlantDto]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Plant retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "One of the caller's plants" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Plant settings updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Change a plant's name, address, phones, default can rate, time zone, lock period and payment details" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', PLANT_ID)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, plant_dto_1.UpdatePlantDto]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "update", null);
__decorate([
    (0, common_1.Put)(':id/set-default'),
    (0, decorators_1.ResponseMessage)('Default plant updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Make an active plant the default one (exactly one default per owner)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "setDefault", null);
__decorate([
    (0, common_1.Get)(':id/location'),
    (0, decorators_1.ResponseMessage)('Plant location retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The plant's location record: location {lat, lng}, location_verified, last_updated" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "location", null);
__decorate([
    (0, common_1.Put)(':id/location'),
    (0, decorators_1.ResponseMessage)('Location saved successfully! Your plant is now visible to customers on the mobile app.'),
    (0, swagger_1.ApiOperation)({ summary: "Save the plant's coordinates (marks the location verified)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', PLANT_ID)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, plant_dto_1.PlantLocationDto]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "setLocation", null);
__decorate([
    (0, common_1.Delete)(':id/location'),
    (0, decorators_1.ResponseMessage)('Plant location has been removed. It will no longer be visible to customers.'),
    (0, swagger_1.ApiOperation)({ summary: "Remove the plant's coordinates (clears location_verified and last_updated)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], PlantsController.prototype, "removeLocation", null);
exports.PlantsController = PlantsController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: plants'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/my-plants'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], PlantsController);
//# sourceMappingURL=plants.controller.js.map
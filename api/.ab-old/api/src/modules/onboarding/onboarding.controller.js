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
exports.OnboardingController = exports.NO_EMPLOYEES = exports.NO_AREAS = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const area_commands_1 = require("../areas/area.commands");
const plant_details_1 = require("../plants/plant-details");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const plant_queries_1 = require("../plants/plant.queries");
const onboarding_commands_1 = require("./onboarding.commands");
const onboarding_dto_1 = require("./onboarding.dto");
const onboarding_enabled_guard_1 = require("./onboarding-enabled.guard");
const onboarding_queries_1 = require("./onboarding.queries");
exports.NO_AREAS = 'No areas available. Please create at least one area first.';
exports.NO_EMPLOYEES = 'No employees available. Please add at least one employee first.';
const DEFAULT_WIZARD_CAN_RATE = 25;
/** The five-step setup wizard of a new owner (docs/product.md#owner-app). Locked (423) while switched off. */
let OnboardingController = class OnboardingController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    status(ownerId) {
        return this.queries.execute(new onboarding_queries_1.OnboardingStatusQuery(ownerId));
    }
    async systemStatus() {
        const enabled = await this.queries.execute(new onboarding_queries_1.OnboardingEnabledQuery());
        return {
            onboarding_enabled: enabled,
            status: enabled ? 'enabled' : 'disabled',
            message: enabled ? 'Onboarding is available.' : 'Onboarding is currently disabled by the administrator.',
        };
    }
    getStatus(caller) {
        return this.status(caller.id);
    }
    async checkSkipEligibility(caller) {
        const status = await this.status(caller.id);
        return {
            can_skip: status.is_complete,
            next_step: status.next_step,
            reason: status.is_complete ? 'Onboarding is complete.' : `Setup is not finished: ${status.missing_steps.join(', ')}.`,
        };
    }
    async requirements(caller) {
        const status = await this.status(caller.id);
        const { steps } = status;
        return {
            missing_steps: status.missing_steps,
            requirements: [
                { step: 'plant', title: 'Create Filter Plant', completed: steps.plant_created },
                { step: 'areas', title: 'Add Areas', completed: steps.areas_added },
                { step: 'employees', title: 'Add Employees', completed: steps.employees_added },
                { step: 'assignments', title: 'Assign Employees to Areas', completed: steps.assignments_made },
            ],
            is_complete: status.is_complete,
            is_first_login: status.is_first_login,
            has_plants: status.has_plants,
            next_step: status.next_step,
        };
    }
    async markStepCompleted(caller, body) {
        await this.commands.execute(new onboarding_commands_1.RecordOnboardingCommand(caller.id, { type: 'CompleteStep', ownerId: caller.id, step: (0, onboarding_dto_1.stepName)(body.step) }));
        return this.status(caller.id);
    }
    async saveProgress(caller, body) {
        await this.recordProgress(caller.id, body);
        return this.queries.execute(new onboarding_queries_1.OnboardingProgressQuery(caller.id));
    }
    async updateProgress(caller, body) {
        await this.recordProgress(caller.id, body);
        const [progress, status] = await Promise.all([this.queries.execute(new onboarding_queries_1.OnboardingProgressQuery(caller.id)), this.status(caller.id)]);
        return { progress, status };
    }
    progress(caller) {
        return this.queries.execute(new onboarding_queries_1.OnboardingProgressQuery(caller.id));
    }
    async plantId(caller) {
        const progress = await this.queries.execute(new onboarding_queries_1.OnboardingProgressQuery(caller.id));
        return { plant_id: progress.plant_id };
    }
    async createPlantFromProgress(caller, body) {
        const data = body.plant_data;
        const details = (0, plant_details_1.plantDetailsFrom)(data, null, DEFAULT_WIZARD_CAN_RATE);
        const hasLocation = typeof data.latitude === 'number' && typeof data.longitude === 'number';
        const { plantId, created } = await this.commands.execute(new onboarding_commands_1.CreatePlantFromProgressCommand(caller.id, details, hasLocation ? data.latitude : null, hasLocation ? data.longitude : null));
        const plant = await this.queries.execute(new plant_queries_1.GetPlantViewQuery(plantId));
        return (0, envelope_1.withMessage)({ plant_id: plantId, plant, created }, created ? 'Plant created successfully' : 'Plant updated successfully');
    }
    async assignEmployeeArea(caller, body, plant) {
        const counts = await this.queries.execute(new onboarding_queries_1.PlantStaffingQuery(Number(plant.id)));
        if (counts.areas === 0)
            throw domain_error_1.DomainError.validation(exports.NO_AREAS, { area_id: [exports.NO_AREAS] }, 'NO_AREAS');
        if (counts.employees === 0)
            throw domain_error_1.DomainError.validation(exports.NO_EMPLOYEES, { employee_id: [exports.NO_EMPLOYEES] }, 'NO_EMPLOYEES');
        const added = await this.commands.execute(new area_commands_1.AssignEmployeeToAreaCommand(caller.id, Number(plant.id), body.area_id, body.employee_id));
        const status = await this.status(caller.id);
        return (0, envelope_1.withMessage)({ area_id: body.area_id, employee_id: body.employee_id, filter_plant_id: Number(plant.id), status }, added ? 'Employee assigned to area successfully' : 'Employee is already assigned to this area');
    }
    async reset(caller) {
        await this.commands.execute(new onboarding_commands_1.RecordOnboardingCommand(caller.id, { type: 'ResetOnboarding', ownerId: caller.id }));
        return this.status(caller.id);
    }
    async complete(caller) {
        await this.commands.execute(new onboarding_commands_1.CompleteOnboardingCommand(caller.id));
        return this.status(caller.id);
    }
    /** save-progress and update-progress record the same fact; they differ only in what they answer. */
    recordProgress(ownerId, body) {
        return this.commands.execute(new onboarding_commands_1.RecordOnboardingCommand(ownerId, { type: 'SaveProgress', ownerId, step: (0, onboarding_dto_1.stepName)(body.step), data: body.data ?? {} }));
    }
};
exports.OnboardingController = OnboardingController;
__decorate([
    (0, common_1.Get)('system-status'),
    (0, onboarding_enabled_guard_1.OpenWhileOnboardingDisabled)(),
    (0, decorators_1.ResponseMessage)('Onboarding system status retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Whether onboarding is switched on (answers 200 even while it is off)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "systemStatus", null);
__decorate([
    (0, common_1.Get)('status'),
    (0, decorators_1.ResponseMessage)('Onboarding status retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'is_complete, next_step, progress_percentage, has_plants, steps, plants with their flags' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], OnboardingController.prototype, "getStatus", null);
__decorate([
    (0, common_1.Get)('check-skip-eligibility'),
    (0, decorators_1.ResponseMessage)('Skip eligibility checked successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'can_skip (onboarding complete) and next_step' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "checkSkipEligibility", null);
__decorate([
    (0, common_1.Get)('requirements'),
    (0, decorators_1.ResponseMessage)('Onboarding requirements retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'The missing steps and whether this is the first login' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "requirements", null);
__decorate([
    (0, common_1.Post)('mark-step-completed'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Step marked as completed'),
    (0, swagger_1.ApiOperation)({ summary: 'Record that the wizard finished a step (name or index)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, onboarding_dto_1.MarkStepDto]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "markStepCompleted", null);
__decorate([
    (0, common_1.Post)('save-progress'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Progress saved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Save a step's draft; it survives signing out" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, onboarding_dto_1.SaveProgressDto]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "saveProgress", null);
__decorate([
    (0, common_1.Post)('update-progress'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Progress updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Move the wizard to a step with that step's data; answers the progress and the status" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, onboarding_dto_1.SaveProgressDto]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "updateProgress", null);
__decorate([
    (0, common_1.Get)('progress'),
    (0, decorators_1.ResponseMessage)('Progress retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'The saved drafts per step, current step, completed steps and the plant id' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], OnboardingController.prototype, "progress", null);
__decorate([
    (0, common_1.Get)('plant-id'),
    (0, decorators_1.ResponseMessage)('Plant id retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The wizard's plant (data.plant_id; null when there is none yet)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "plantId", null);
__decorate([
    (0, common_1.Post)('create-plant-from-progress'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: "The wizard's plant step: create the plant (or save the details on the wizard's plant)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, onboarding_dto_1.CreatePlantFromProgressDto]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "createPlantFromProgress", null);
__decorate([
    (0, common_1.Post)('assign-employee-area'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Assign an employee to an area of the plant in filter_plant_id' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, onboarding_dto_1.AssignEmployeeAreaDto, Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "assignEmployeeArea", null);
__decorate([
    (0, common_1.Post)('reset'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Onboarding reset successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Forget the saved drafts and step marks (plants, areas and employees stay)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "reset", null);
__decorate([
    (0, common_1.Post)('complete'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Onboarding completed successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Finish the wizard (needs a plant); also completes the first login' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OnboardingController.prototype, "complete", null);
exports.OnboardingController = OnboardingController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: onboarding'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.UseGuards)(onboarding_enabled_guard_1.OnboardingEnabledGuard),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/onboarding'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], OnboardingController);
//# sourceMappingURL=onboarding.controller.js.map
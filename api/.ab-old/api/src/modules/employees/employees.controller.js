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
exports.EmployeesController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const employee_login_commands_1 = require("../auth/employee-login.commands");
const pakistani_phone_1 = require("../customers/pakistani-phone");
const employee_commands_1 = require("./employee.commands");
const employee_dto_1 = require("./employee.dto");
const employee_queries_1 = require("./employee.queries");
const employee_terms_1 = require("./employee.terms");
const INVALID_EMPLOYEE_ID = 'The employee id must be a positive integer.';
const EMPLOYEE_ID = new positive_id_pipe_1.PositiveIdPipe(INVALID_EMPLOYEE_ID);
const toTerms = (view) => ({
    name: view.name,
    phone: view.phone,
    address: view.address,
    type: view.type,
    commission_rate: view.commission_rate === null ? null : view.commission_rate.toFixed(2),
    monthly_salary: view.monthly_salary === null ? null : view.monthly_salary.toFixed(2),
});
/** A plant's staff; the plant comes from `filter_plant_id` (the default plant when absent). */
let EmployeesController = class EmployeesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    /** The employee, within the named plant when one is given. */
    employee(caller, id, plant) {
        return this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, plant ? Number(plant.id) : null, id));
    }
    async list(caller, plant) {
        return this.queries.execute(new employee_queries_1.ListEmployeesQuery(Number(plant.id)));
    }
    async create(caller, body, plant) {
        const id = await this.commands.execute(new employee_commands_1.AddEmployeeCommand(caller.id, Number(plant.id), (0, employee_terms_1.employeeTerms)(body, null)));
        return this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, Number(plant.id), id));
    }
    show(caller, id, plant) {
        return this.employee(caller, id, plant);
    }
    async update(caller, id, body, plant) {
        const current = await this.employee(caller, id, plant);
        await this.commands.execute(new employee_commands_1.ChangeEmployeeCommand(caller.id, current.id, { type: 'ChangeEmployee', terms: (0, employee_terms_1.employeeTerms)(body, toTerms(current)) }));
        return this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, null, current.id));
    }
    async remove(caller, id, plant) {
        const current = await this.employee(caller, id, plant);
        await this.commands.execute(new employee_commands_1.ChangeEmployeeCommand(caller.id, current.id, { type: 'RemoveEmployee' }));
        // Their sign-in stops at once: its cached tokens are dropped, and the guard finds no employee.
        await this.commands.execute(new employee_login_commands_1.EmployeeStatusChangedCommand(current.id));
        return { id: current.id };
    }
    async toggle(caller, id, plant) {
        const current = await this.employee(caller, id, plant);
        await this.commands.execute(new employee_commands_1.ChangeEmployeeCommand(caller.id, current.id, { type: 'ToggleEmployeeStatus' }));
        await this.commands.execute(new employee_login_commands_1.EmployeeStatusChangedCommand(current.id));
        const updated = await this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, null, current.id));
        return (0, envelope_1.withMessage)(updated, `Employee ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
    }
    async giveLogin(caller, id, body, plant) {
        const current = await this.employee(caller, id, plant);
        const phone = body.phone === undefined ? null : (0, pakistani_phone_1.normalisePakistaniMobile)(body.phone);
        await this.commands.execute(new employee_login_commands_1.GiveEmployeeLoginCommand(caller.id, current.filter_plant_id, current.id, current.name, {
            phone,
            email: body.email ?? null,
            password: body.password,
        }));
        return this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, null, current.id));
    }
    async revokeLogin(caller, id, plant) {
        const current = await this.employee(caller, id, plant);
        await this.commands.execute(new employee_login_commands_1.RevokeEmployeeLoginCommand(caller.id, current.id));
        return this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, null, current.id));
    }
};
exports.EmployeesController = EmployeesController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Employees retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The plant's employees (data.employees) with statistics: total, active, commission, salary" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Employee created successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Add an employee: commission (rate 1-100, default 15) or salary (1,000-1,000,000, default 30,000); 422 EMPLOYEE_LIMIT_EXCEEDED beyond the package's max_employees (all the owner's plants together)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, employee_dto_1.CreateEmployeeDto, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Employee retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One employee' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EMPLOYEE_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Employee updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Change an employee's details or pay; absent fields keep their value" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EMPLOYEE_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, employee_dto_1.UpdateEmployeeDto, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Employee deleted successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Remove an employee (and their area assignments)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EMPLOYEE_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "remove", null);
__decorate([
    (0, common_1.Put)(':id/toggle-status'),
    (0, swagger_1.ApiOperation)({ summary: 'Activate or deactivate an employee' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EMPLOYEE_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "toggle", null);
__decorate([
    (0, common_1.Post)(':id/login'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Sign-in given successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'Give the employee a sign-in (role employee, the rider app at /rider), or new credentials for it',
        description: 'phone (a Pakistani mobile, kept as +92…) and/or email, and a password of at least 8 characters. The rider signs in at POST /api/login with either. ' +
            'Giving it again replaces the credentials and ends the tokens issued before. A deactivated or removed employee cannot sign in. 422 when the phone or email is taken.',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EMPLOYEE_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, employee_dto_1.EmployeeLoginDto, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "giveLogin", null);
__decorate([
    (0, common_1.Delete)(':id/login'),
    (0, decorators_1.ResponseMessage)('Sign-in revoked successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Revoke the employee's sign-in at once: sign-in refused, every token of it refused (404 when none was given)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', EMPLOYEE_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], EmployeesController.prototype, "revokeLogin", null);
exports.EmployeesController = EmployeesController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: employees'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/employees'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], EmployeesController);
//# sourceMappingURL=employees.controller.js.map
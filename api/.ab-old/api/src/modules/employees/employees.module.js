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
exports.EmployeesModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const employee_commands_1 = require("./employee.commands");
const employee_projection_1 = require("./employee.projection");
const employee_queries_1 = require("./employee.queries");
const employees_controller_1 = require("./employees.controller");
let EmployeesModule = class EmployeesModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(employee_projection_1.employeeProjection);
    }
};
exports.EmployeesModule = EmployeesModule;
exports.EmployeesModule = EmployeesModule = __decorate([
    (0, common_1.Module)({
        controllers: [employees_controller_1.EmployeesController],
        providers: [...employee_commands_1.EMPLOYEE_COMMAND_HANDLERS, ...employee_queries_1.EMPLOYEE_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], EmployeesModule);
//# sourceMappingURL=employees.module.js.map
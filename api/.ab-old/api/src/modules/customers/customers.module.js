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
exports.CustomersModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const customer_commands_1 = require("./customer.commands");
const customer_projection_1 = require("./customer.projection");
const customer_queries_1 = require("./customer.queries");
const customers_controller_1 = require("./customers.controller");
/**
 * Customers and their ledger. For other modules (the import): RegisterCustomersCommand on the
 * CommandBus (register-customers.ts), GetCustomerQuery (a Customer) / ListCustomersQuery (the JSON
 * text of a CustomerList: JsonText#parse() for the object) on the QueryBus.
 */
let CustomersModule = class CustomersModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(customer_projection_1.customerProjection);
    }
};
exports.CustomersModule = CustomersModule;
exports.CustomersModule = CustomersModule = __decorate([
    (0, common_1.Module)({
        controllers: [customers_controller_1.CustomersController],
        providers: [...customer_commands_1.CUSTOMER_COMMAND_HANDLERS, ...customer_queries_1.CUSTOMER_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], CustomersModule);
//# sourceMappingURL=customers.module.js.map
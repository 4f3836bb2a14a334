"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TenantsModule = void 0;
const common_1 = require("@nestjs/common");
const admin_filter_owners_controller_1 = require("./admin-filter-owners.controller");
const tenant_commands_1 = require("./tenant.commands");
const tenant_queries_1 = require("./tenant.queries");
const tenants_controller_1 = require("./tenants.controller");
/** Filter owners as the super admin manages them; the accounts themselves are the auth module's users. */
let TenantsModule = class TenantsModule {
};
exports.TenantsModule = TenantsModule;
exports.TenantsModule = TenantsModule = __decorate([
    (0, common_1.Module)({
        controllers: [tenants_controller_1.FilterOwnersController, admin_filter_owners_controller_1.AdminFilterOwnersController],
        providers: [...tenant_commands_1.TENANT_COMMAND_HANDLERS, ...tenant_queries_1.TENANT_QUERY_HANDLERS],
    })
], TenantsModule);
//# sourceMappingURL=tenants.module.js.map
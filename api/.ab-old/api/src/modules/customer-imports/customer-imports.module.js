"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerImportsModule = void 0;
const common_1 = require("@nestjs/common");
const customer_import_commands_1 = require("./customer-import.commands");
const customer_import_job_1 = require("./customer-import.job");
const customer_import_store_1 = require("./customer-import.store");
const customer_imports_controller_1 = require("./customer-imports.controller");
/** Importing an owner's customer register: its own job table, the customers written through their batch command. */
let CustomerImportsModule = class CustomerImportsModule {
};
exports.CustomerImportsModule = CustomerImportsModule;
exports.CustomerImportsModule = CustomerImportsModule = __decorate([
    (0, common_1.Module)({
        controllers: [customer_imports_controller_1.CustomerImportsController],
        providers: [customer_import_store_1.CustomerImportStore, customer_import_job_1.CustomerImportJob, ...customer_import_commands_1.CUSTOMER_IMPORT_HANDLERS],
    })
], CustomerImportsModule);
//# sourceMappingURL=customer-imports.module.js.map
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
exports.OwnerUsageController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const usage_dto_1 = require("./usage.dto");
const usage_queries_1 = require("./usage.queries");
let OwnerUsageController = class OwnerUsageController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    get(caller, query) {
        return this.queries.execute(new usage_queries_1.GetOwnerUsageQuery(caller.id, query.days ?? 7));
    }
};
exports.OwnerUsageController = OwnerUsageController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Usage retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The owner's own API calls per billing day (Asia/Karachi) for the last `days` days (default 7), against the plan's daily limit (from its price: 1,000 free, 5,000 under PKR 200, 10,000 under PKR 400, else 20,000), with usage %, overage and its cost",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, usage_dto_1.OwnerUsageQueryDto]),
    __metadata("design:returntype", Promise)
], OwnerUsageController.prototype, "get", null);
exports.OwnerUsageController = OwnerUsageController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: usage'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/usage'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], OwnerUsageController);
//# sourceMappingURL=usage.controller.js.map
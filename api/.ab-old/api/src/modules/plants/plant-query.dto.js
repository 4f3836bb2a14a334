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
exports.PlantPageQueryDto = exports.PlantQueryDto = void 0;
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../platform/http/page-query.dto");
/**
 * The query of a plant-scoped GET: `filter_plant_id` (and its alias) are read by @OwnerPlant();
 * declared so the query's whitelist lets them through. Extend it with the route's own filters.
 */
class PlantQueryDto {
    filter_plant_id;
    tenant_filter_plant_id;
}
exports.PlantQueryDto = PlantQueryDto;
__decorate([
    (0, class_validator_1.Allow)(),
    __metadata("design:type", Object)
], PlantQueryDto.prototype, "filter_plant_id", void 0);
__decorate([
    (0, class_validator_1.Allow)(),
    __metadata("design:type", Object)
], PlantQueryDto.prototype, "tenant_filter_plant_id", void 0);
/** PlantQueryDto for a paged list (`page`, `per_page`). */
class PlantPageQueryDto extends page_query_dto_1.PageQueryDto {
    filter_plant_id;
    tenant_filter_plant_id;
}
exports.PlantPageQueryDto = PlantPageQueryDto;
__decorate([
    (0, class_validator_1.Allow)(),
    __metadata("design:type", Object)
], PlantPageQueryDto.prototype, "filter_plant_id", void 0);
__decorate([
    (0, class_validator_1.Allow)(),
    __metadata("design:type", Object)
], PlantPageQueryDto.prototype, "tenant_filter_plant_id", void 0);
//# sourceMappingURL=plant-query.dto.js.map
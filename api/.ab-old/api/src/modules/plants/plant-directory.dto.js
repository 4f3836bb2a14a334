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
exports.NearbyQueryDto = exports.PlantDirectoryQueryDto = void 0;
exports.plainNearbyQuery = plainNearbyQuery;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../platform/http/page-query.dto");
const plant_dto_1 = require("./plant.dto");
class PlantDirectoryQueryDto extends page_query_dto_1.PageQueryDto {
    search;
    status;
}
exports.PlantDirectoryQueryDto = PlantDirectoryQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Plant name, code or owner name' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(255, { message: 'The search may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], PlantDirectoryQueryDto.prototype, "search", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['active', 'inactive'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['active', 'inactive'], { message: 'The status must be active or inactive.' }),
    __metadata("design:type", String)
], PlantDirectoryQueryDto.prototype, "status", void 0);
class NearbyQueryDto {
    lat;
    lng;
    radius_km;
    limit;
}
exports.NearbyQueryDto = NearbyQueryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: -90, maximum: 90 }),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'The lat field is required and must be a number.' }),
    (0, class_validator_1.Min)(-90, { message: plant_dto_1.LATITUDE_RANGE }),
    (0, class_validator_1.Max)(90, { message: plant_dto_1.LATITUDE_RANGE }),
    __metadata("design:type", Number)
], NearbyQueryDto.prototype, "lat", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: -180, maximum: 180 }),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'The lng field is required and must be a number.' }),
    (0, class_validator_1.Min)(-180, { message: plant_dto_1.LONGITUDE_RANGE }),
    (0, class_validator_1.Max)(180, { message: plant_dto_1.LONGITUDE_RANGE }),
    __metadata("design:type", Number)
], NearbyQueryDto.prototype, "lng", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 10, maximum: 100 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'The radius km must be a number.' }),
    (0, class_validator_1.Min)(0.1, { message: 'The radius km must be at least 0.1.' }),
    (0, class_validator_1.Max)(100, { message: 'The radius km may not be greater than 100.' }),
    __metadata("design:type", Number)
], NearbyQueryDto.prototype, "radius_km", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 20, maximum: 100 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The limit must be an integer.' }),
    (0, class_validator_1.Min)(1, { message: 'The limit must be at least 1.' }),
    (0, class_validator_1.Max)(100, { message: 'The limit may not be greater than 100.' }),
    __metadata("design:type", Number)
], NearbyQueryDto.prototype, "limit", void 0);
const NEARBY_FIELDS = new Set(['lat', 'lng', 'radius_km', 'limit']);
/** A plain decimal as the app writes coordinates: what Number() reads the same as class-transformer does. */
const DECIMAL = /^-?\d{1,3}(?:\.\d{1,17})?$/;
const WHOLE = /^\d{1,3}$/;
function decimalIn(value, min, max) {
    if (typeof value !== 'string' || !DECIMAL.test(value))
        return null;
    const number = Number(value);
    return number >= min && number <= max ? number : null;
}
/**
 * The nearby search as the app sends it, read without class-transformer and class-validator
 * (about a tenth of the route's CPU): only a query that every rule of NearbyQueryDto accepts as
 * it stands (plain decimals within the ranges, a whole limit, no other field, each given once,
 * nothing the storable-value rule refuses) is read here, to the values the DTO would give.
 * Anything else is null, and the DTO decides, so no answer or message differs.
 */
function plainNearbyQuery(query) {
    if (!query)
        return null;
    for (const key of Object.keys(query))
        if (!NEARBY_FIELDS.has(key))
            return null;
    const lat = decimalIn(query.lat, -90, 90);
    const lng = decimalIn(query.lng, -180, 180);
    if (lat === null || lng === null)
        return null;
    const nearby = { lat, lng };
    if (query.radius_km !== undefined) {
        const radius = decimalIn(query.radius_km, 0.1, 100);
        if (radius === null)
            return null;
        nearby.radius_km = radius;
    }
    if (query.limit !== undefined) {
        if (typeof query.limit !== 'string' || !WHOLE.test(query.limit))
            return null;
        const limit = Number(query.limit);
        if (limit < 1 || limit > 100)
            return null;
        nearby.limit = limit;
    }
    return nearby;
}
//# sourceMappingURL=plant-directory.dto.js.map
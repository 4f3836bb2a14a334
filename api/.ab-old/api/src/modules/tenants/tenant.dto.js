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
exports.ListFilterOwnersDto = exports.UpdateFilterOwnerDto = exports.CreateFilterOwnerDto = exports.PASSWORD_MIN = void 0;
exports.plainOwnerListQuery = plainOwnerListQuery;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../platform/http/page-query.dto");
const unsafe_value_1 = require("../../platform/http/unsafe-value");
exports.PASSWORD_MIN = 'The password must be at least 8 characters.';
const trimmed = ({ value }) => (typeof value === 'string' ? value.trim() : value);
/** What an owner's account says about them; the create and edit forms differ only in the password. */
class FilterOwnerAccountDto {
    name;
    email;
    is_active;
}
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_transformer_1.Transform)(trimmed),
    (0, class_validator_1.IsNotEmpty)({ message: 'The name field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The name must be a string.' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The name may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], FilterOwnerAccountDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_transformer_1.Transform)(trimmed),
    (0, class_validator_1.IsNotEmpty)({ message: 'The email field is required.' }),
    (0, class_validator_1.IsEmail)({}, { message: 'The email must be a valid email address.' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The email may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], FilterOwnerAccountDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: true }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'The is active field must be true or false.' }),
    __metadata("design:type", Boolean)
], FilterOwnerAccountDto.prototype, "is_active", void 0);
class CreateFilterOwnerDto extends FilterOwnerAccountDto {
    password;
}
exports.CreateFilterOwnerDto = CreateFilterOwnerDto;
__decorate([
    (0, swagger_1.ApiProperty)({ minLength: 8 }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The password field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The password must be a string.' }),
    (0, class_validator_1.MinLength)(8, { message: exports.PASSWORD_MIN }),
    (0, class_validator_1.MaxLength)(255, { message: 'The password may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], CreateFilterOwnerDto.prototype, "password", void 0);
class UpdateFilterOwnerDto extends FilterOwnerAccountDto {
    password;
}
exports.UpdateFilterOwnerDto = UpdateFilterOwnerDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Changed only when given; blank keeps the current one' }),
    (0, class_validator_1.ValidateIf)((_, value) => value !== undefined && value !== null && value !== ''),
    (0, class_validator_1.IsString)({ message: 'The password must be a string.' }),
    (0, class_validator_1.MinLength)(8, { message: exports.PASSWORD_MIN }),
    (0, class_validator_1.MaxLength)(255, { message: 'The password may not be greater than 255 characters.' }),
    __metadata("design:type", Object)
], UpdateFilterOwnerDto.prototype, "password", void 0);
class ListFilterOwnersDto extends page_query_dto_1.PageQueryDto {
    search;
    status;
}
exports.ListFilterOwnersDto = ListFilterOwnersDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Name or email, case-insensitive' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)(),
    (0, class_validator_1.MaxLength)(255, { message: 'The search may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], ListFilterOwnersDto.prototype, "search", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['active', 'inactive'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['active', 'inactive', 'all', ''], { message: 'The status must be active or inactive.' }),
    __metadata("design:type", String)
], ListFilterOwnersDto.prototype, "status", void 0);
const OWNER_LIST_FIELDS = new Set(['page', 'per_page', 'search', 'status']);
const OWNER_STATUSES = new Set(['active', 'inactive', 'all', '']);
const WHOLE = /^\d{1,7}$/;
function wholeIn(value, max) {
    if (value === undefined)
        return undefined;
    if (typeof value !== 'string' || !WHOLE.test(value))
        return null;
    const number = Number(value);
    return number >= 1 && number <= max ? number : null;
}
/**
 * The owner list's query as the console sends it, read without class-transformer and
 * class-validator (about a tenth of the route's CPU): only a query that every rule of
 * ListFilterOwnersDto accepts as it stands (whole page numbers in range, a storable search of at
 * most 255 characters, a known status, no other field, each given once) is read here, to the
 * values the DTO would give. Anything else is null, and the DTO decides, so no answer or message
 * differs.
 */
function plainOwnerListQuery(query) {
    if (!query)
        return null;
    for (const key of Object.keys(query))
        if (!OWNER_LIST_FIELDS.has(key))
            return null;
    const { search, status } = query;
    if (search !== undefined && (typeof search !== 'string' || search.length > 255 || (0, unsafe_value_1.isUnsafeText)(search)))
        return null;
    if (status !== undefined && (typeof status !== 'string' || !OWNER_STATUSES.has(status)))
        return null;
    const page = wholeIn(query.page, page_query_dto_1.MAX_PAGE);
    const perPage = wholeIn(query.per_page, 100);
    if (page === null || perPage === null)
        return null;
    const list = {};
    if (page !== undefined)
        list.page = page;
    if (perPage !== undefined)
        list.per_page = perPage;
    if (search !== undefined)
        list.search = search;
    if (status !== undefined)
        list.status = status;
    return list;
}
//# sourceMappingURL=tenant.dto.js.map
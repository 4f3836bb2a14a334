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
exports.PageQueryDto = exports.MAX_PAGE = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
exports.MAX_PAGE = 1_000_000;
/** `page` and `per_page` of the enveloped paginated lists (15 a page unless asked otherwise; docs/product.md#constants). */
class PageQueryDto {
    page;
    per_page;
}
exports.PageQueryDto = PageQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 1 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The page must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The page must be at least 1.' })
    // A page past any real list; beyond it the offset would leave PostgreSQL's bigint.
    ,
    (0, class_validator_1.Max)(exports.MAX_PAGE, { message: `The page may not be greater than ${exports.MAX_PAGE}.` }),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "page", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 15 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The per page must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The per page must be at least 1.' }),
    (0, class_validator_1.Max)(100, { message: 'The per page may not be greater than 100.' }),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "per_page", void 0);
//# sourceMappingURL=page-query.dto.js.map
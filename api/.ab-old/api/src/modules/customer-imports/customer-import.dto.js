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
exports.FORM_FIELDS = exports.CustomerImportFormDto = void 0;
exports.importForm = importForm;
exports.templateFormat = templateFormat;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const domain_error_1 = require("../../platform/domain/domain-error");
const validation_1 = require("../../platform/http/validation");
const import_columns_1 = require("./import-columns");
const YES_NO = ['true', 'false', '1', '0'];
const YES_NO_MESSAGE = (field) => `The ${field} field must be true or false.`;
/** The text fields of the import's multipart form (the file travels beside them). */
class CustomerImportFormDto {
    mapping;
    create_missing_areas;
    on_existing;
    dry_run;
}
exports.CustomerImportFormDto = CustomerImportFormDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'JSON: { "<column header>": "<customer field>" | null }' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'The mapping must be JSON text.' }),
    (0, class_validator_1.MaxLength)(50_000, { message: 'The mapping is too long.' }),
    __metadata("design:type", String)
], CustomerImportFormDto.prototype, "mapping", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['true', 'false'], default: 'false' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(YES_NO, { message: YES_NO_MESSAGE('create missing areas') }),
    __metadata("design:type", String)
], CustomerImportFormDto.prototype, "create_missing_areas", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['skip', 'update'], default: 'skip' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['skip', 'update'], { message: 'The on existing field must be skip or update.' }),
    __metadata("design:type", String)
], CustomerImportFormDto.prototype, "on_existing", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['true', 'false'], default: 'false' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(YES_NO, { message: YES_NO_MESSAGE('dry run') }),
    __metadata("design:type", String)
], CustomerImportFormDto.prototype, "dry_run", void 0);
exports.FORM_FIELDS = ['mapping', 'create_missing_areas', 'on_existing', 'dry_run'];
const FORM_PIPE = (0, validation_1.createValidationPipe)();
const yes = (value) => value === 'true' || value === '1';
/** The form's fields checked as any body is (unknown fields, unsafe text), then read into options. */
async function importForm(fields) {
    const form = (await FORM_PIPE.transform(fields, { type: 'body', metatype: CustomerImportFormDto }));
    return {
        dryRun: yes(form.dry_run),
        options: {
            mapping: (0, import_columns_1.parseMapping)(form.mapping),
            createMissingAreas: yes(form.create_missing_areas),
            onExisting: form.on_existing ?? 'skip',
        },
    };
}
/** `?format=` of the template: csv (the default) or xlsx. */
function templateFormat(raw) {
    if (raw === undefined || raw === '')
        return 'csv';
    if (raw === 'csv' || raw === 'xlsx')
        return raw;
    throw domain_error_1.DomainError.field('format', 'The format must be csv or xlsx.');
}
//# sourceMappingURL=customer-import.dto.js.map
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
exports.CustomerImportsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const uploads_1 = require("../../platform/http/uploads");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const customer_import_commands_1 = require("./customer-import.commands");
const customer_import_dto_1 = require("./customer-import.dto");
const import_files_1 = require("./import-files");
const register_file_1 = require("./register-file");
const IMPORT_ID = new positive_id_pipe_1.PositiveIdPipe('The import id must be a positive integer.');
function download(reply, file) {
    void reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store');
    return file.content;
}
/**
 * Importing the owner's customer register (CSV or XLSX) into a plant: the template, the dry run,
 * the import itself (a background job) and its state. The plant comes from `filter_plant_id`.
 */
let CustomerImportsController = class CustomerImportsController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async template(format, reply) {
        return download(reply, await (0, import_files_1.importTemplate)((0, customer_import_dto_1.templateFormat)(format)));
    }
    async import(caller, plant, request, reply) {
        const upload = await (0, uploads_1.readUpload)(request, {
            fileField: 'file',
            maxFileBytes: register_file_1.MAX_FILE_BYTES,
            fields: customer_import_dto_1.FORM_FIELDS,
            tooLarge: register_file_1.FILE_TOO_LARGE,
        });
        if (!upload.file)
            throw domain_error_1.DomainError.field('file', 'Choose the register file to import (CSV or XLSX).');
        const { dryRun, options } = await (0, customer_import_dto_1.importForm)(upload.fields);
        const importRequest = {
            ownerId: caller.id,
            plantId: Number(plant.id),
            fileName: upload.file.name || 'register',
            content: upload.file.content,
            options,
            requestId: String(request.id),
        };
        if (dryRun) {
            const preview = await this.queries.execute(new customer_import_commands_1.PreviewCustomerImportQuery(importRequest));
            return (0, envelope_1.withMessage)(preview, 'Import checked: nothing was saved');
        }
        const started = await this.commands.execute(new customer_import_commands_1.StartCustomerImportCommand(importRequest));
        void reply.status(202);
        return (0, envelope_1.withMessage)(started, 'Import started');
    }
    status(caller, id, plant) {
        return this.queries.execute(new customer_import_commands_1.GetCustomerImportQuery(caller.id, plant ? Number(plant.id) : null, id));
    }
    async errors(caller, id, plant, reply) {
        return download(reply, await this.queries.execute(new customer_import_commands_1.CustomerImportErrorsQuery(caller.id, plant ? Number(plant.id) : null, id)));
    }
};
exports.CustomerImportsController = CustomerImportsController;
__decorate([
    (0, common_1.Get)('customers/import/template'),
    (0, decorators_1.RawResponse)(),
    (0, swagger_1.ApiProduces)('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    (0, swagger_1.ApiQuery)({ name: 'format', required: false, enum: ['csv', 'xlsx'] }),
    (0, swagger_1.ApiOperation)({ summary: 'The register template: every column the import reads and one example row' }),
    __param(0, (0, common_1.Query)('format')),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], CustomerImportsController.prototype, "template", null);
__decorate([
    (0, common_1.Post)('customers/import'),
    (0, common_1.HttpCode)(200),
    (0, uploads_1.AcceptsUpload)(),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)({
        schema: {
            type: 'object',
            required: ['file'],
            properties: {
                file: { type: 'string', format: 'binary', description: 'CSV or XLSX, 10 MB at most' },
                mapping: { type: 'string', description: 'JSON: { "<column header>": "<customer field>" | null }' },
                create_missing_areas: { type: 'string', enum: ['true', 'false'] },
                on_existing: { type: 'string', enum: ['skip', 'update'] },
                dry_run: { type: 'string', enum: ['true', 'false'] },
            },
        },
    }),
    (0, swagger_1.ApiOperation)({
        summary: 'Import customers from a register. dry_run=true: the columns, the first 20 rows as they would be saved and every row error, ' +
            'nothing written (200). Otherwise 202 with { id, state }: a job writes the rows in batches of 500; follow it at /filter-owner/imports/{id}.',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __param(2, (0, common_1.Req)()),
    __param(3, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object, Object]),
    __metadata("design:returntype", Promise)
], CustomerImportsController.prototype, "import", null);
__decorate([
    (0, common_1.Get)('imports/:id'),
    (0, decorators_1.ResponseMessage)('Import retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "An import's state (queued, running, completed, failed), progress, counts and errors" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', IMPORT_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", void 0)
], CustomerImportsController.prototype, "status", null);
__decorate([
    (0, common_1.Get)('imports/:id/errors.csv'),
    (0, decorators_1.RawResponse)(),
    (0, swagger_1.ApiProduces)('text/csv'),
    (0, swagger_1.ApiOperation)({ summary: 'The rows an import did not take, as the file had them, with a Row and an Error column' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', IMPORT_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __param(3, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object, Object]),
    __metadata("design:returntype", Promise)
], CustomerImportsController.prototype, "errors", null);
exports.CustomerImportsController = CustomerImportsController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: customer import'),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], CustomerImportsController);
//# sourceMappingURL=customer-imports.controller.js.map
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { CustomerImportDryRun, CustomerImportStarted, CustomerImportStatus } from '@paani/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiData, ApiFile } from '../../platform/http/api-responses';
import { sendFile } from '../../platform/http/send-file';
import { Caller, CurrentCaller, RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { AcceptsUpload, readUpload } from '../../platform/http/uploads';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import {
  CustomerImportErrorsQuery,
  CustomerImportTemplateQuery,
  GetCustomerImportQuery,
  PreviewCustomerImportQuery,
  StartCustomerImportCommand,
} from './customer-import.commands';
import {
  FORM_FIELDS,
  ImportDryRunResponse,
  importForm,
  ImportStartedResponse,
  ImportStatusResponse,
  templateFormat,
} from './customer-import.dto';
import type { DownloadFile } from './import-files';
import { FILE_TOO_LARGE, MAX_FILE_BYTES } from './register-file';

const IMPORT_ID = new PositiveIdPipe('The import id must be a positive integer.');

function download(reply: FastifyReply, file: DownloadFile): Buffer {
  return sendFile(reply, { type: file.contentType, name: file.name }, file.content);
}

/**
 * Importing the owner's customer register (CSV or XLSX) into a plant: the template, the dry run,
 * the import itself (a background job) and its state. The plant comes from `filter_plant_id`.
 */
@ApiTags('Filter owner: customer import')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner')
export class CustomerImportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('customers/import/template')
  @RawResponse()
  @ApiQuery({ name: 'format', required: false, enum: ['csv', 'xlsx'] })
  @ApiOperation({
    summary:
      'The register template: every column the import reads and one example row; with filter_plant_id, also "<product> Rate" ' +
      'and (returnable products) "<product> Opening" for each of the plant\'s active per-unit products other than product 1',
  })
  @ApiFile(
    ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    'The template (attachment), CSV unless format=xlsx',
  )
  async template(
    @Query('format') format: unknown,
    @NamedOwnerPlant() plant: OwnedPlant | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const file: DownloadFile = await this.queries.execute(
      new CustomerImportTemplateQuery(plant ? Number(plant.id) : null, templateFormat(format)),
    );
    return download(reply, file);
  }

  @Post('customers/import')
  @HttpCode(200)
  @AcceptsUpload()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'CSV or XLSX, 10 MB at most' },
        mapping: {
          type: 'string',
          description:
            'JSON: { "<column header>": "<field>" | null }; a field is a customer field or "product_rate:<product id>" / ' +
            '"opening_containers:<product id>" of a product in the dry run\'s product_targets',
        },
        create_missing_areas: { type: 'string', enum: ['true', 'false', '1', '0'] },
        on_existing: { type: 'string', enum: ['skip', 'update'] },
        dry_run: { type: 'string', enum: ['true', 'false', '1', '0'] },
      },
    },
  })
  @ApiOperation({
    summary:
      'Import customers from a register. dry_run=true: the columns, the first 20 rows as they would be saved and every row error, ' +
      'nothing written (200). Otherwise 202 with { id, state }: a job writes the rows in batches of 500; follow it at /filter-owner/imports/{id}.',
  })
  @ApiData(ImportDryRunResponse, { description: 'dry_run=true: the check and preview; nothing was written' })
  @ApiData(ImportStartedResponse, { status: 202, description: 'The import started as a job' })
  async import(
    @CurrentCaller() caller: Caller,
    @OwnerPlant() plant: OwnedPlant,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const upload = await readUpload(request, {
      fileField: 'file',
      maxFileBytes: MAX_FILE_BYTES,
      fields: FORM_FIELDS,
      tooLarge: FILE_TOO_LARGE,
    });
    if (!upload.file) throw DomainError.field('file', 'Choose the register file to import (CSV or XLSX).');
    const { dryRun, options } = await importForm(upload.fields);
    const importRequest = {
      ownerId: caller.id,
      plantId: Number(plant.id),
      fileName: upload.file.name || 'register',
      content: upload.file.content,
      options,
      requestId: String(request.id),
    };
    if (dryRun) {
      const preview: CustomerImportDryRun = await this.queries.execute(new PreviewCustomerImportQuery(importRequest));
      return withMessage(preview, 'Import checked: nothing was saved');
    }
    const started: CustomerImportStarted = await this.commands.execute(new StartCustomerImportCommand(importRequest));
    void reply.status(202);
    return withMessage(started, 'Import started');
  }

  @Get('imports/:id')
  @ResponseMessage('Import retrieved successfully')
  @ApiOperation({ summary: "An import's state (queued, running, completed, failed), progress, counts and errors" })
  @ApiData(ImportStatusResponse)
  status(@CurrentCaller() caller: Caller, @Param('id', IMPORT_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    return this.queries.execute(
      new GetCustomerImportQuery(caller.id, plant ? Number(plant.id) : null, id),
    ) as Promise<CustomerImportStatus>;
  }

  @Get('imports/:id/errors.csv')
  @RawResponse()
  @ApiOperation({ summary: 'The rows an import did not take, as the file had them, with a Row and an Error column' })
  @ApiFile(['text/csv'], 'The refused rows as CSV (attachment)')
  async errors(
    @CurrentCaller() caller: Caller,
    @Param('id', IMPORT_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return download(reply, await this.queries.execute(new CustomerImportErrorsQuery(caller.id, plant ? Number(plant.id) : null, id)));
  }
}

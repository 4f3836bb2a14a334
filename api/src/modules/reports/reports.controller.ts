import type { ReportName } from '@paani/contracts';
import { Controller, Get, Param, PipeTransform, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiExtraModels, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiData, ApiFile } from '../../platform/http/api-responses';
import { FILE_TYPES, sendFile } from '../../platform/http/send-file';
import { Caller, CurrentCaller, RawResponse, Roles } from '../../platform/http/decorators';
import { SendsJsonText } from '../../platform/http/plain-query';
import { DocumentRenderPool } from '../documents/document-render-pool';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { REPORT_ROW_MODELS, ReportExportQueryDto, ReportQueryDto, ReportResponse } from './report.dto';
import { OwnerReportQuery, REPORT_NAMES, ReportCriteria, ReportText } from './report.queries';

/** The report's name in the path: one of REPORT_NAMES, else 404. */
class ReportNamePipe implements PipeTransform<string, ReportName> {
  transform(value: string): ReportName {
    if (!(REPORT_NAMES as readonly string[]).includes(value))
      throw DomainError.notFound(`There is no report called ${value.slice(0, 40)}.`);
    return value as ReportName;
  }
}

const REPORTS_SUMMARY = [
  'One report of the plant (filter_plant_id; the default plant when absent) over plant days from..to (default: the 30 days to today; at most 731):',
  'daily-sales (cans, amount per day, from daily_delivery_totals), collections (money in per day by payment method: cash, jazzcash, easypaisa, bank, other),',
  'outstanding-age (what customers owe now by the age of the charge it comes from: 0–30, 31–60, 61–90, over 90 days, oldest charges paid first),',
  'cans-out (cans at customers per area now, and in `detail` the customers holding more than their can limit),',
  'rider-performance (per rider: cans delivered and collected back, money collected, day closes and their cash and can differences),',
  'expenses (by category) and profit-loss (per month: revenue = amount delivered, collected, expenses, profit = revenue − expenses),',
  'sales-by-product (per product: entries, delivered, returned, amount; the total line is money only) and containers-by-age (per returnable product:',
  "containers with customers now by the days since the customer's last delivery: 0–7, 8–30, 31–90, over 90, never); their rows carry product_id and name_ur.",
  'area_id and employee_id narrow the reports that have them (ignored_filters names those that do not). Every report is `table` (columns, rows, totals) plus how to chart it.',
].join(' ');

const criteriaOf = (plant: OwnedPlant, query: ReportQueryDto): ReportCriteria => ({
  plantId: Number(plant.id),
  from: query.from,
  to: query.to,
  areaId: query.area_id,
  employeeId: query.employee_id,
});

/** The owner's reports of a plant; read from aggregate tables only (report.queries.ts). */
@ApiTags('Filter owner: reports')
@ApiExtraModels(...REPORT_ROW_MODELS)
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/reports')
export class ReportsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly documents: DocumentRenderPool,
  ) {}

  @Get(':name')
  @RawResponse()
  @SendsJsonText()
  @ApiParam({ name: 'name', enum: REPORT_NAMES })
  @ApiOperation({ summary: REPORTS_SUMMARY })
  @ApiData(ReportResponse)
  async report(
    @CurrentCaller() _caller: Caller,
    @Param('name', new ReportNamePipe()) name: ReportName,
    @Query() query: ReportQueryDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<Buffer> {
    const report: ReportText = await this.queries.execute(new OwnerReportQuery(name, criteriaOf(plant, query)));
    return report.enveloped('Report retrieved successfully');
  }

  @Get(':name/export')
  @RawResponse()
  @ApiParam({ name: 'name', enum: REPORT_NAMES })
  @ApiOperation({ summary: 'The same report as an XLSX workbook (format=xlsx): its title, plant days, table with totals and detail table' })
  @ApiFile(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'], 'The workbook (attachment {name}-{from}-{to}.xlsx)')
  async export(
    @Param('name', new ReportNamePipe()) name: ReportName,
    @Query() query: ReportExportQueryDto,
    @OwnerPlant() plant: OwnedPlant,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const answer: ReportText = await this.queries.execute(new OwnerReportQuery(name, criteriaOf(plant, query)));
    // The workbook is made in a render thread from the JSON's bytes (a long report is a second of
    // exceljs); this thread neither decodes nor parses them: the file's name needs only the period.
    const workbook = this.documents.render('reportXlsx', answer.utf8());
    const { from, to } = answer.head;
    return sendFile(reply, { type: FILE_TYPES.xlsx, name: `${name}-${from}-${to}.xlsx` }, workbook);
  }
}

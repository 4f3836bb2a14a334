import { KeyCheckedOnWrite } from '../../platform/idempotency/idempotency.guard';
import type { DailyEntry, DailyEntryBatchResult, DailyEntryList, DailySheet, Payment } from '@paani/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { moneyNumber } from '../../platform/domain/money';
import { ApiCreatedData, ApiData, ApiFile } from '../../platform/http/api-responses';
import { FILE_TYPES, sendFile } from '../../platform/http/send-file';
import { Caller, CurrentCaller, RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { SendsJsonText } from '../../platform/http/plain-query';
import { JsonText } from '../../platform/cache/json-text';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import {
  RecordedPayment,
  RecordPaymentCommand,
  ReversalOutcome,
  ReverseDailyEntryCommand,
  SaveDailyEntriesCommand,
  SavedDailyEntries,
} from './daily-entry.commands';
import {
  CorrectEntryDto,
  DailyEntryBatchDto,
  DailyEntryBatchResponse,
  DailyEntryListQueryDto,
  DailyEntryListResponse,
  DailyEntryResponse,
  DailySheetResponse,
  PaymentDto,
  PaymentResponse,
  PrintedSheetQueryDto,
  ReversalOutcomeResponse,
  ReverseEntryDto,
  SavedDailyEntryResponse,
  SheetQueryDto,
  SingleDailyEntryDto,
} from './daily-entry.dto';
import { DailySheetQuery, GetDailyEntryQuery, ListDailyEntriesQuery, SheetCriteria } from './daily-entry.queries';
import { PrintedDaySheetQuery } from './printed-day-sheet';

const ENTRY_ID = new PositiveIdPipe('The entry id must be a positive integer.');
const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');
export const DEFAULT_ENTRIES_PER_PAGE = 25;
const IDEMPOTENCY = {
  name: 'Idempotency-Key',
  required: false,
  description: 'Send one per save (kept across retries of the same save): a repeat answers as the first did and saves nothing twice',
};

/** The sheet a request asks for: the plant's day (its today when absent), optionally one area or rider. */
const sheetCriteria = (caller: Caller, query: SheetQueryDto, plant: OwnedPlant): SheetCriteria => ({
  ownerId: caller.id,
  plantId: Number(plant.id),
  date: query.date || null,
  areaId: query.area_id,
  employeeId: query.employee_id,
});

/** A plant's day of deliveries; the plant comes from `filter_plant_id` (the default plant when absent). */
@ApiTags('Filter owner: daily entries')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/daily-entries')
export class DailyEntriesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('sheet')
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({
    summary:
      "The day's sheet: every customer due by their schedule in route order (prefilled with the schedule's cans), then the others entered that day; each with previous balance, cans out, flags and the day's saved entries",
  })
  @ApiData(DailySheetResponse)
  async sheet(@CurrentCaller() caller: Caller, @Query() query: SheetQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<Buffer> {
    const sheet: JsonText<DailySheet> = await this.queries.execute(new DailySheetQuery(sheetCriteria(caller, query, plant)));
    return sheet.enveloped('Sheet retrieved successfully');
  }

  @Get('sheet/pdf')
  @ApiOperation({
    summary:
      "The day's sheet to print (A4 landscape PDF): the same customers in route order with what is due, rate, previous balance and cans out, and columns to fill by hand (delivered, returned, collected, signature), prefilled where entries are saved; headings in English or Urdu (lang)",
  })
  @ApiFile(['application/pdf'], 'The day sheet PDF (inline, named day-sheet-{date}.pdf)')
  async printedSheet(
    @CurrentCaller() caller: Caller,
    @Query() query: PrintedSheetQueryDto,
    @OwnerPlant() plant: OwnedPlant,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { date, pdf }: { date: string; pdf: Buffer } = await this.queries.execute(
      new PrintedDaySheetQuery(sheetCriteria(caller, query, plant), query.lang ?? 'en'),
    );
    return sendFile(reply, { type: FILE_TYPES.pdf, name: `day-sheet-${date}.pdf`, disposition: 'inline' }, pdf);
  }

  @Post('batch')
  @ResponseMessage('Entries saved successfully')
  @KeyCheckedOnWrite()
  @ApiHeader(IDEMPOTENCY)
  @ApiOperation({
    summary:
      "Save a day's entries at once, in one transaction: all or none. A refused row fails the batch (422, errors keyed entries.{row}.{field}, data.row); the day must be open (not after today, not inside the plant's lock period)",
  })
  @ApiCreatedData(DailyEntryBatchResponse)
  batch(
    @CurrentCaller() caller: Caller,
    @Body() body: DailyEntryBatchDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<DailyEntryBatchResult> {
    return this.commands.execute(new SaveDailyEntriesCommand(caller.id, Number(plant.id), body.date || null, body.entries));
  }

  @Post()
  @ResponseMessage('Entry saved successfully')
  @KeyCheckedOnWrite()
  @ApiHeader(IDEMPOTENCY)
  @ApiOperation({
    summary: 'Save one entry: a ledger line on the customer (debit cans × rate, credit the money collected, cans out and back)',
  })
  @ApiCreatedData(SavedDailyEntryResponse)
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: SingleDailyEntryDto,
    @OwnerPlant() plant: OwnedPlant,
  ): Promise<DailyEntry & { balance: number; customer_cans_out: number }> {
    const { date, ...entry } = body;
    const result: SavedDailyEntries = await this.commands.execute(
      new SaveDailyEntriesCommand(caller.id, Number(plant.id), date || null, [entry], null, true),
    );
    const saved = await result.firstEntry!.entry;
    return { ...saved, balance: result.balances[0].balance, customer_cans_out: result.balances[0].cans_out };
  }

  @Get()
  @ResponseMessage('Entries retrieved successfully')
  @ApiOperation({
    summary:
      "The plant's entries (a day, or from/to; area, rider, customer, status or 'reversed'), newest first, paged (25 a page, at most 100), with totals of the entries that stand",
  })
  @ApiData(DailyEntryListResponse)
  list(@CurrentCaller() caller: Caller, @Query() query: DailyEntryListQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<DailyEntryList> {
    return this.queries.execute(
      new ListDailyEntriesQuery({
        ownerId: caller.id,
        plantId: Number(plant.id),
        date: query.date || undefined,
        from: query.from || undefined,
        to: query.to || undefined,
        areaId: query.area_id,
        employeeId: query.employee_id,
        customerId: query.customer_id,
        status: query.status,
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_ENTRIES_PER_PAGE,
      }),
    );
  }

  @Get(':id')
  @ResponseMessage('Entry retrieved successfully')
  @ApiOperation({ summary: 'One entry, with its reversal when reversed' })
  @ApiData(DailyEntryResponse)
  show(@CurrentCaller() caller: Caller, @Param('id', ENTRY_ID) id: number): Promise<DailyEntry> {
    return this.queries.execute(new GetDailyEntryQuery(caller.id, id));
  }

  @Post(':id/reverse')
  @HttpCode(200)
  @ResponseMessage('Entry reversed successfully')
  @ApiOperation({
    summary: 'Reverse an entry with a reason (any day, however old): a mirror ledger line dated today; the entry stays, marked reversed_by',
  })
  @ApiData(ReversalOutcomeResponse)
  reverse(@CurrentCaller() caller: Caller, @Param('id', ENTRY_ID) id: number, @Body() body: ReverseEntryDto): Promise<ReversalOutcome> {
    return this.commands.execute(new ReverseDailyEntryCommand(caller.id, id, body.reason.trim()));
  }

  @Post(':id/correct')
  @HttpCode(200)
  @ResponseMessage('Entry corrected successfully')
  @ApiOperation({
    summary:
      'Correct an entry: its reversal and the entry as it should have been (same customer and day), in one transaction, with the reason; a day inside the lock period can only be reversed',
  })
  @ApiData(ReversalOutcomeResponse)
  correct(@CurrentCaller() caller: Caller, @Param('id', ENTRY_ID) id: number, @Body() body: CorrectEntryDto): Promise<ReversalOutcome> {
    const { reason, ...entry } = body;
    return this.commands.execute(new ReverseDailyEntryCommand(caller.id, id, reason.trim(), entry));
  }
}

/** Payments outside deliveries, on the customer (owner-scoped by the customer). */
@ApiTags('Filter owner: customers')
@Roles('filter_owner')
@Controller('filter-owner/customers')
export class CustomerPaymentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/payments')
  @ResponseMessage('Payment recorded successfully')
  @KeyCheckedOnWrite()
  @ApiHeader(IDEMPOTENCY)
  @ApiOperation({
    summary:
      "Record a payment (amount, method, reference, received_at, rider): a credit line dated the plant's day it was received; more than is owed leaves an advance. Reversed like any ledger line",
  })
  @ApiCreatedData(PaymentResponse)
  async record(@CurrentCaller() caller: Caller, @Param('id', CUSTOMER_ID) id: number, @Body() body: PaymentDto): Promise<Payment> {
    const recorded: RecordedPayment = await this.commands.execute(new RecordPaymentCommand(caller.id, id, body));
    return {
      id: recorded.id,
      customer_id: id,
      amount: body.amount,
      method: body.method,
      reference: body.reference?.trim() || null,
      received_at: recorded.received_at,
      date: recorded.date,
      employee_id: body.employee_id ?? null,
      balance: moneyNumber(recorded.balance),
    };
  }
}

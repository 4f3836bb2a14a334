import { JobResponse, QueuedJobResponse } from '../../platform/queue/job-responses';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { withMessage, WithMessage } from '../../platform/http/envelope';
import { JobQueue, JobView } from '../../platform/queue/job-queue';
import { AddCurrencyCommand, BulkUpdateRatesCommand, ChangeCurrencyCommand, SetDefaultCurrencyCommand } from './currency.commands';
import {
  BulkRatesResponse,
  BulkUpdateRatesDto,
  ConversionResponse,
  ConvertDto,
  CreateCurrencyDto,
  CurrencyResponse,
  ExchangeRateDto,
  RateHistoryDto,
  RateHistoryResponse,
  RateScheduleStateResponse,
  UpdateCurrencyDto,
} from './currency.dto';
import { ConvertAmountQuery, CurrencyView, GetCurrencyQuery, GetRateHistoryQuery, ListCurrenciesQuery } from './currency.queries';
import { ExchangeRateJob } from './exchange-rate.job';

/** The writable parts of a create/update body as a change of one currency. */
export function currencyChanges(body: UpdateCurrencyDto, current?: CurrencyView) {
  const detailsGiven = body.code !== undefined || body.name !== undefined || body.symbol !== undefined;
  return {
    details: detailsGiven
      ? {
          code: body.code ?? current?.code ?? '',
          name: body.name?.trim() ?? current?.name ?? '',
          symbol: body.symbol?.trim() ?? current?.symbol ?? '',
        }
      : undefined,
    rate: body.exchange_rate,
    isActive: body.is_active,
  };
}

@ApiTags('Super admin: currencies')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/currencies')
export class CurrenciesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Currencies retrieved successfully')
  @ApiOperation({ summary: 'Every currency (data is an array), the default first' })
  @ApiData([CurrencyResponse])
  list(): Promise<CurrencyView[]> {
    return this.queries.execute(new ListCurrenciesQuery());
  }

  @Post()
  @ResponseMessage('Currency created successfully')
  @ApiOperation({ summary: 'Add a currency with its code, name, symbol and rate (units per 1 PKR); active unless is_active is false' })
  @ApiCreatedData(CurrencyResponse)
  async create(@Body() body: CreateCurrencyDto): Promise<CurrencyView> {
    const id: number = await this.commands.execute(
      new AddCurrencyCommand(
        { code: body.code, name: body.name.trim(), symbol: body.symbol.trim() },
        body.exchange_rate,
        body.is_active ?? true,
      ),
    );
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Put('bulk-update-rates')
  @ResponseMessage('Exchange rates updated successfully')
  @ApiOperation({ summary: 'Body { updates: [{ currency_id, exchange_rate }] }: all applied or none' })
  @ApiData(BulkRatesResponse)
  async bulk(@Body() body: BulkUpdateRatesDto): Promise<{ updated: number; currencies: CurrencyView[] }> {
    const updated: number = await this.commands.execute(
      new BulkUpdateRatesCommand(body.updates.map((u) => ({ currencyId: u.currency_id, rate: u.exchange_rate }))),
    );
    return { updated, currencies: await this.queries.execute(new ListCurrenciesQuery({ ids: body.updates.map((u) => u.currency_id) })) };
  }

  @Post('convert')
  @HttpCode(200)
  @ResponseMessage('Amount converted successfully')
  @ApiOperation({ summary: 'Convert an amount between two currencies: amount / rate_from * rate_to, to 2 decimals' })
  @ApiData(ConversionResponse)
  convert(@Body() body: ConvertDto) {
    return this.queries.execute(new ConvertAmountQuery(body.amount, body.from_currency_id, body.to_currency_id));
  }

  @Get(':id')
  @ResponseMessage('Currency retrieved successfully')
  @ApiOperation({ summary: 'One currency' })
  @ApiData(CurrencyResponse)
  get(@Param('id', PositiveIdPipe) id: number): Promise<CurrencyView> {
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Put(':id')
  @ResponseMessage('Currency updated successfully')
  @ApiOperation({ summary: "Change a currency's code, name, symbol, rate or active state; fields left out keep their value" })
  @ApiData(CurrencyResponse)
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: UpdateCurrencyDto): Promise<CurrencyView> {
    const current: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    await this.commands.execute(new ChangeCurrencyCommand(id, currencyChanges(body, current)));
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Delete(':id')
  @ResponseMessage('Currency deleted successfully')
  @ApiOperation({ summary: 'Delete a currency (never the default one); returns it as it was' })
  @ApiData(CurrencyResponse)
  async remove(@Param('id', PositiveIdPipe) id: number): Promise<CurrencyView> {
    const current: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    await this.commands.execute(new ChangeCurrencyCommand(id, 'remove'));
    return current;
  }

  @Put(':id/set-default')
  @ApiOperation({ summary: 'Make this currency the default, the one used where nobody chose another' })
  @ApiData(CurrencyResponse)
  async setDefault(@Param('id', PositiveIdPipe) id: number): Promise<WithMessage<CurrencyView>> {
    await this.commands.execute(new SetDefaultCurrencyCommand(id));
    const currency: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    return withMessage(currency, `${currency.name} (${currency.code}) is now the default currency`);
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Switch a currency between active and inactive' })
  @ApiData(CurrencyResponse)
  async toggle(@Param('id', PositiveIdPipe) id: number): Promise<WithMessage<CurrencyView>> {
    await this.commands.execute(new ChangeCurrencyCommand(id, 'toggle-status'));
    const currency: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    return withMessage(currency, `Currency ${currency.is_active ? 'activated' : 'deactivated'} successfully`);
  }

  @Put(':id/exchange-rate')
  @ResponseMessage('Exchange rate updated successfully')
  @ApiOperation({ summary: "Set one currency's exchange rate (units per 1 PKR); recorded in its rate history" })
  @ApiData(CurrencyResponse)
  async setRate(@Param('id', PositiveIdPipe) id: number, @Body() body: ExchangeRateDto): Promise<CurrencyView> {
    await this.commands.execute(new ChangeCurrencyCommand(id, { rate: body.exchange_rate }));
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Get(':id/rate-history')
  @ResponseMessage('Rate history retrieved successfully')
  @ApiOperation({ summary: 'Rates applied in the last `days` (default 30), newest first' })
  @ApiData(RateHistoryResponse)
  history(@Param('id', PositiveIdPipe) id: number, @Query() query: RateHistoryDto) {
    return this.queries.execute(new GetRateHistoryQuery(id, query.days ?? 30));
  }
}

@ApiTags('Super admin: exchange-rate jobs')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin')
export class ExchangeRateJobsController {
  constructor(
    private readonly job: ExchangeRateJob,
    private readonly jobs: JobQueue,
  ) {}

  @Post('system-settings/exchange-rates/update-all')
  @HttpCode(202)
  @ResponseMessage('Exchange rate update queued')
  @ApiOperation({ summary: 'Queues a job that fetches EXCHANGE_RATES_URL and applies every rate; data { job_id }' })
  @ApiData(QueuedJobResponse, { status: 202 })
  async updateAll(): Promise<{ job_id: string; queue: string }> {
    return { job_id: await this.job.enqueue('manual'), queue: this.jobs.mode };
  }

  @Get('system-settings/exchange-rates/schedule')
  @ResponseMessage('Exchange rate schedule')
  @ApiOperation({ summary: 'When the exchange rates are next updated automatically, and how often (null when switched off)' })
  @ApiData(RateScheduleStateResponse)
  async schedule() {
    await this.job.syncSchedule();
    return { schedule: await this.job.schedule(), queue: this.jobs.mode };
  }

  @Get('jobs/:id')
  @ResponseMessage('Job retrieved successfully')
  @ApiOperation({ summary: 'State, attempts, result or failure reason of a queued job' })
  @ApiData(JobResponse)
  async get(@Param('id') id: string): Promise<JobView> {
    const view = await this.jobs.get(id);
    if (!view) throw DomainError.notFound('Job not found.');
    return view;
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { withMessage, WithMessage } from '../../platform/http/envelope';
import { JobQueue, JobView } from '../../platform/queue/job-queue';
import { AddCurrencyCommand, BulkUpdateRatesCommand, ChangeCurrencyCommand, SetDefaultCurrencyCommand } from './currency.commands';
import { BulkUpdateRatesDto, ConvertDto, CreateCurrencyDto, ExchangeRateDto, RateHistoryDto, UpdateCurrencyDto } from './currency.dto';
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
  list(): Promise<CurrencyView[]> {
    return this.queries.execute(new ListCurrenciesQuery());
  }

  @Post()
  @ResponseMessage('Currency created successfully')
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
  async bulk(@Body() body: BulkUpdateRatesDto): Promise<{ updated: number; currencies: CurrencyView[] }> {
    const updated: number = await this.commands.execute(
      new BulkUpdateRatesCommand(body.updates.map((u) => ({ currencyId: u.currency_id, rate: u.exchange_rate }))),
    );
    return { updated, currencies: await this.queries.execute(new ListCurrenciesQuery({ ids: body.updates.map((u) => u.currency_id) })) };
  }

  @Post('convert')
  @HttpCode(200)
  @ResponseMessage('Amount converted successfully')
  @ApiOperation({ summary: 'amount / rate_from * rate_to, to 2 decimals' })
  convert(@Body() body: ConvertDto) {
    return this.queries.execute(new ConvertAmountQuery(body.amount, body.from_currency_id, body.to_currency_id));
  }

  @Get(':id')
  @ResponseMessage('Currency retrieved successfully')
  get(@Param('id', PositiveIdPipe) id: number): Promise<CurrencyView> {
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Put(':id')
  @ResponseMessage('Currency updated successfully')
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: UpdateCurrencyDto): Promise<CurrencyView> {
    const current: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    await this.commands.execute(new ChangeCurrencyCommand(id, currencyChanges(body, current)));
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Delete(':id')
  @ResponseMessage('Currency deleted successfully')
  async remove(@Param('id', PositiveIdPipe) id: number): Promise<CurrencyView> {
    const current: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    await this.commands.execute(new ChangeCurrencyCommand(id, 'remove'));
    return current;
  }

  @Put(':id/set-default')
  async setDefault(@Param('id', PositiveIdPipe) id: number): Promise<WithMessage<CurrencyView>> {
    await this.commands.execute(new SetDefaultCurrencyCommand(id));
    const currency: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    return withMessage(currency, `${currency.name} (${currency.code}) is now the default currency`);
  }

  @Put(':id/toggle-status')
  async toggle(@Param('id', PositiveIdPipe) id: number): Promise<WithMessage<CurrencyView>> {
    await this.commands.execute(new ChangeCurrencyCommand(id, 'toggle-status'));
    const currency: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    return withMessage(currency, `Currency ${currency.is_active ? 'activated' : 'deactivated'} successfully`);
  }

  @Put(':id/exchange-rate')
  @ResponseMessage('Exchange rate updated successfully')
  async setRate(@Param('id', PositiveIdPipe) id: number, @Body() body: ExchangeRateDto): Promise<CurrencyView> {
    await this.commands.execute(new ChangeCurrencyCommand(id, { rate: body.exchange_rate }));
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Get(':id/rate-history')
  @ResponseMessage('Rate history retrieved successfully')
  @ApiOperation({ summary: 'Rates applied in the last `days` (default 30), newest first' })
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
  async updateAll(): Promise<{ job_id: string; queue: string }> {
    return { job_id: await this.job.enqueue('manual'), queue: this.jobs.mode };
  }

  @Get('system-settings/exchange-rates/schedule')
  @ResponseMessage('Exchange rate schedule')
  async schedule() {
    await this.job.syncSchedule();
    return { schedule: await this.job.schedule(), queue: this.jobs.mode };
  }

  @Get('jobs/:id')
  @ResponseMessage('Job retrieved successfully')
  @ApiOperation({ summary: 'State, attempts, result or failure reason of a queued job' })
  async get(@Param('id') id: string): Promise<JobView> {
    const view = await this.jobs.get(id);
    if (!view) throw DomainError.notFound('Job not found.');
    return view;
  }
}

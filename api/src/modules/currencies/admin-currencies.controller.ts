import { Body, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';

import type { FastifyReply } from 'fastify';
import { ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders, writableFields } from '../../platform/http/simple-rest';
import { currencyChanges } from './currencies.controller';
import { AddCurrencyCommand, ChangeCurrencyCommand } from './currency.commands';
import { CreateCurrencyDto, CurrencyResponse, UpdateCurrencyDto } from './currency.dto';
import { CURRENCY_SORTS, CurrencyView, GetCurrencyQuery, ListCurrenciesQuery } from './currency.queries';

const RESOURCE = 'currencies';
const WRITABLE = ['code', 'name', 'symbol', 'exchange_rate', 'is_active'] as const;

/** The react-admin door (ra-data-simple-rest) onto the same currency commands and queries. */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource(RESOURCE)
export class AdminCurrenciesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every currency, a page at a time (react-admin list)' })
  @ApiRawList(CurrencyResponse, '`q` (code or name), `is_active` (boolean), `id` (a list of ids)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<CurrencyView[]> {
    const list = parseSimpleRestList(query, {
      sortable: Object.keys(CURRENCY_SORTS),
      defaultSort: { field: 'code', order: 'ASC' },
      filters: { is_active: 'boolean' },
    });
    const all: CurrencyView[] = await this.queries.execute(
      new ListCurrenciesQuery({
        ids: list.ids,
        search: list.q,
        activeOnly: list.filter.is_active === true,
        sort: list.sort as { field: keyof typeof CURRENCY_SORTS; order: 'ASC' | 'DESC' },
      }),
    );
    const matching = list.filter.is_active === false ? all.filter((c) => !c.is_active) : all;
    const page = matching.slice(list.offset, list.offset + list.limit);
    sendListHeaders(reply, RESOURCE, list, page.length, matching.length);
    return page;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One currency (react-admin record)' })
  @ApiRawData(CurrencyResponse)
  show(@Param('id', PositiveIdPipe) id: number): Promise<CurrencyView> {
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Post()
  @ApiOperation({ summary: "Add a currency from the console's record (code, name, symbol, exchange_rate, is_active)" })
  @ApiRawData(CurrencyResponse, { status: 201 })
  async create(@Body() body: Record<string, unknown>): Promise<CurrencyView> {
    const dto = await writableFields(CreateCurrencyDto, body, WRITABLE);
    const id: number = await this.commands.execute(
      new AddCurrencyCommand(
        { code: dto.code, name: dto.name.trim(), symbol: dto.symbol.trim() },
        dto.exchange_rate,
        dto.is_active ?? true,
      ),
    );
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Put(':id')
  @ApiOperation({ summary: "Save the console's record of a currency (code, name, symbol, exchange_rate, is_active)" })
  @ApiRawData(CurrencyResponse)
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: Record<string, unknown>): Promise<CurrencyView> {
    const dto = await writableFields(UpdateCurrencyDto, body, WRITABLE);
    const current: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    await this.commands.execute(new ChangeCurrencyCommand(id, currencyChanges(dto, current)));
    return this.queries.execute(new GetCurrencyQuery(id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a currency (never the default one); returns it as it was' })
  @ApiRawData(CurrencyResponse)
  async remove(@Param('id', PositiveIdPipe) id: number): Promise<CurrencyView> {
    const current: CurrencyView = await this.queries.execute(new GetCurrencyQuery(id));
    await this.commands.execute(new ChangeCurrencyCommand(id, 'remove'));
    return current;
  }
}

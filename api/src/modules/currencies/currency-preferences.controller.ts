import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { ALL_ROLES, Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage, WithMessage } from '../../platform/http/envelope';
import { ChooseCurrencyCommand } from './currency.commands';
import { CurrencyChoiceDto, CurrencyChoiceResponse, CurrencyResponse } from './currency.dto';
import { CurrencyView, GetCurrencyChoiceQuery, ListCurrenciesQuery } from './currency.queries';

type Choice = { currency_id: number; currency: CurrencyView; is_default: boolean };

const preferenceMessage = (choice: Choice) => `Currency preference set to ${choice.currency.name} (${choice.currency.code})`;

/** What any signed-in user needs for the currency switcher: the active currencies and the default. */
@ApiTags('Currencies')
@ApiBearerAuth()
@Roles(...ALL_ROLES)
@Controller('currencies')
export class ActiveCurrenciesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Currencies retrieved successfully')
  @ApiOperation({ summary: 'Active currencies (data is an array), the default first' })
  @ApiData([CurrencyResponse])
  list(): Promise<CurrencyView[]> {
    return this.queries.execute(new ListCurrenciesQuery({ activeOnly: true }));
  }
}

/** A user's own currency preference, at the path of their role; the owner's business currency. */
@ApiTags('Currencies')
@ApiBearerAuth()
@Controller()
export class CurrencyPreferencesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('super-admin/profile/currency')
  @Roles('super_admin', 'auditor')
  @ResponseMessage('Currency preference retrieved successfully')
  @ApiOperation({ summary: "The super admin's (or auditor's) own display currency; the default currency when none was chosen" })
  @ApiData(CurrencyChoiceResponse)
  superAdminPreference(@CurrentCaller() caller: Caller): Promise<Choice> {
    return this.queries.execute(new GetCurrencyChoiceQuery('user', caller.id));
  }

  @Get('filter-owner/profile/currency')
  @Roles('filter_owner')
  @ResponseMessage('Currency preference retrieved successfully')
  @ApiOperation({ summary: "The owner's own display currency; the default currency when none was chosen" })
  @ApiData(CurrencyChoiceResponse)
  ownerPreference(@CurrentCaller() caller: Caller): Promise<Choice> {
    return this.queries.execute(new GetCurrencyChoiceQuery('user', caller.id));
  }

  @Put('super-admin/profile/currency')
  @Roles('super_admin')
  @ApiOperation({ summary: "Choose the super admin's display currency: body { currency_id }, any active currency" })
  @ApiData(CurrencyChoiceResponse)
  setSuperAdminPreference(@CurrentCaller() caller: Caller, @Body() body: CurrencyChoiceDto): Promise<WithMessage<Choice>> {
    return this.choose(caller, body);
  }

  @Put('filter-owner/profile/currency')
  @Roles('filter_owner')
  @ApiOperation({ summary: "Choose the owner's display currency: body { currency_id }, any active currency" })
  @ApiData(CurrencyChoiceResponse)
  setOwnerPreference(@CurrentCaller() caller: Caller, @Body() body: CurrencyChoiceDto): Promise<WithMessage<Choice>> {
    return this.choose(caller, body);
  }

  private async choose(caller: Caller, body: CurrencyChoiceDto): Promise<WithMessage<Choice>> {
    await this.commands.execute(new ChooseCurrencyCommand('user', caller.id, body.currency_id));
    const choice: Choice = await this.queries.execute(new GetCurrencyChoiceQuery('user', caller.id));
    return withMessage(choice, preferenceMessage(choice));
  }

  @Get('filter-owner/business/currency')
  @Roles('filter_owner')
  @ResponseMessage('Business currency retrieved successfully')
  @ApiOperation({ summary: "The currency of the owner's business; the default currency when none was chosen" })
  @ApiData(CurrencyChoiceResponse)
  business(@CurrentCaller() caller: Caller): Promise<Choice> {
    return this.queries.execute(new GetCurrencyChoiceQuery('business', caller.id));
  }

  @Put('filter-owner/business/currency')
  @Roles('filter_owner')
  @ApiOperation({ summary: "Choose the currency of the owner's business: body { currency_id }, any active currency" })
  @ApiData(CurrencyChoiceResponse)
  async setBusiness(@CurrentCaller() caller: Caller, @Body() body: CurrencyChoiceDto): Promise<WithMessage<Choice>> {
    await this.commands.execute(new ChooseCurrencyCommand('business', caller.id, body.currency_id));
    const choice: Choice = await this.queries.execute(new GetCurrencyChoiceQuery('business', caller.id));
    return withMessage(choice, `Business currency set to ${choice.currency.name} (${choice.currency.code})`);
  }
}

import type { Customer, CustomerLedger, CustomerList } from '@paani/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { SendsJsonText } from '../../platform/http/plain-query';
import { withMessage } from '../../platform/http/envelope';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import {
  ChangeCustomerCommand,
  CustomerChange,
  CustomerChangeOutcome,
  MoveCustomersCommand,
  RegisterCustomerCommand,
  UpdateCustomerCommand,
} from './customer.commands';
import {
  CreateCustomerDto,
  CustomerAdjustmentDto,
  CustomerDepositDto,
  CustomerLedgerQueryDto,
  CustomerLedgerResponse,
  CustomerListQueryDto,
  CustomerListResponse,
  CustomerPauseDto,
  CustomerRemovedResponse,
  CustomerResponse,
  ContainersLostDto,
  CustomerRentalDto,
  EndRentalDto,
  CustomersMovedResponse,
  LedgerReversalResponse,
  MoveCustomersDto,
  ReverseLedgerLineDto,
  UpdateCustomerDto,
} from './customer.dto';
import { CustomerLedgerQuery } from './customer-ledger.queries';
import { CustomerSortField, GetCustomerQuery, ListCustomersQuery } from './customer.queries';
import { JsonText } from '../../platform/cache/json-text';

const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');
const PRODUCT_ID = new PositiveIdPipe('The product id must be a positive integer.');
const PAUSE_ID = new PositiveIdPipe('The pause id must be a positive integer.');
const LINE_ID = new PositiveIdPipe('The line id must be a positive integer.');
export const DEFAULT_CUSTOMERS_PER_PAGE = 25;
/**
 * The list and the ledger answer JSON that PostgreSQL wrote, in the envelope, as bytes: marked
 * @RawResponse() (the envelope hooks leave them alone) with the content type an object would get.
 */

const text = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** A plant's customers and their ledgers; the plant comes from `filter_plant_id` (the default plant when absent). */
@ApiTags('Filter owner: customers')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/customers')
export class CustomersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The customer, within the named plant when one is given: 404 when not the caller's. */
  private customer(caller: Caller, id: number, plant: OwnedPlant | null): Promise<Customer> {
    return this.queries.execute(new GetCustomerQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  private async change(caller: Caller, id: number, plant: OwnedPlant | null, change: CustomerChange): Promise<CustomerChangeOutcome> {
    const customer = await this.customer(caller, id, plant);
    return this.commands.execute(new ChangeCustomerCommand(caller.id, customer.id, change));
  }

  @Get()
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({
    summary:
      "The plant's customers, filtered (area_id, employee_id, status, search, balance), sorted (name, code, balance, cans_out, last_delivery_at; '-' for descending) and paged (25 a page, at most 100), with totals of balance and cans over every match",
  })
  @ApiData(CustomerListResponse)
  async list(@CurrentCaller() caller: Caller, @Query() query: CustomerListQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<Buffer> {
    const sort = query.sort
      ? { field: query.sort.replace(/^-/, '') as CustomerSortField, descending: query.sort.startsWith('-') }
      : undefined;
    const list: JsonText<CustomerList> = await this.queries.execute(
      new ListCustomersQuery({
        ownerId: caller.id,
        plantId: Number(plant.id),
        areaId: query.area_id,
        employeeId: query.employee_id,
        status: query.status,
        search: query.search?.trim() || undefined,
        balance: query.balance,
        sort,
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_CUSTOMERS_PER_PAGE,
      }),
    );
    return list.enveloped('Customers retrieved successfully');
  }

  @Post()
  @ResponseMessage('Customer created successfully')
  @ApiOperation({
    summary:
      "Add a customer (code generated C-0001… unless given; opening balance, opening cans and deposit become ledger lines); 422 CUSTOMER_LIMIT_EXCEEDED beyond the package's max_customers (all the owner's plants together)",
  })
  @ApiCreatedData(CustomerResponse)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateCustomerDto, @OwnerPlant() plant: OwnedPlant): Promise<Customer> {
    const id: number = await this.commands.execute(new RegisterCustomerCommand(caller.id, Number(plant.id), body));
    return this.queries.execute(new GetCustomerQuery(caller.id, Number(plant.id), id));
  }

  @Post('move')
  @HttpCode(200)
  @ResponseMessage('Customers moved successfully')
  @ApiOperation({ summary: 'Move customers of the plant to one of its areas, optionally with a rider assigned to that area (all or none)' })
  @ApiData(CustomersMovedResponse)
  async move(@CurrentCaller() caller: Caller, @Body() body: MoveCustomersDto, @OwnerPlant() plant: OwnedPlant) {
    const moved: number = await this.commands.execute(
      new MoveCustomersCommand(caller.id, Number(plant.id), body.customer_ids, body.area_id, body.employee_id ?? null),
    );
    return { moved, customer_ids: [...new Set(body.customer_ids)] };
  }

  @Get(':id')
  @ResponseMessage('Customer retrieved successfully')
  @ApiOperation({ summary: 'One customer, with balance, cans_out, effective_rate, pauses and limit flags' })
  @ApiData(CustomerResponse)
  show(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    return this.customer(caller, id, plant);
  }

  @Put(':id')
  @ResponseMessage('Customer updated successfully')
  @ApiOperation({
    summary: "Change a customer's details, area or rider; absent fields keep their value; a deposit change is recorded as a deposit line",
  })
  @ApiData(CustomerResponse)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: UpdateCustomerDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    const customer = await this.customer(caller, id, plant);
    await this.commands.execute(new UpdateCustomerCommand(caller.id, customer.id, body));
    return this.customer(caller, customer.id, null);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a customer without ledger movement; one with any is deactivated instead (history is kept)' })
  @ApiData(CustomerRemovedResponse)
  async remove(@CurrentCaller() caller: Caller, @Param('id', CUSTOMER_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    const outcome = await this.change(caller, id, plant, { type: 'DeleteCustomer' });
    const deleted = outcome.events.includes('CustomerDeleted');
    return withMessage(
      { id, deleted, deactivated: !deleted },
      deleted ? 'Customer deleted successfully' : 'Customer has ledger history, so it was deactivated instead of deleted',
    );
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activate or deactivate a customer (empty body)' })
  @ApiData(CustomerResponse)
  async toggle(@CurrentCaller() caller: Caller, @Param('id', CUSTOMER_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    await this.change(caller, id, plant, { type: 'ToggleCustomerStatus' });
    const updated = await this.customer(caller, id, null);
    return withMessage(updated, `Customer ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
  }

  @Post(':id/pauses')
  @ResponseMessage('Customer paused successfully')
  @ApiOperation({ summary: 'Pause deliveries from a day, until a day or until removed; the customer is paused on any day inside a pause' })
  @ApiCreatedData(CustomerResponse)
  async pause(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerPauseDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.change(caller, id, plant, { type: 'PauseCustomer', from: body.from, until: body.until || null, reason: text(body.reason) });
    return this.customer(caller, id, null);
  }

  @Delete(':id/pauses/:pause_id')
  @ResponseMessage('Pause removed successfully')
  @ApiOperation({ summary: 'Remove a pause' })
  @ApiData(CustomerResponse)
  async removePause(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Param('pause_id', PAUSE_ID) pauseId: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.change(caller, id, plant, { type: 'RemovePause', pauseId });
    return this.customer(caller, id, null);
  }

  @Post(':id/adjustments')
  @ResponseMessage('Adjustment recorded successfully')
  @ApiOperation({ summary: 'Adjust the balance and/or the cans at the customer, with a reason: a ledger line' })
  @ApiCreatedData(CustomerResponse)
  async adjust(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerAdjustmentDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    const date = body.date ?? null;
    await this.change(caller, id, plant, {
      type: 'AdjustBalance',
      amount: body.amount ?? 0,
      cans: body.cans ?? 0,
      reason: body.reason.trim(),
      date,
    });
    return this.customer(caller, id, null);
  }

  @Post(':id/containers/lost')
  @ResponseMessage('Lost containers recorded successfully')
  @ApiOperation({
    summary:
      "Containers of a returnable product the customer lost or kept, charged to them: a ledger line; the plant's stock counts them lost",
  })
  @ApiCreatedData(CustomerResponse)
  async containersLost(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: ContainersLostDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.change(caller, id, plant, {
      type: 'ChargeLostContainers',
      productId: body.product_id,
      quantity: body.quantity,
      charge: body.charge,
      reason: body.reason?.trim() || null,
      date: body.date || null,
    });
    return this.customer(caller, id, null);
  }

  @Post(':id/rentals')
  @ResponseMessage('Rental started successfully')
  @ApiOperation({
    summary: 'Rent a product billed monthly (a dispenser) from a day; the month-end statement run charges each month it runs',
  })
  @ApiCreatedData(CustomerResponse)
  async startRental(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerRentalDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.change(caller, id, plant, {
      type: 'StartRental',
      productId: body.product_id,
      quantity: body.quantity,
      from: body.from || null,
    });
    return this.customer(caller, id, null);
  }

  @Post(':id/rentals/:productId/end')
  @HttpCode(200)
  @ResponseMessage('Rental ended successfully')
  @ApiOperation({ summary: 'End the running rental of a product on a day (its last month is charged for the days it ran)' })
  @ApiData(CustomerResponse)
  async endRental(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Param('productId', PRODUCT_ID) productId: number,
    @Body() body: EndRentalDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.change(caller, id, plant, { type: 'EndRental', productId, until: body.until || null });
    return this.customer(caller, id, null);
  }

  @Post(':id/deposits')
  @ResponseMessage('Deposit recorded successfully')
  @ApiOperation({
    summary: 'Record a security deposit taken or refunded (cans and/or amount): a ledger line; it moves the deposit held, not the balance',
  })
  @ApiCreatedData(CustomerResponse)
  async deposit(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerDepositDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    const date = body.date ?? null;
    await this.change(caller, id, plant, {
      type: 'RecordDeposit',
      kind: body.kind,
      productId: body.product_id ?? null,
      cans: body.cans ?? 0,
      amount: body.amount ?? 0,
      note: text(body.note),
      date,
    });
    return this.customer(caller, id, null);
  }

  @Get(':id/ledger')
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({
    summary: "A customer's ledger between two days: opening figures at `from`, lines with running balance and cans, closing figures",
  })
  @ApiData(CustomerLedgerResponse)
  async ledger(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Query() query: CustomerLedgerQueryDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Buffer> {
    const ledger: JsonText<CustomerLedger> = await this.queries.execute(
      new CustomerLedgerQuery(caller.id, plant ? Number(plant.id) : null, id, query.from || null, query.to || null),
    );
    return ledger.enveloped('Ledger retrieved successfully');
  }

  @Post(':id/ledger/:line_id/reverse')
  @ResponseMessage('Ledger line reversed successfully')
  @ApiOperation({
    summary: 'Correct a ledger line: append its reversal (with the reason) and mark the original reversed_by; history is never edited',
  })
  @ApiCreatedData(LedgerReversalResponse)
  async reverse(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Param('line_id', LINE_ID) lineId: number,
    @Body() body: ReverseLedgerLineDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ) {
    const outcome = await this.change(caller, id, plant, { type: 'ReverseLedgerLine', lineId, reason: body.reason.trim() });
    return { reversal_line_id: outcome.lineId, reversed_line_id: lineId, customer: await this.customer(caller, id, null) };
  }
}

import type { Customer, LocationProposal } from '@paani/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { KeyCheckedOnWrite } from '../../platform/idempotency/idempotency.guard';
import { model, num, oneOf } from '../../platform/http/response-model';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { RiderContext, RiderContextQuery } from '../riders/rider.queries';
import { ChangeCustomerCommand, CustomerChange } from './customer.commands';
import { CustomerResponse } from './customer.dto';
import { LocationProposalDto, LocationProposalResponse, PlaceDto } from './customer-location.dto';
import { ListLocationProposalsQuery } from './customer-location.queries';
import { GetCustomerQuery } from './customer.queries';

const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');

const ProposalSavedResponse = model('LocationProposalSavedResponse', {
  customer_id: num({ example: 12 }),
  latitude: num({ example: 31.5204 }),
  longitude: num({ example: 74.3587 }),
  status: oneOf(['waiting'] as const, { description: 'The owner confirms it before it becomes the customer’s place' }),
});

/**
 * Places riders saved at customers' doors, for the owner to confirm (it becomes the customer's
 * place on the map and in the route suggestion) or dismiss. The owner is shown a place and says
 * yes or no to that place: a newer one saved since is a 409.
 */
@ApiTags('Filter owner: customers')
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/location-proposals')
export class LocationProposalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Location proposals retrieved successfully')
  @ApiOperation({ summary: "The places riders saved at the plant's customers' doors, waiting for the owner (oldest first)" })
  @ApiData([LocationProposalResponse])
  list(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant): Promise<LocationProposal[]> {
    return this.queries.execute(new ListLocationProposalsQuery(caller.id, Number(plant.id)));
  }

  @Post(':customer_id/confirm')
  @HttpCode(200)
  @ResponseMessage('Location confirmed successfully')
  @ApiOperation({
    summary:
      "Make the saved place the customer's place (the latitude and longitude the owner was shown); 409 when a newer one was saved since",
  })
  @ApiData(CustomerResponse)
  async confirm(
    @CurrentCaller() caller: Caller,
    @Param('customer_id', CUSTOMER_ID) id: number,
    @Body() seen: PlaceDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.decide(caller, id, plant, { type: 'ConfirmLocation', seen: { latitude: seen.latitude, longitude: seen.longitude } });
    return this.queries.execute(new GetCustomerQuery(caller.id, null, id));
  }

  @Post(':customer_id/dismiss')
  @HttpCode(200)
  @ResponseMessage('Location dismissed')
  @ApiOperation({
    summary: 'Dismiss the saved place (the one the owner was shown; 409 when a newer one was saved since); the customer keeps their place',
  })
  @ApiData(CustomerResponse)
  async dismiss(
    @CurrentCaller() caller: Caller,
    @Param('customer_id', CUSTOMER_ID) id: number,
    @Body() seen: PlaceDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ): Promise<Customer> {
    await this.decide(caller, id, plant, { type: 'DismissLocation', seen: { latitude: seen.latitude, longitude: seen.longitude } });
    return this.queries.execute(new GetCustomerQuery(caller.id, null, id));
  }

  private async decide(caller: Caller, id: number, plant: OwnedPlant | null, change: CustomerChange): Promise<void> {
    const customer: Customer = await this.queries.execute(new GetCustomerQuery(caller.id, plant ? Number(plant.id) : null, id));
    await this.commands.execute(new ChangeCustomerCommand(caller.id, customer.id, change));
  }
}

/** The rider at a customer's door saves where they stand; the owner confirms it (LocationProposalsController). */
@ApiTags('Rider')
@ApiBearerAuth()
@Roles('employee')
@Controller('rider/customers')
export class RiderLocationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/location')
  @ResponseMessage('Location saved for the owner to confirm')
  @KeyCheckedOnWrite()
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'A fresh key per save; a retry with the same key gets the first answer',
  })
  @ApiOperation({
    summary: "Save where the rider stands as the customer's place, for the owner to confirm; a customer outside the rider's areas is 404",
  })
  @ApiCreatedData(ProposalSavedResponse)
  async propose(@CurrentCaller() caller: Caller, @Param('id', CUSTOMER_ID) id: number, @Body() body: LocationProposalDto) {
    const rider: RiderContext = await this.queries.execute(new RiderContextQuery(caller.id));
    const { latitude, longitude } = body;
    // Empty counts as not given, as for every optional number.
    const accuracy = typeof body.accuracy_m === 'number' ? Math.round(body.accuracy_m) : null;
    await this.commands.execute(
      new ChangeCustomerCommand(rider.ownerId, id, {
        type: 'ProposeLocation',
        areaIds: rider.areaIds,
        proposal: {
          latitude,
          longitude,
          accuracy_m: accuracy,
          proposed_by_user_id: rider.userId,
          employee_id: rider.employeeId,
          proposed_by: rider.employeeName,
        },
      }),
    );
    return { customer_id: id, latitude, longitude, status: 'waiting' as const };
  }
}

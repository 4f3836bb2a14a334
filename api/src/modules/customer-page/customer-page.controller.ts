import type { CustomerPage, CustomerPageLink, CustomerRequest, CustomerRequestList, OwnerCustomerRequest } from '@paani/contracts';
import { Body, Controller, Delete, Get, Headers, HttpCode, Ip, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, Public, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { originOf } from '../../platform/http/request-origin';
import { DocumentRenderPool } from '../documents/document-render-pool';
import { NamedOwnerPlant, OwnedPlant } from '../plants/owner-plant.decorator';
import { StatementWithContact } from '../statements/statement.queries';
import { sendStatementPdf } from '../statements/statements.controller';
import {
  CustomerPageLinkDto,
  CustomerPageLinkResponse,
  CustomerPagePinDto,
  CustomerPageResponse,
  CustomerRequestDecisionDto,
  CustomerRequestDto,
  CustomerRequestListResponse,
  CustomerRequestResponse,
  CustomerRequestsQueryDto,
  OwnerCustomerRequestResponse,
  PageStatementQueryDto,
} from './customer-page.dto';
import { ChangeCustomerPageLinkCommand, PageLinkChange } from './customer-page-link.commands';
import { CustomerPageLinkQuery, CustomerPageQuery, CustomerPageStatementQuery } from './customer-page.queries';
import { CustomerRequestQuery, ListCustomerRequestsQuery } from './customer-request.queries';
import { DecideCustomerRequestCommand, MakeCustomerRequestCommand } from './customer-request.commands';

const CUSTOMER_ID = new PositiveIdPipe('The customer id must be a positive integer.');
const REQUEST_ID = new PositiveIdPipe('The request id must be a positive integer.');
const PIN_HEADER = { name: 'x-customer-pin', required: false, description: "The link's 4-digit PIN, when the owner turned one on" };

/**
 * A customer's own page (`/c/{token}` in the browser): no sign-in, the link is the key. Wrong
 * links and PINs are counted and logged (customer-page-guesses.ts); a revoked link is unknown at once.
 */
@ApiTags('Public')
@Public()
@Controller('public/customer-page')
export class CustomerPageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly documents: DocumentRenderPool,
  ) {}

  @Get(':token')
  @Public()
  @ResponseMessage('Your page')
  @ApiHeader(PIN_HEADER)
  @ApiOperation({
    summary:
      "The customer's balance, containers held, the last three months' lines, statements to download and their requests. 404 for an unknown or revoked link; 401 CUSTOMER_PAGE_PIN_REQUIRED / CUSTOMER_PAGE_PIN_WRONG; 429 CUSTOMER_PAGE_TOO_MANY_GUESSES (with Retry-After) after 30 wrong links or PINs from one address, or 5 wrong PINs for one link, in 15 minutes",
  })
  @ApiData(CustomerPageResponse)
  async page(
    @Param('token') token: string,
    @Headers('x-customer-pin') pin: string | undefined,
    @Ip() address: string,
  ): Promise<CustomerPage> {
    return this.queries.execute(new CustomerPageQuery({ token, pin, address }));
  }

  @Get(':token/statements/:month')
  @Public()
  @ApiHeader(PIN_HEADER)
  @ApiOperation({
    summary: "A finished month's statement as a PDF (one of the three the page lists), in the customer's language unless asked",
  })
  @ApiData(CustomerPageResponse, { files: ['application/pdf'], description: 'The PDF (inline)' })
  async statement(
    @Param('token') token: string,
    @Param('month') month: string,
    @Query() query: PageStatementQueryDto,
    @Headers('x-customer-pin') pin: string | undefined,
    @Ip() address: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const found: StatementWithContact = await this.queries.execute(
      new CustomerPageStatementQuery({ token, pin: pin ?? query.pin, address }, month),
    );
    return sendStatementPdf(this.documents, reply, found.statement, query.language ?? found.statement.customer.language);
  }

  @Post(':token/requests')
  @Public()
  @HttpCode(201)
  @ResponseMessage('Sent to the plant')
  @ApiHeader(PIN_HEADER)
  @ApiOperation({
    summary:
      'Ask the plant: confirm or dispute a finished month (month; a dispute needs a note), an extra delivery (date from tomorrow up to 60 days ahead, product_id, quantity 1–20), a pause (from, until: at most 90 days), or report a problem (problem: late, leaking_can, wrong_count, other; other needs a note). At most 10 waiting at once',
  })
  @ApiCreatedData(CustomerRequestResponse)
  async request(
    @Param('token') token: string,
    @Body() body: CustomerRequestDto,
    @Headers('x-customer-pin') pin: string | undefined,
    @Ip() address: string,
  ): Promise<CustomerRequest> {
    const id: number = await this.commands.execute(new MakeCustomerRequestCommand({ token, pin, address }, body));
    return this.queries.execute(new CustomerRequestQuery(id));
  }
}

/** The owner's side: each customer's page link, and the requests that arrive through the pages. */
@ApiTags('Filter owner: customer pages')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner')
export class CustomerRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('customers/:id/page-link')
  @ResponseMessage('Customer page link retrieved successfully')
  @ApiOperation({ summary: "The customer's page link: none, active (its address, PIN and a wa.me link to send it) or revoked" })
  @ApiData(CustomerPageLinkResponse)
  link(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
    @Req() request: FastifyRequest,
  ): Promise<CustomerPageLink> {
    return this.queries.execute(new CustomerPageLinkQuery(caller.id, id, plant?.id ?? null, originOf(request)));
  }

  @Post('customers/:id/page-link')
  @ResponseMessage('Customer page link created')
  @ApiOperation({
    summary: 'A new link to the customer’s page (the old one, if any, stops working at once); pin: true a new PIN, false none',
  })
  @ApiCreatedData(CustomerPageLinkResponse)
  issue(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerPageLinkDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
    @Req() request: FastifyRequest,
  ): Promise<CustomerPageLink> {
    return this.changeLink(caller, id, plant, { type: 'issue', pin: body.pin }, request);
  }

  @Put('customers/:id/page-link/pin')
  @ResponseMessage('Customer page PIN changed')
  @ApiOperation({ summary: 'Turn the link’s PIN on (a new random 4 digits) or off; the link stays the same' })
  @ApiData(CustomerPageLinkResponse)
  pin(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @Body() body: CustomerPagePinDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
    @Req() request: FastifyRequest,
  ): Promise<CustomerPageLink> {
    return this.changeLink(caller, id, plant, { type: 'pin', pin: body.pin }, request);
  }

  @Delete('customers/:id/page-link')
  @ResponseMessage('Customer page link revoked')
  @ApiOperation({ summary: 'Revoke the link: it answers 404 at once' })
  @ApiData(CustomerPageLinkResponse)
  revoke(
    @CurrentCaller() caller: Caller,
    @Param('id', CUSTOMER_ID) id: number,
    @NamedOwnerPlant() plant: OwnedPlant | null,
    @Req() request: FastifyRequest,
  ): Promise<CustomerPageLink> {
    return this.changeLink(caller, id, plant, { type: 'revoke' }, request);
  }

  @Get('customer-requests')
  @ResponseMessage('Customer requests retrieved successfully')
  @ApiOperation({
    summary: "The customers' requests across the owner's plants (or one: filter_plant_id), newest first, with how many wait in all",
  })
  @ApiData(CustomerRequestListResponse)
  list(@CurrentCaller() caller: Caller, @Query() query: CustomerRequestsQueryDto): Promise<CustomerRequestList> {
    return this.queries.execute(
      new ListCustomerRequestsQuery(caller.id, {
        status: query.status,
        kind: query.kind,
        customerId: query.customer_id,
        plantId: query.filter_plant_id,
        page: query.page ?? 1,
        perPage: query.per_page ?? 15,
      }),
    );
  }

  @Post('customer-requests/:id/accept')
  @HttpCode(200)
  @ResponseMessage('Request accepted')
  @ApiOperation({
    summary:
      "Accept: an extra delivery goes on that day's sheet and the rider's card; a pause pauses the customer's deliveries for those days (from today if begun); the others are noted. 409 CUSTOMER_REQUEST_DECIDED once decided; 422 for a day that has passed",
  })
  @ApiData(OwnerCustomerRequestResponse)
  accept(
    @CurrentCaller() caller: Caller,
    @Param('id', REQUEST_ID) id: number,
    @Body() body: CustomerRequestDecisionDto,
  ): Promise<OwnerCustomerRequest> {
    return this.decide(caller, id, 'accept', body);
  }

  @Post('customer-requests/:id/decline')
  @HttpCode(200)
  @ResponseMessage('Request declined')
  @ApiOperation({ summary: 'Decline, with a reply the customer reads on their page. 409 CUSTOMER_REQUEST_DECIDED once decided' })
  @ApiData(OwnerCustomerRequestResponse)
  decline(
    @CurrentCaller() caller: Caller,
    @Param('id', REQUEST_ID) id: number,
    @Body() body: CustomerRequestDecisionDto,
  ): Promise<OwnerCustomerRequest> {
    return this.decide(caller, id, 'decline', body);
  }

  private async changeLink(
    caller: Caller,
    id: number,
    plant: OwnedPlant | null,
    change: PageLinkChange,
    request: FastifyRequest,
  ): Promise<CustomerPageLink> {
    const plantId = plant?.id ?? null;
    await this.commands.execute(new ChangeCustomerPageLinkCommand(caller.id, id, plantId, change));
    return this.queries.execute(new CustomerPageLinkQuery(caller.id, id, plantId, originOf(request)));
  }

  private async decide(
    caller: Caller,
    id: number,
    decision: 'accept' | 'decline',
    body: CustomerRequestDecisionDto,
  ): Promise<OwnerCustomerRequest> {
    await this.commands.execute(new DecideCustomerRequestCommand(caller.id, id, decision, body.reply?.trim() || null));
    const list: CustomerRequestList = await this.queries.execute(new ListCustomerRequestsQuery(caller.id, { id, page: 1, perPage: 1 }));
    return list.data[0]!;
  }
}

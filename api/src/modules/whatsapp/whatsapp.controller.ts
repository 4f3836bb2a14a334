import type { WhatsAppMessageList, WhatsAppReplyList, WhatsAppSettings } from '@paani/contracts';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { originOf } from '../../platform/http/request-origin';
import { whatsappNumber } from '../../platform/domain/phone';
import { DomainError } from '../../platform/domain/domain-error';
import { money } from '../../platform/domain/money';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { CustomerStatementQuery, StatementWithContact } from '../statements/statement.queries';
import { NO_WHATSAPP_ACCOUNT } from './whatsapp-account.decider';
import { QueuedMessage } from './whatsapp-message.events';
import {
  ConnectWhatsAppCommand,
  DisconnectWhatsAppCommand,
  QueueWhatsAppMessageCommand,
  SetWhatsAppAutomationCommand,
  SetWhatsAppOptOutCommand,
} from './whatsapp.commands';
import {
  ConnectWhatsAppDto,
  OptOutResponse,
  QueuedMessageResponse,
  SendStatementDto,
  WhatsAppAutomationDto,
  WhatsAppMessageListResponse,
  WhatsAppMessagesQueryDto,
  WhatsAppOptOutDto,
  WhatsAppRepliesQueryDto,
  WhatsAppReplyListResponse,
  WhatsAppSettingsResponse,
  WhatsAppTestDto,
} from './whatsapp.dto';
import { ListWhatsAppMessagesQuery, ListWhatsAppRepliesQuery, WhatsAppSettingsQuery } from './whatsapp.queries';

/** A message the owner sends by hand: no rule's source, no line's details; sent even to a number that said STOP. */
const byHand = (message: Omit<QueuedMessage, 'message_id' | 'automatic' | 'source' | 'details'>) =>
  new QueueWhatsAppMessageCommand({ ...message, automatic: false, source: null, details: null });

@ApiTags('Filter owner: WhatsApp')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/whatsapp')
export class WhatsAppController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('WhatsApp settings retrieved successfully')
  @ApiOperation({
    summary:
      "The owner's WhatsApp Business account (never its token or app secret) and the webhook's address and verify token for the Meta app",
  })
  @ApiData(WhatsAppSettingsResponse)
  settings(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<WhatsAppSettings> {
    return this.queries.execute(new WhatsAppSettingsQuery(caller.id, originOf(request)));
  }

  @Put()
  @ResponseMessage('WhatsApp account connected')
  @ApiOperation({
    summary:
      'Connect (or reconnect) the WhatsApp Business account: the token and app secret are sealed (AES-256-GCM) before they are kept; the webhook address stays the same',
  })
  @ApiData(WhatsAppSettingsResponse)
  async connect(
    @CurrentCaller() caller: Caller,
    @Req() request: FastifyRequest,
    @Body() body: ConnectWhatsAppDto,
  ): Promise<WhatsAppSettings> {
    await this.commands.execute(new ConnectWhatsAppCommand(caller.id, body));
    return this.settings(caller, request);
  }

  @Delete()
  @ResponseMessage('WhatsApp account disconnected')
  @ApiOperation({
    summary: 'Disconnect the account: nothing more is sent (queued messages fail); wa.me links stay. 404 when none is connected',
  })
  @ApiData(WhatsAppSettingsResponse)
  async disconnect(@CurrentCaller() caller: Caller, @Req() request: FastifyRequest): Promise<WhatsAppSettings> {
    await this.commands.execute(new DisconnectWhatsAppCommand(caller.id));
    return this.settings(caller, request);
  }

  @Put('automation')
  @ResponseMessage('Automatic messages saved')
  @ApiOperation({
    summary:
      "Which messages leave by themselves: receipts (after each delivery, or one each morning for the day before: receipt_timing), a thank-you after each payment, each plant's statements of the month just ended on its first day, payment reminders each morning to customers owing at least reminder_min_balance, at most once every reminder_every_days days; for what happens after they are turned on, never to a number that said STOP. Fields after statements may be left out (they keep their values). 422 without a connected account",
  })
  @ApiData(WhatsAppSettingsResponse)
  async automation(
    @CurrentCaller() caller: Caller,
    @Req() request: FastifyRequest,
    @Body() body: WhatsAppAutomationDto,
  ): Promise<WhatsAppSettings> {
    await this.connected(caller.id);
    const { reminder_min_balance: least, ...rest } = body;
    await this.commands.execute(
      new SetWhatsAppAutomationCommand(caller.id, {
        ...rest,
        reminder_min_balance: least === undefined || least === null ? undefined : money(least),
      }),
    );
    return this.settings(caller, request);
  }

  @Post('test')
  @HttpCode(202)
  @ResponseMessage('Test message queued')
  @ApiOperation({ summary: "Send WhatsApp's sample template (hello_world) to a number, to try the account; follow it in the messages" })
  @ApiData(QueuedMessageResponse, { status: 202 })
  async test(@CurrentCaller() caller: Caller, @Body() body: WhatsAppTestDto) {
    await this.connected(caller.id);
    const id: number = await this.commands.execute(
      byHand({
        owner_id: caller.id,
        plant_id: null,
        customer_id: null,
        kind: 'test',
        language: 'en',
        to: whatsappNumber({ phone: body.phone })!,
        month: null,
      }),
    );
    return { id, state: 'queued' };
  }

  @Post('statements')
  @HttpCode(202)
  @ResponseMessage('Statement queued')
  @ApiOperation({
    summary:
      "Send a customer's month statement by WhatsApp: the template paani_statement in the customer's language with the statement PDF as its document. 404 for another owner's customer; 422 without a connected account or a WhatsApp number",
  })
  @ApiData(QueuedMessageResponse, { status: 202 })
  async statement(@CurrentCaller() caller: Caller, @Body() body: SendStatementDto) {
    await this.connected(caller.id);
    const found: StatementWithContact = await this.queries.execute(new CustomerStatementQuery(caller.id, body.customer_id, body.month));
    const to = whatsappNumber(found);
    if (!to) throw DomainError.field('customer_id', 'This customer has no mobile number WhatsApp can reach.');
    const id: number = await this.commands.execute(
      byHand({
        owner_id: caller.id,
        plant_id: found.plantId,
        customer_id: body.customer_id,
        kind: 'statement',
        language: found.statement.customer.language,
        to,
        month: body.month,
      }),
    );
    return { id, state: 'queued' };
  }

  @Get('messages')
  @ResponseMessage('Messages retrieved successfully')
  @ApiOperation({
    summary: 'Messages sent by the product, newest first, with their state as WhatsApp reported it; by customer, state and kind',
  })
  @ApiData(WhatsAppMessageListResponse)
  messages(@CurrentCaller() caller: Caller, @Query() query: WhatsAppMessagesQueryDto): Promise<WhatsAppMessageList> {
    return this.queries.execute(
      new ListWhatsAppMessagesQuery(caller.id, {
        customerId: query.customer_id,
        state: query.state,
        kind: query.kind,
        page: query.page ?? 1,
        perPage: query.per_page ?? 15,
      }),
    );
  }

  @Get('replies')
  @ResponseMessage('Replies retrieved successfully')
  @ApiOperation({
    summary:
      "Customers' replies to the owner's number, newest first (by customer), each with whether the owner has read it in their feed (key whatsapp_reply:{id})",
  })
  @ApiData(WhatsAppReplyListResponse)
  replies(@CurrentCaller() caller: Caller, @Query() query: WhatsAppRepliesQueryDto): Promise<WhatsAppReplyList> {
    return this.queries.execute(
      new ListWhatsAppRepliesQuery(caller.id, { customerId: query.customer_id, page: query.page ?? 1, perPage: query.per_page ?? 15 }),
    );
  }

  @Put('opt-outs')
  @ResponseMessage('Saved')
  @ApiOperation({ summary: 'Stop (or start again) automatic messages to a number, as a STOP (START) reply does' })
  @ApiData(OptOutResponse)
  async optOut(@CurrentCaller() caller: Caller, @Body() body: WhatsAppOptOutDto): Promise<{ phone: string; opted_out: boolean }> {
    const phone = whatsappNumber({ phone: body.phone })!;
    await this.commands.execute(new SetWhatsAppOptOutCommand(caller.id, phone, body.opted_out, 'owner'));
    return { phone, opted_out: body.opted_out };
  }

  private async connected(ownerId: number): Promise<void> {
    const settings: WhatsAppSettings = await this.queries.execute(new WhatsAppSettingsQuery(ownerId, ''));
    if (!settings.connected) throw DomainError.validation(NO_WHATSAPP_ACCOUNT);
  }
}

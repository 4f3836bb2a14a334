import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { WebhookReceivedResponse } from './whatsapp.dto';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { Public, RawResponse } from '../../platform/http/decorators';
import { KeepsRawBody } from '../../platform/http/raw-body';
import { HandleWhatsAppWebhookCommand } from './whatsapp-webhook';
import { WebhookAccount, WebhookAccountQuery } from './whatsapp.queries';

const NOT_FOUND = 'Not found.';

/**
 * Meta's calls to an owner's webhook (`/api/whatsapp/webhook/{id}`, the id random per account):
 * the subscription check (GET, answered with the challenge when the verify token matches) and the
 * events (POST, refused unless signed with the account's app secret as X-Hub-Signature-256).
 * Public by route metadata: the signature, not a sign-in, says who calls.
 */
@ApiTags('WhatsApp webhook (called by Meta)')
@Public()
@Controller('whatsapp/webhook')
export class WhatsAppWebhookController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':webhookId')
  @RawResponse()
  @ApiOperation({
    summary:
      "Meta's subscription check: answers hub.challenge as plain text when hub.mode is subscribe and hub.verify_token is the account's; 403 otherwise, 404 for an unknown or disconnected address",
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'hub.challenge, as sent', content: { 'text/plain': { schema: { type: 'string' } } } })
  async verify(@Param('webhookId') webhookId: string, @Query() query: Record<string, unknown>): Promise<string> {
    const account = await this.account(webhookId);
    if (
      query['hub.mode'] !== 'subscribe' ||
      query['hub.verify_token'] !== account.verifyToken ||
      typeof query['hub.challenge'] !== 'string'
    ) {
      throw DomainError.forbidden('The verify token does not match.');
    }
    return query['hub.challenge'];
  }

  @Post(':webhookId')
  @HttpCode(200)
  @KeepsRawBody()
  @ApiHeader({
    name: 'X-Hub-Signature-256',
    required: true,
    description: "sha256= and the HMAC-SHA256 of the body's bytes under the Meta app's secret",
  })
  @ApiOperation({
    summary:
      "Meta's events for the account: messages' statuses (sent, delivered, read, failed with its error) and customers' replies (STOP or بند stops automatic messages, START starts them again). 401 when the signature does not match; answers how many it recorded",
  })
  @ApiData(WebhookReceivedResponse)
  async receive(@Param('webhookId') webhookId: string, @Req() request: FastifyRequest, @Body() payload: Record<string, unknown>) {
    const account = await this.account(webhookId);
    const recorded: number = await this.commands.execute(
      new HandleWhatsAppWebhookCommand(account, request.rawBody ?? Buffer.alloc(0), request.headers['x-hub-signature-256'], payload),
    );
    return { recorded };
  }

  private async account(webhookId: string): Promise<WebhookAccount> {
    const account: WebhookAccount | null = /^[0-9a-f]{32}$/.test(webhookId)
      ? await this.queries.execute(new WebhookAccountQuery(webhookId))
      : null;
    if (!account) throw DomainError.notFound(NOT_FOUND);
    return account;
  }
}

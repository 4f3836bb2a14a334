import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { SecretBox } from '../../platform/secrets/secret-box';
import { DocumentsModule } from '../documents/documents.module';
import { AccountRateGate } from './account-rate-gate';
import { WHATSAPP_COMMAND_HANDLERS } from './whatsapp.commands';
import { WhatsAppController } from './whatsapp.controller';
import { whatsappAccountProjection, whatsappMessageProjection, whatsappReplyProjection } from './whatsapp.projection';
import { WHATSAPP_QUERY_HANDLERS } from './whatsapp.queries';
import { WhatsAppAutomation } from './whatsapp-automation';
import { WhatsAppSender } from './whatsapp-sender';
import { HandleWhatsAppWebhookHandler } from './whatsapp-webhook';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';

/** WhatsApp sent by the product through the owner's own Business account (the Cloud API), and what WhatsApp reports back. */
@Module({
  imports: [DocumentsModule],
  controllers: [WhatsAppController, WhatsAppWebhookController],
  providers: [
    ...WHATSAPP_COMMAND_HANDLERS,
    ...WHATSAPP_QUERY_HANDLERS,
    HandleWhatsAppWebhookHandler,
    WhatsAppSender,
    WhatsAppAutomation,
    AccountRateGate,
    SecretBox,
  ],
})
export class WhatsAppModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(whatsappAccountProjection);
    this.projections.register(whatsappMessageProjection);
    this.projections.register(whatsappReplyProjection);
  }
}

import { Decider } from '../../platform/event-store/decider';
import { ReplyFacts, WhatsAppReplyEvent } from './whatsapp-reply.events';

/** A reply is recorded once; the same reply again changes nothing. */
export const whatsappReplyDecider: Decider<{ received: boolean }, { type: 'RecordReply'; facts: ReplyFacts }, WhatsAppReplyEvent> = {
  initialState: { received: false },
  evolve: () => ({ received: true }),
  decide: (command, state) => (state.received ? [] : [{ type: 'WhatsAppReplyReceived', data: command.facts }]),
};

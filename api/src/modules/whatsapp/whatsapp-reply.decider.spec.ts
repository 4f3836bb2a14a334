import { givenDecider } from '../../platform/event-store/decider.testing';
import { whatsappReplyDecider } from './whatsapp-reply.decider';
import { ReplyFacts, WhatsAppReplyEvent } from './whatsapp-reply.events';

const given = givenDecider(whatsappReplyDecider);
const facts: ReplyFacts = {
  reply_id: 3,
  owner_id: 1,
  customer_id: 9,
  plant_id: 2,
  from: '923001234567',
  text: 'Kal 2 bottle',
  wamid: 'wamid.in1',
};
const received: WhatsAppReplyEvent = { type: 'WhatsAppReplyReceived', data: facts };

describe('WhatsApp reply decider', () => {
  it('records a reply the first time', () => {
    given().when({ type: 'RecordReply', facts }).then([received]);
  });

  it('records nothing when Meta sends the same reply again', () => {
    given(received)
      .when({ type: 'RecordReply', facts: { ...facts, reply_id: 4 } })
      .thenNothing();
  });
});

import { givenDecider } from '../../platform/event-store/decider.testing';
import { MAX_SEND_ATTEMPTS, whatsappMessageDecider } from './whatsapp-message.decider';
import { QueuedMessage, WhatsAppMessageEvent } from './whatsapp-message.events';

const given = givenDecider(whatsappMessageDecider);
const message: QueuedMessage = {
  message_id: 7,
  owner_id: 1,
  plant_id: 2,
  customer_id: 3,
  kind: 'statement',
  language: 'ur',
  to: '923001234567',
  month: '2026-10',
  automatic: false,
  source: null,
  details: null,
};
const queued: WhatsAppMessageEvent = { type: 'WhatsAppMessageQueued', data: message };
const accepted: WhatsAppMessageEvent = { type: 'WhatsAppMessageAccepted', data: { message_id: 7, wamid: 'wamid.A', attempt: 1 } };
const tried = (attempt: number): WhatsAppMessageEvent => ({
  type: 'WhatsAppMessageAttemptFailed',
  data: { message_id: 7, attempt, reason: 'HTTP 500' },
});
const status = (value: 'sent' | 'delivered' | 'read' | 'failed', reason: string | null = null): WhatsAppMessageEvent => ({
  type: 'WhatsAppMessageStatusReported',
  data: { message_id: 7, status: value, reason },
});

describe('WhatsApp message decider', () => {
  it('queues a message once', () => {
    given().when({ type: 'QueueMessage', message }).then([queued]);
    given(queued).when({ type: 'QueueMessage', message }).thenThrows('conflict');
  });

  it('counts the tries that may succeed later, and fails the message at the last', () => {
    given(queued)
      .when({ type: 'RecordAttemptFailed', reason: 'HTTP 500' })
      .then([tried(1)]);
    given(queued, tried(1))
      .when({ type: 'RecordAccepted', wamid: 'wamid.A' })
      .then([{ type: 'WhatsAppMessageAccepted', data: { message_id: 7, wamid: 'wamid.A', attempt: 2 } }]);
    const before = Array.from({ length: MAX_SEND_ATTEMPTS - 1 }, (_, i) => tried(i + 1));
    given(queued, ...before)
      .when({ type: 'RecordAttemptFailed', reason: 'HTTP 500' })
      .then([tried(MAX_SEND_ATTEMPTS), { type: 'WhatsAppMessageFailed', data: { message_id: 7, reason: 'HTTP 500' } }]);
  });

  it('fails a message WhatsApp refuses for good, and records nothing for a message already taken', () => {
    given(queued)
      .when({ type: 'RecordRefused', reason: 'Invalid number' })
      .then([{ type: 'WhatsAppMessageFailed', data: { message_id: 7, reason: 'Invalid number' } }]);
    given(queued, accepted).when({ type: 'RecordRefused', reason: 'x' }).thenNothing();
    given(queued, accepted).when({ type: 'RecordAccepted', wamid: 'wamid.B' }).thenNothing();
  });

  it("moves only forward through WhatsApp's reports, arriving in any order", () => {
    given(queued, accepted)
      .when({ type: 'RecordStatus', status: 'delivered', reason: null })
      .then([status('delivered')]);
    given(queued, accepted, status('read')).when({ type: 'RecordStatus', status: 'delivered', reason: null }).thenNothing();
    given(queued, accepted).when({ type: 'RecordStatus', status: 'sent', reason: null }).thenNothing();
    given(queued, accepted, status('delivered'))
      .when({ type: 'RecordStatus', status: 'failed', reason: 'Not on WhatsApp' })
      .then([status('failed', 'Not on WhatsApp')]);
    given(queued, accepted, status('failed')).when({ type: 'RecordStatus', status: 'read', reason: null }).thenNothing();
    given().when({ type: 'RecordStatus', status: 'read', reason: null }).thenThrows('not_found');
  });
});

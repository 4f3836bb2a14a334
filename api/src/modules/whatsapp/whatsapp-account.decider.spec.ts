import { givenDecider } from '../../platform/event-store/decider.testing';
import { whatsappAccountDecider } from './whatsapp-account.decider';
import { NO_AUTOMATION, WhatsAppAccountEvent, WhatsAppAccountFields } from './whatsapp-account.events';

const given = givenDecider(whatsappAccountDecider);
const fields: WhatsAppAccountFields = {
  phone_number_id: '1001',
  business_account_id: '2002',
  access_token_sealed: 'v1.a.b.c',
  app_secret_sealed: 'v1.d.e.f',
  token_hint: 'WXYZ',
};
const connect = (webhookId: string) => ({
  type: 'ConnectAccount' as const,
  ownerId: 4,
  fields,
  webhookId,
  verifyToken: `verify-${webhookId}`,
});
const connected = (webhookId: string): WhatsAppAccountEvent => ({
  type: 'WhatsAppAccountConnected',
  data: { owner_id: 4, webhook_id: webhookId, verify_token: `verify-${webhookId}`, ...fields },
});
const disconnected: WhatsAppAccountEvent = { type: 'WhatsAppAccountDisconnected', data: { owner_id: 4 } };

describe('WhatsApp account decider', () => {
  it('keeps the first webhook address and verify token through reconnections', () => {
    given()
      .when(connect('first'))
      .then([connected('first')]);
    given(connected('first'), disconnected)
      .when(connect('second'))
      .then([connected('first')]);
  });

  it('disconnects a connected account only', () => {
    given(connected('first')).when({ type: 'DisconnectAccount', ownerId: 4 }).then([disconnected]);
    given(connected('first'), disconnected).when({ type: 'DisconnectAccount', ownerId: 4 }).thenThrows('not_found');
  });

  it('opts a number out once and back in once', () => {
    const out: WhatsAppAccountEvent = { type: 'WhatsAppRecipientOptedOut', data: { owner_id: 4, phone: '923001234567', by: 'customer' } };
    given().when({ type: 'OptOut', ownerId: 4, phone: '923001234567', by: 'customer' }).then([out]);
    given(out).when({ type: 'OptOut', ownerId: 4, phone: '923001234567', by: 'owner' }).thenNothing();
    given(out)
      .when({ type: 'OptIn', ownerId: 4, phone: '923001234567' })
      .then([{ type: 'WhatsAppRecipientOptedIn', data: { owner_id: 4, phone: '923001234567' } }]);
    given().when({ type: 'OptIn', ownerId: 4, phone: '923001234567' }).thenNothing();
  });

  it('records a change of the automatic messages only when they change', () => {
    const automation = { receipts: true, payments: false, statements: true };
    const changed: WhatsAppAccountEvent = { type: 'WhatsAppAutomationChanged', data: { owner_id: 4, ...NO_AUTOMATION, ...automation } };
    given().when({ type: 'SetAutomation', ownerId: 4, automation }).then([changed]);
    given(changed).when({ type: 'SetAutomation', ownerId: 4, automation }).thenNothing();
    given()
      .when({ type: 'SetAutomation', ownerId: 4, automation: { receipts: false, payments: false, statements: false } })
      .thenNothing();
  });

  it('keeps the timing and the reminder rule a change leaves out, and reads an older event as the defaults', () => {
    const rule = {
      receipts: true,
      payments: false,
      statements: false,
      receipt_timing: 'daily' as const,
      reminders: true,
      reminder_min_balance: '800.00',
      reminder_every_days: 5,
    };
    const ruled: WhatsAppAccountEvent = { type: 'WhatsAppAutomationChanged', data: { owner_id: 4, ...rule } };
    given(ruled)
      .when({ type: 'SetAutomation', ownerId: 4, automation: { receipts: true, payments: true, statements: false } })
      .then([{ type: 'WhatsAppAutomationChanged', data: { owner_id: 4, ...rule, payments: true } }]);
    // Sent as null: kept as well.
    given(ruled)
      .when({ type: 'SetAutomation', ownerId: 4, automation: { ...rule, receipt_timing: null, reminders: null } as never })
      .thenNothing();
    // Recorded before the timing and reminders existed: the same as the defaults, so nothing changes.
    const older = {
      type: 'WhatsAppAutomationChanged',
      data: { owner_id: 4, receipts: true, payments: false, statements: false },
    } as WhatsAppAccountEvent;
    given(older)
      .when({ type: 'SetAutomation', ownerId: 4, automation: { ...NO_AUTOMATION, receipts: true } })
      .thenNothing();
  });

  it("records a plant day's morning pass once", () => {
    const pass = { type: 'RecordDailyPass' as const, ownerId: 4, plantId: 2, date: '2026-11-10', receipts: 3, reminders: 1 };
    const made: WhatsAppAccountEvent = {
      type: 'WhatsAppDailyPassMade',
      data: { owner_id: 4, plant_id: 2, date: '2026-11-10', receipts: 3, reminders: 1 },
    };
    given().when(pass).then([made]);
    given(made).when(pass).thenNothing();
    given(made)
      .when({ ...pass, date: '2026-11-09' })
      .thenNothing();
  });

  it("records a plant's month of statements once, and never an earlier month after a later one", () => {
    const queued = (plant: number, month: string): WhatsAppAccountEvent => ({
      type: 'WhatsAppMonthStatementsQueued',
      data: { owner_id: 4, plant_id: plant, month, queued: 3 },
    });
    const record = (plantId: number, month: string) => ({ type: 'RecordMonthStatements' as const, ownerId: 4, plantId, month, queued: 3 });
    given()
      .when(record(2, '2026-11'))
      .then([queued(2, '2026-11')]);
    given(queued(2, '2026-11')).when(record(2, '2026-11')).thenNothing();
    given(queued(2, '2026-11')).when(record(2, '2026-10')).thenNothing();
    given(queued(2, '2026-11'))
      .when(record(3, '2026-11'))
      .then([queued(3, '2026-11')]);
  });
});

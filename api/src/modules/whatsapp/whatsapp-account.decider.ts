import { Decider } from '../../platform/event-store/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { NO_AUTOMATION, OptOutBy, WhatsAppAccountEvent, WhatsAppAccountFields, WhatsAppAutomation } from './whatsapp-account.events';

export const NO_WHATSAPP_ACCOUNT = 'No WhatsApp account is connected.';

export interface WhatsAppAccountState {
  connected: boolean;
  /** Kept once made, so the address given to Meta stays the same through reconnections. */
  webhookId: string | null;
  verifyToken: string | null;
  optedOut: ReadonlySet<string>;
  automation: WhatsAppAutomation;
  /** Each plant's last month whose statements were queued. */
  statementMonths: ReadonlyMap<number, string>;
  /** Each plant's last day whose morning pass (receipts of the day before, reminders) was made. */
  dailyPasses: ReadonlyMap<number, string>;
}

export type WhatsAppAccountCommand =
  /** `webhookId` and `verifyToken` are fresh random ones, used only by a first connection. */
  | { type: 'ConnectAccount'; ownerId: number; fields: WhatsAppAccountFields; webhookId: string; verifyToken: string }
  | { type: 'DisconnectAccount'; ownerId: number }
  | { type: 'OptOut'; ownerId: number; phone: string; by: OptOutBy }
  | { type: 'OptIn'; ownerId: number; phone: string }
  | {
      type: 'SetAutomation';
      ownerId: number;
      automation: Partial<WhatsAppAutomation> & Pick<WhatsAppAutomation, 'receipts' | 'payments' | 'statements'>;
    }
  | { type: 'RecordDailyPass'; ownerId: number; plantId: number; date: string; receipts: number; reminders: number }
  | { type: 'RecordMonthStatements'; ownerId: number; plantId: number; month: string; queued: number };

const initialState: WhatsAppAccountState = {
  connected: false,
  webhookId: null,
  verifyToken: null,
  optedOut: new Set(),
  automation: NO_AUTOMATION,
  statementMonths: new Map(),
  dailyPasses: new Map(),
};

/** The fields given a value (a PUT may leave the newer ones out, or send them null). */
const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null)) as Partial<T>;

function evolve(state: WhatsAppAccountState, event: WhatsAppAccountEvent): WhatsAppAccountState {
  switch (event.type) {
    case 'WhatsAppAccountConnected':
      return { ...state, connected: true, webhookId: event.data.webhook_id, verifyToken: event.data.verify_token };
    case 'WhatsAppAccountDisconnected':
      return { ...state, connected: false };
    case 'WhatsAppRecipientOptedOut':
      return { ...state, optedOut: new Set([...state.optedOut, event.data.phone]) };
    case 'WhatsAppRecipientOptedIn':
      return { ...state, optedOut: new Set([...state.optedOut].filter((phone) => phone !== event.data.phone)) };
    case 'WhatsAppAutomationChanged': {
      const { owner_id: _owner, ...automation } = event.data;
      return { ...state, automation: { ...NO_AUTOMATION, ...automation } };
    }
    case 'WhatsAppMonthStatementsQueued':
      return { ...state, statementMonths: new Map([...state.statementMonths, [event.data.plant_id, event.data.month]]) };
    case 'WhatsAppDailyPassMade':
      return { ...state, dailyPasses: new Map([...state.dailyPasses, [event.data.plant_id, event.data.date]]) };
  }
}

function decide(command: WhatsAppAccountCommand, state: WhatsAppAccountState): WhatsAppAccountEvent[] {
  const owner_id = command.ownerId;
  switch (command.type) {
    case 'ConnectAccount':
      return [
        {
          type: 'WhatsAppAccountConnected',
          data: {
            owner_id,
            webhook_id: state.webhookId ?? command.webhookId,
            verify_token: state.verifyToken ?? command.verifyToken,
            ...command.fields,
          },
        },
      ];
    case 'DisconnectAccount':
      if (!state.connected) throw DomainError.notFound(NO_WHATSAPP_ACCOUNT);
      return [{ type: 'WhatsAppAccountDisconnected', data: { owner_id } }];
    case 'OptOut':
      return state.optedOut.has(command.phone)
        ? []
        : [{ type: 'WhatsAppRecipientOptedOut', data: { owner_id, phone: command.phone, by: command.by } }];
    case 'OptIn':
      return state.optedOut.has(command.phone) ? [{ type: 'WhatsAppRecipientOptedIn', data: { owner_id, phone: command.phone } }] : [];
    case 'SetAutomation': {
      // Fields left out keep their saved values.
      const automation: WhatsAppAutomation = { ...state.automation, ...definedOnly(command.automation) };
      const same = (Object.keys(automation) as (keyof WhatsAppAutomation)[]).every((key) => automation[key] === state.automation[key]);
      return same ? [] : [{ type: 'WhatsAppAutomationChanged', data: { owner_id, ...automation } }];
    }
    case 'RecordDailyPass': {
      const last = state.dailyPasses.get(command.plantId);
      if (last !== undefined && last >= command.date) return [];
      const { plantId: plant_id, date, receipts, reminders } = command;
      return [{ type: 'WhatsAppDailyPassMade', data: { owner_id, plant_id, date, receipts, reminders } }];
    }
    case 'RecordMonthStatements': {
      const last = state.statementMonths.get(command.plantId);
      if (last !== undefined && last >= command.month) return [];
      return [
        {
          type: 'WhatsAppMonthStatementsQueued',
          data: { owner_id, plant_id: command.plantId, month: command.month, queued: command.queued },
        },
      ];
    }
  }
}

/** An owner's account: connected (again, keeping its webhook address), disconnected; numbers opted out and back in. */
export const whatsappAccountDecider: Decider<WhatsAppAccountState, WhatsAppAccountCommand, WhatsAppAccountEvent> = {
  initialState,
  evolve,
  decide,
};

import type {
  WhatsAppAutomation,
  WhatsAppConnection,
  WhatsAppMessageKind,
  WhatsAppMessageList,
  WhatsAppMessageState,
  WhatsAppReplyList,
  WhatsAppSettings,
} from '@paani/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';

/** GET /filter-owner/whatsapp/messages's filters (all optional; 15 a page unless asked otherwise). */
export interface WhatsAppMessagesQuery {
  customer_id?: number;
  state?: WhatsAppMessageState;
  kind?: WhatsAppMessageKind;
  page?: number;
  per_page?: number;
}

/** POST …/whatsapp/test and …/whatsapp/statements answer 202 with the message queued. */
export interface QueuedWhatsAppMessage {
  id: number;
  state: WhatsAppMessageState;
}

export interface SendWhatsAppStatement {
  customer_id: number;
  /** YYYY-MM. */
  month: string;
}

export interface WhatsAppOptOut {
  phone: string;
  opted_out: boolean;
}

/** The account is the owner's (every plant of theirs), so no key names a plant. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  settings: ['whatsapp', 'settings'] as const,
  messageLists: ['whatsapp', 'messages'] as const,
  messages: (query: WhatsAppMessagesQuery) => [...whatsappKeys.messageLists, query] as const,
  replies: (query: WhatsAppRepliesQuery) => ['whatsapp', 'replies', query] as const,
};

export interface WhatsAppRepliesQuery {
  page?: number;
  per_page?: number;
}

/** A page of the customers' replies, newest first, each read or not in the owner's feed. */
export const useWhatsAppReplies = (query: WhatsAppRepliesQuery) =>
  useQuery({
    queryKey: whatsappKeys.replies(query),
    queryFn: async () => (await api.get<WhatsAppReplyList>(`${PATH}/replies`, { query: { ...query } })).data,
  });

/** How often a page of messages with one still queued is asked again. */
export const QUEUED_REFETCH_MS = 10_000;

const PATH = '/filter-owner/whatsapp';

export const getWhatsAppSettings = async () => (await api.get<WhatsAppSettings>(PATH)).data;

/** The owner's account (never its token or app secret). `enabled: false` asks nothing. */
export const useWhatsAppSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: whatsappKeys.settings, queryFn: getWhatsAppSettings, enabled });

/** True once the settings say an account is connected; false while they load, fail or say not. */
export function useWhatsAppConnected(): boolean {
  return useWhatsAppSettings().data?.connected === true;
}

export const getWhatsAppMessages = async (query: WhatsAppMessagesQuery) =>
  (await api.get<WhatsAppMessageList>(`${PATH}/messages`, { query: { ...query } })).data;

export const hasQueued = (list: WhatsAppMessageList | undefined) => list?.data.some((message) => message.state === 'queued') ?? false;

/** A page of the messages log, newest first, asked again every 10 s while any message on it is still queued. */
export const useWhatsAppMessages = (query: WhatsAppMessagesQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: whatsappKeys.messages(query),
    queryFn: () => getWhatsAppMessages(query),
    enabled,
    refetchInterval: (current) => (hasQueued(current.state.data) ? QUEUED_REFETCH_MS : false),
  });

export const connectWhatsApp = async (connection: WhatsAppConnection) => (await api.put<WhatsAppSettings>(PATH, connection)).data;

export const disconnectWhatsApp = async () => (await api.delete<WhatsAppSettings>(PATH)).data;

/** Connecting and disconnecting answer the new settings: the cache holds them at once, then everything WhatsApp loads again. */
function useSettingsMutation<Variables>(
  mutationFn: (variables: Variables) => Promise<WhatsAppSettings>,
  config: MutationConfig<Variables, WhatsAppSettings>,
) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(mutationFn, () => [whatsappKeys.all], {
    ...config,
    onSuccess: async (...args) => {
      queryClient.setQueryData(whatsappKeys.settings, args[0]);
      await config.onSuccess?.(...args);
    },
  });
}

/** PUT /filter-owner/whatsapp: connects, or reconnects with new credentials. */
export const useConnectWhatsApp = (config: MutationConfig<WhatsAppConnection, WhatsAppSettings> = {}) =>
  useSettingsMutation(connectWhatsApp, config);

/** DELETE /filter-owner/whatsapp. */
export const useDisconnectWhatsApp = (config: MutationConfig<void, WhatsAppSettings> = {}) =>
  useSettingsMutation(disconnectWhatsApp, config);

export const setWhatsAppAutomation = async (automation: WhatsAppAutomation) =>
  (await api.put<WhatsAppSettings>(`${PATH}/automation`, automation)).data;

/**
 * PUT …/whatsapp/automation with all three switches. It answers the settings, which the cache holds at
 * once (nothing else changes, so nothing loads again); a refusal loads the settings again, so what shows
 * is what the server has (422: no account is connected any more).
 */
export function useSetWhatsAppAutomation(config: MutationConfig<WhatsAppAutomation, WhatsAppSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: setWhatsAppAutomation,
    onSuccess: async (...args) => {
      queryClient.setQueryData(whatsappKeys.settings, args[0]);
      await config.onSuccess?.(...args);
    },
    onError: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: whatsappKeys.settings });
      await config.onError?.(...args);
    },
  });
}

export const sendWhatsAppTest = async ({ phone }: { phone: string }) =>
  (await api.post<QueuedWhatsAppMessage>(`${PATH}/test`, { phone })).data;

/** POST …/whatsapp/test: WhatsApp's sample template to a number; the log then shows how it went. */
export const useSendWhatsAppTest = (config: MutationConfig<{ phone: string }, QueuedWhatsAppMessage> = {}) =>
  useInvalidatingMutation(sendWhatsAppTest, () => [whatsappKeys.messageLists], config);

export const sendWhatsAppStatement = async (statement: SendWhatsAppStatement) =>
  (await api.post<QueuedWhatsAppMessage>(`${PATH}/statements`, statement)).data;

/** POST …/whatsapp/statements: the customer's month statement, with its PDF, in the customer's language. */
export const useSendWhatsAppStatement = (config: MutationConfig<SendWhatsAppStatement, QueuedWhatsAppMessage> = {}) =>
  useInvalidatingMutation(sendWhatsAppStatement, () => [whatsappKeys.messageLists], config);

export const setWhatsAppOptOut = async (optOut: WhatsAppOptOut) => (await api.put<WhatsAppOptOut>(`${PATH}/opt-outs`, optOut)).data;

/** PUT …/whatsapp/opt-outs: stop (or start again) automatic messages to a number. */
export const useSetWhatsAppOptOut = (config: MutationConfig<WhatsAppOptOut, WhatsAppOptOut> = {}) =>
  useInvalidatingMutation(setWhatsAppOptOut, () => [whatsappKeys.messageLists], config);

/**
 * The WhatsApp Business Cloud API, as far as Paani speaks it: upload a document
 * (`POST /{phone-number-id}/media`) and send a template message (`POST /{phone-number-id}/messages`),
 * with the account's access token as a bearer token. What comes back is sorted for the send job:
 * taken (the message's wamid), worth another try later (429, 5xx, no answer), or refused for good.
 */
export type GraphOutcome<T> = { outcome: 'ok'; value: T } | { outcome: 'retry'; reason: string } | { outcome: 'refused'; reason: string };

export interface GraphAccount {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

/** A template's parameters as the Cloud API takes them. */
export interface TemplateMessage {
  name: string;
  language: string;
  document?: { id: string; filename: string };
  body: string[];
}

/** How long one call may take before it counts as no answer (and is tried again later). */
const CALL_TIMEOUT_MS = 15_000;

async function call<T>(
  account: GraphAccount,
  path: string,
  body: string | FormData,
  json: boolean,
  read: (answer: any) => T,
): Promise<GraphOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(`${account.baseUrl}/${encodeURIComponent(account.phoneNumberId)}/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.accessToken}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
      body,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: 'retry', reason: `No answer from WhatsApp (${(error as Error).name})` };
  }
  const answer: any = await response.json().catch(() => null);
  if (response.ok) return { outcome: 'ok', value: read(answer) };
  const reason = `WhatsApp answered ${response.status}${answer?.error?.message ? `: ${String(answer.error.message).slice(0, 300)}` : ''}`;
  // 130429 is the Cloud API's own "rate limit hit", sometimes sent with a 400.
  const later = response.status === 429 || response.status >= 500 || answer?.error?.code === 130429;
  return later ? { outcome: 'retry', reason } : { outcome: 'refused', reason };
}

export function uploadDocument(account: GraphAccount, file: Buffer, filename: string, type: string): Promise<GraphOutcome<string>> {
  const form = new FormData();
  form.append('messaging_product', 'whatsapp');
  form.append('type', type);
  form.append('file', new Blob([file], { type }), filename);
  return call(account, 'media', form, false, (answer) => String(answer.id));
}

export function sendTemplate(account: GraphAccount, to: string, template: TemplateMessage): Promise<GraphOutcome<string>> {
  const components = [
    ...(template.document ? [{ type: 'header', parameters: [{ type: 'document', document: template.document }] }] : []),
    ...(template.body.length ? [{ type: 'body', parameters: template.body.map((text) => ({ type: 'text', text })) }] : []),
  ];
  const message = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: template.name, language: { code: template.language }, ...(components.length ? { components } : {}) },
  };
  return call(account, 'messages', JSON.stringify(message), true, (answer) => String(answer.messages[0].id));
}

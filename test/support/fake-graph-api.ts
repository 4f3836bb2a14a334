import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local stand-in for Meta's Graph API, speaking the WhatsApp Cloud API's protocol as far as Paani
 * uses it: `POST /v21.0/{phone-number-id}/media` (multipart, answers `{ id }`) and
 * `POST /v21.0/{phone-number-id}/messages` (a template message, answers its wamid), a bearer token
 * checked on each (401 with OAuthException 190 otherwise), and errors on demand (500, 429 with
 * 130429). The edge of the world only: nothing of Paani's is faked.
 */
export interface FakeGraphApi {
  /** The base URL with the version, for WHATSAPP_GRAPH_URL. */
  url: string;
  token: string;
  phoneNumberId: string;
  sent: SentTemplate[];
  media: { id: string; filename: string; type: string; bytes: Buffer }[];
  /** The next `count` calls answer `status` (500: an unknown error; 429: the rate limit). */
  failNext(status: 500 | 429 | 400, count?: number): void;
  /** Calls answered, failures included. */
  calls: number;
  close(): Promise<void>;
}

export interface SentTemplate {
  wamid: string;
  to: string;
  name: string;
  language: string;
  document: { id: string; filename: string } | null;
  body: string[];
}

const ERRORS = {
  400: { message: '(#131026) Message undeliverable', type: 'OAuthException', code: 131026 },
  429: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 },
  500: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 },
} as const;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Listens on `port` (0: any free one), e.g. the one a browser test's server was told (PAANI_GRAPH_URL). */
export async function startFakeGraphApi(port = 0): Promise<FakeGraphApi> {
  const failures: number[] = [];
  const api: Omit<FakeGraphApi, 'url' | 'close'> = {
    token: `EAAG${randomBytes(24).toString('hex')}`,
    phoneNumberId: '106540352242922',
    sent: [],
    media: [],
    calls: 0,
    failNext(status, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
  };
  const server = createServer((request, response) => {
    void (async () => {
      api.calls += 1;
      const body = await bodyOf(request);
      const match = /^\/v21\.0\/(\d+)\/(messages|media)$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return answer(response, 404, { error: { message: 'Unknown path', code: 100 } });
      if (request.headers.authorization !== `Bearer ${api.token}`) {
        return answer(response, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      }
      if (match[1] !== api.phoneNumberId) return answer(response, 400, { error: { message: 'Unknown phone number id', code: 100 } });
      const failure = failures.shift();
      if (failure) return answer(response, failure, { error: ERRORS[failure as keyof typeof ERRORS] });
      if (match[2] === 'media') {
        // Node's own multipart reader, as a server would read the form.
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type']! },
          body,
        }).formData();
        const file = form.get('file') as File | null;
        if (form.get('messaging_product') !== 'whatsapp' || !file)
          return answer(response, 400, { error: { message: 'Bad upload', code: 100 } });
        const id = String(1_000_000 + api.media.length);
        api.media.push({ id, filename: file.name, type: String(form.get('type')), bytes: Buffer.from(await file.arrayBuffer()) });
        return answer(response, 200, { id });
      }
      const message = JSON.parse(body.toString('utf8'));
      if (message.messaging_product !== 'whatsapp' || message.type !== 'template' || !/^\d+$/.test(message.to ?? '')) {
        return answer(response, 400, { error: { message: 'Invalid parameter', code: 100 } });
      }
      const components: { type: string; parameters: { type: string; text?: string; document?: { id: string; filename: string } }[] }[] =
        message.template.components ?? [];
      const wamid = `wamid.${randomBytes(12).toString('hex')}`;
      api.sent.push({
        wamid,
        to: message.to,
        name: message.template.name,
        language: message.template.language.code,
        document: components.find((c) => c.type === 'header')?.parameters[0]?.document ?? null,
        body: components.find((c) => c.type === 'body')?.parameters.map((p) => p.text!) ?? [],
      });
      answer(response, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: message.to, wa_id: message.to }],
        messages: [{ id: wamid }],
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;
  return Object.assign(api, {
    url: `http://127.0.0.1:${listening}/v21.0`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A webhook call's body and the X-Hub-Signature-256 Meta would send with it. */
export function signedWebhook(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = JSON.stringify(payload);
  return { body, signature: `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` };
}

/** A webhook call of the `messages` field as Meta sends it, for the account's phone number. */
function messagesChange(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550001111', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A webhook payload reporting message statuses. */
export function statusesPayload(phoneNumberId: string, statuses: { id: string; status: string; errors?: unknown[] }[]) {
  return messagesChange(phoneNumberId, {
    statuses: statuses.map((s) => ({ ...s, timestamp: '1764000000', recipient_id: '923001234567' })),
  });
}

/** A webhook payload carrying a customer's text reply. */
/** A customer's picture (no text) to the business number, as Meta's webhook reports it. */
export function imageReplyPayload(phoneNumberId: string, from: string) {
  return messagesChange(phoneNumberId, {
    contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.in${randomBytes(6).toString('hex')}`,
        timestamp: '1764000000',
        type: 'image',
        image: { id: '998877', mime_type: 'image/jpeg' },
      },
    ],
  });
}

export function replyPayload(phoneNumberId: string, from: string, text: string) {
  return messagesChange(phoneNumberId, {
    contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
    messages: [{ from, id: `wamid.in${randomBytes(6).toString('hex')}`, timestamp: '1764000000', type: 'text', text: { body: text } }],
  });
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @KeepsRawBody(): the route reads its body's exact bytes too. */
    paaniRawBody?: boolean;
  }
  interface FastifyRequest {
    /** The body's bytes as they came, on @KeepsRawBody() routes only. */
    rawBody?: Buffer;
  }
}

const RAW_BODY_ROUTE = 'paaniRawBody' satisfies keyof FastifyContextConfig;

/**
 * Marks a route whose body's bytes are signed by the sender (a webhook's HMAC): they are kept as
 * `request.rawBody` beside the parsed body. Only there: every other request is parsed as before,
 * with no copy.
 */
export const KeepsRawBody = () => RouteConfig({ [RAW_BODY_ROUTE]: true });

export function registerRawBodies(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preParsing', async (request: FastifyRequest, _reply: unknown, payload: Readable) => {
      const config: FastifyContextConfig | undefined = request.routeOptions.config;
      if (config?.[RAW_BODY_ROUTE] !== true) return payload;
      const chunks: Buffer[] = [];
      // Fastify's body limit still applies: it counts what the parser reads from the stream returned.
      for await (const chunk of payload) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      request.rawBody = raw;
      return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
    });
}

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants as zlib } from 'node:zlib';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppDependencies, AppModule } from './app.module';
import { mountQueueBoard } from './modules/currencies/queue-board';
import { parseTrustProxy } from './platform/config/trust-proxy';
import { runInContext } from './platform/context/request-context';
import { API_PREFIX } from './platform/http/route-access';
import { registerEnvelope } from './platform/http/envelope-hooks';
import { registerRequestLog, requestIdOf } from './platform/logging/request-log';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { frontEndStaticOptions } from './platform/http/static-files';
import { registerRawBodies } from './platform/http/raw-body';
import { registerUploads } from './platform/http/uploads';
import { JobQueue } from './platform/queue/job-queue';

export const BODY_LIMIT_BYTES = 1024 * 1024;
// From api/src (tests) the repository is two levels up; from the build (api/dist/api/src) four.
const REPO_ROOT = resolve(__dirname, existsSync(resolve(__dirname, '../../owner-ui')) ? '../..' : '../../../..');

export function staticRoots(): { owner: string; admin: string } {
  return { owner: join(REPO_ROOT, 'owner-ui/dist'), admin: join(REPO_ROOT, 'admin-ui/dist') };
}

/**
 * Builds the HTTP application on Fastify: security headers, body limit, request context,
 * the two front ends, OpenAPI at /api/docs. Used by main.ts and by every end-to-end test.
 */
export async function createApp(
  deps: Omit<AppDependencies, 'staticRoots'>,
  options: { runWorkers?: boolean } = {},
): Promise<NestFastifyApplication> {
  const roots = staticRoots();
  // The request id is requestIdOf's: a client's plain x-request-id, else a UUID. X-Forwarded-For is
  // believed only from the proxies TRUST_PROXY names: request.ip keys the per-address sign-in limit.
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(deps.config.TRUST_PROXY),
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ ...deps, staticRoots: roots }), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();

  // Errors raised before a route runs (bad JSON, body too large) reach Nest's own
  // Fastify error handler, which hands them to ApiExceptionFilter: one error shape everywhere.
  fastify.addHook('preHandler', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    runInContext({ source: 'http', requestId: String(request.id) }, done);
  });

  registerSecurityHeaders(fastify);
  registerEnvelope(fastify);
  registerRequestLog(fastify, () => PinoLogger.root);
  // After the envelope's onSend, so what is compressed is the final body. A rider's sheet is some
  // 60 KB of JSON: on a 400 kbit/s phone connection that is over a second, compressed a tenth of
  // it. Brotli at quality 4 (the default 11 costs more CPU than it saves on the wire); small
  // answers (under 1 KB) and already-compressed types (PDF, ZIP, XLSX) are sent as they are.
  await app.register(fastifyCompress as never, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerUploads(app);
  registerRawBodies(app);
  if (existsSync(roots.admin)) {
    await app.register(fastifyStatic as never, frontEndStaticOptions(roots.admin, '/super-admin/'));
  }
  if (existsSync(roots.owner)) {
    await app.register(fastifyStatic as never, frontEndStaticOptions(roots.owner, '/'));
  }

  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Paani API')
      .setDescription(
        'Drinking-water filter plants and their delivery business. Every response is the envelope { success, data, message }.',
      )
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  const jobs = app.get(JobQueue);
  jobs.setRunWorkers(options.runWorkers ?? true);
  await app.init();
  await mountQueueBoard(app);
  await fastify.ready();
  jobs.startWorkers();
  if (jobs.mode === 'in-process')
    new NestLogger('Jobs').warn('Redis is not reachable: jobs run in-process and their state is kept in memory.');
  return app;
}

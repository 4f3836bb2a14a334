import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import { QueryBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_MESSAGES } from '../../platform/http/error-status';
import { JobQueue } from '../../platform/queue/job-queue';
import { TokenService } from '../auth/token.service';
import { GetTokenHolderQuery, TokenHolder } from '../auth/user.queries';

export const QUEUE_BOARD_PATH = '/api/super-admin/queues';
const COOKIE = 'paani_queues';

function cookieToken(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Mounts bull-board (the ops view of the BullMQ queues) at /api/super-admin/queues for super
 * admins only. A browser opens it once with `?token=<bearer token>`; the token then moves into
 * an HttpOnly cookie scoped to the board, and the address bar is cleaned by a redirect. API
 * clients may send the usual Authorization header. Without Redis there is nothing to show.
 */
export async function mountQueueBoard(app: NestFastifyApplication): Promise<void> {
  const jobs = app.get(JobQueue);
  const queues = jobs.bullQueues();
  if (queues.length === 0) return;
  const tokens = app.get(TokenService, { strict: false });
  const queries = app.get(QueryBus);

  const board = new BoardAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Paani jobs' } },
  });

  const refuse = (reply: FastifyReply, status: 401 | 403) =>
    reply.status(status).header('cache-control', 'no-store').send({ success: false, data: null, message: DEFAULT_MESSAGES[status] });

  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://board');
      const fromQuery = url.searchParams.get('token') ?? undefined;
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const token = bearer ?? fromQuery ?? cookieToken(request.headers.cookie);
      const claims = token ? tokens.verify(token) : null;
      if (!token || !claims) return refuse(reply, 401);
      const holder: TokenHolder | null = await queries.execute(new GetTokenHolderQuery(claims.sub, claims.jti));
      const stale = holder?.tokens_valid_after && claims.iat * 1000 < new Date(holder.tokens_valid_after).getTime() - 1000;
      if (!holder || holder.revoked || stale || !holder.is_active) return refuse(reply, 401);
      if (holder.role !== 'super_admin') return refuse(reply, 403);
      if (fromQuery && !bearer) {
        url.searchParams.delete('token');
        const secure = request.protocol === 'https' ? '; Secure' : '';
        const maxAge = Math.max(0, claims.exp - Math.floor(Date.now() / 1000));
        return reply
          .header(
            'set-cookie',
            `${COOKIE}=${encodeURIComponent(token)}; Path=${QUEUE_BOARD_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure}`,
          )
          .redirect(`${url.pathname}${url.search}`, 303);
      }
    });
    await scope.register(board.registerPlugin() as never, { prefix: QUEUE_BOARD_PATH });
  });
}

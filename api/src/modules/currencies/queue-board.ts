import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BoardAdapter } from '@bull-board/fastify';
import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_MESSAGES } from '../../platform/http/error-status';
import { JobQueue, QUEUE_UNAVAILABLE } from '../../platform/queue/job-queue';
import { bearerToken } from '../auth/auth.guard';
import { TokenHolders } from '../auth/token-holders';

export const QUEUE_BOARD_PATH = '/api/super-admin/queues';
const COOKIE = 'paani_queues';

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
  const holders = app.get(TokenHolders, { strict: false });

  const board = new BoardAdapter();
  board.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Paani jobs' } },
  });

  const refuse = (reply: FastifyReply, status: 401 | 403 | 503, message = DEFAULT_MESSAGES[status]) =>
    reply.status(status).header('cache-control', 'no-store').send({ success: false, data: null, message });

  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(async (scope) => {
    // Cookies parsed and written for the board's routes only; the API itself reads none.
    await scope.register(fastifyCookie as never);
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, 'http://board');
      const fromQuery = url.searchParams.get('token') ?? undefined;
      const bearer = bearerToken(request.headers.authorization);
      const token = bearer ?? fromQuery ?? request.cookies[COOKIE];
      const caller = token ? await holders.authenticate(token).catch(() => null) : null;
      if (!token || !caller) return refuse(reply, 401);
      if (caller.role !== 'super_admin') return refuse(reply, 403);
      // The board's own calls would wait on BullMQ while Redis is down; answer at once instead.
      if (!jobs.available) return refuse(reply, 503, QUEUE_UNAVAILABLE);
      if (fromQuery && !bearer) {
        url.searchParams.delete('token');
        return reply
          .setCookie(COOKIE, token, {
            path: QUEUE_BOARD_PATH,
            httpOnly: true,
            sameSite: 'strict',
            secure: request.protocol === 'https',
            maxAge: Math.max(0, Math.floor((caller.tokenExpiresAt.getTime() - Date.now()) / 1000)),
          })
          .redirect(`${url.pathname}${url.search}`, 303);
      }
    });
    await scope.register(board.registerPlugin() as never, { prefix: QUEUE_BOARD_PATH });
  });
}

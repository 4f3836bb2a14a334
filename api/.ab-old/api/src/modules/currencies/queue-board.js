"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.QUEUE_BOARD_PATH = void 0;
exports.mountQueueBoard = mountQueueBoard;
const api_1 = require("@bull-board/api");
const bullMQAdapter_1 = require("@bull-board/api/bullMQAdapter");
const fastify_1 = require("@bull-board/fastify");
const cookie_1 = __importDefault(require("@fastify/cookie"));
const error_status_1 = require("../../platform/http/error-status");
const job_queue_1 = require("../../platform/queue/job-queue");
const auth_guard_1 = require("../auth/auth.guard");
const token_holders_1 = require("../auth/token-holders");
exports.QUEUE_BOARD_PATH = '/api/super-admin/queues';
const COOKIE = 'paani_queues';
/**
 * Mounts bull-board (the ops view of the BullMQ queues) at /api/super-admin/queues for super
 * admins only. A browser opens it once with `?token=<bearer token>`; the token then moves into
 * an HttpOnly cookie scoped to the board, and the address bar is cleaned by a redirect. API
 * clients may send the usual Authorization header. Without Redis there is nothing to show.
 */
async function mountQueueBoard(app) {
    const jobs = app.get(job_queue_1.JobQueue);
    const queues = jobs.bullQueues();
    if (queues.length === 0)
        return;
    const holders = app.get(token_holders_1.TokenHolders, { strict: false });
    const board = new fastify_1.FastifyAdapter();
    board.setBasePath(exports.QUEUE_BOARD_PATH);
    (0, api_1.createBullBoard)({
        queues: queues.map((queue) => new bullMQAdapter_1.BullMQAdapter(queue)),
        serverAdapter: board,
        options: { uiConfig: { boardTitle: 'Paani jobs' } },
    });
    const refuse = (reply, status, message = error_status_1.DEFAULT_MESSAGES[status]) => reply.status(status).header('cache-control', 'no-store').send({ success: false, data: null, message });
    const fastify = app.getHttpAdapter().getInstance();
    await fastify.register(async (scope) => {
        // Cookies parsed and written for the board's routes only; the API itself reads none.
        await scope.register(cookie_1.default);
        scope.addHook('onRequest', async (request, reply) => {
            const url = new URL(request.url, 'http://board');
            const fromQuery = url.searchParams.get('token') ?? undefined;
            const bearer = (0, auth_guard_1.bearerToken)(request.headers.authorization);
            const token = bearer ?? fromQuery ?? request.cookies[COOKIE];
            const caller = token ? await holders.authenticate(token).catch(() => null) : null;
            if (!token || !caller)
                return refuse(reply, 401);
            if (caller.role !== 'super_admin')
                return refuse(reply, 403);
            // The board's own calls would wait on BullMQ while Redis is down; answer at once instead.
            if (!jobs.available)
                return refuse(reply, 503, job_queue_1.QUEUE_UNAVAILABLE);
            if (fromQuery && !bearer) {
                url.searchParams.delete('token');
                return reply
                    .setCookie(COOKIE, token, {
                    path: exports.QUEUE_BOARD_PATH,
                    httpOnly: true,
                    sameSite: 'strict',
                    secure: request.protocol === 'https',
                    maxAge: Math.max(0, Math.floor((caller.tokenExpiresAt.getTime() - Date.now()) / 1000)),
                })
                    .redirect(`${url.pathname}${url.search}`, 303);
            }
        });
        await scope.register(board.registerPlugin(), { prefix: exports.QUEUE_BOARD_PATH });
    });
}
//# sourceMappingURL=queue-board.js.map
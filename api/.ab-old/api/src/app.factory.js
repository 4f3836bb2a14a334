"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BODY_LIMIT_BYTES = void 0;
exports.staticRoots = staticRoots;
exports.createApp = createApp;
const compress_1 = __importDefault(require("@fastify/compress"));
const static_1 = __importDefault(require("@fastify/static"));
const node_zlib_1 = require("node:zlib");
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const platform_fastify_1 = require("@nestjs/platform-fastify");
const swagger_1 = require("@nestjs/swagger");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const nestjs_pino_1 = require("nestjs-pino");
const app_module_1 = require("./app.module");
const queue_board_1 = require("./modules/currencies/queue-board");
const trust_proxy_1 = require("./platform/config/trust-proxy");
const request_context_1 = require("./platform/context/request-context");
const route_access_1 = require("./platform/http/route-access");
const envelope_hooks_1 = require("./platform/http/envelope-hooks");
const security_headers_1 = require("./platform/http/security-headers");
const static_files_1 = require("./platform/http/static-files");
const uploads_1 = require("./platform/http/uploads");
const job_queue_1 = require("./platform/queue/job-queue");
exports.BODY_LIMIT_BYTES = 1024 * 1024;
// From api/src (tests) the repository is two levels up; from the build (api/dist/api/src) four.
const REPO_ROOT = (0, node_path_1.resolve)(__dirname, (0, node_fs_1.existsSync)((0, node_path_1.resolve)(__dirname, '../../owner-ui')) ? '../..' : '../../../..');
function staticRoots() {
    return { owner: (0, node_path_1.join)(REPO_ROOT, 'owner-ui/dist'), admin: (0, node_path_1.join)(REPO_ROOT, 'admin-ui/dist') };
}
/**
 * Builds the HTTP application on Fastify: security headers, body limit, request context,
 * the two front ends, OpenAPI at /api/docs. Used by main.ts and by every end-to-end test.
 */
async function createApp(deps, options = {}) {
    const roots = staticRoots();
    // A client's x-request-id is kept (for tracing across services); otherwise a UUID, so the request
    // ids in event metadata stay unique across restarts and processes. X-Forwarded-For is believed
    // only from the proxies TRUST_PROXY names: request.ip keys the per-address sign-in limit.
    const adapter = new platform_fastify_1.FastifyAdapter({
        bodyLimit: exports.BODY_LIMIT_BYTES,
        trustProxy: (0, trust_proxy_1.parseTrustProxy)(deps.config.TRUST_PROXY),
        requestIdHeader: 'x-request-id',
        genReqId: () => (0, node_crypto_1.randomUUID)(),
    });
    const app = await core_1.NestFactory.create(app_module_1.AppModule.forRoot({ ...deps, staticRoots: roots }), adapter, {
        bufferLogs: true,
    });
    app.useLogger(app.get(nestjs_pino_1.Logger));
    const fastify = app.getHttpAdapter().getInstance();
    // Errors raised before a route runs (bad JSON, body too large) reach Nest's own
    // Fastify error handler, which hands them to ApiExceptionFilter: one error shape everywhere.
    fastify.addHook('preHandler', (request, _reply, done) => {
        (0, request_context_1.runInContext)({ source: 'http', requestId: String(request.id) }, done);
    });
    (0, security_headers_1.registerSecurityHeaders)(fastify);
    (0, envelope_hooks_1.registerEnvelope)(fastify);
    // After the envelope's onSend, so what is compressed is the final body. A rider's sheet is some
    // 60 KB of JSON: on a 400 kbit/s phone connection that is over a second, compressed a tenth of
    // it. Brotli at quality 4 (the default 11 costs more CPU than it saves on the wire); small
    // answers (under 1 KB) and already-compressed types (PDF, ZIP, XLSX) are sent as they are.
    await app.register(compress_1.default, {
        global: true,
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [node_zlib_1.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    await (0, uploads_1.registerUploads)(app);
    if ((0, node_fs_1.existsSync)(roots.admin)) {
        await app.register(static_1.default, (0, static_files_1.frontEndStaticOptions)(roots.admin, '/super-admin/'));
    }
    if ((0, node_fs_1.existsSync)(roots.owner)) {
        await app.register(static_1.default, (0, static_files_1.frontEndStaticOptions)(roots.owner, '/'));
    }
    app.setGlobalPrefix(route_access_1.API_PREFIX);
    app.enableShutdownHooks();
    const document = swagger_1.SwaggerModule.createDocument(app, new swagger_1.DocumentBuilder()
        .setTitle('Paani API')
        .setDescription('Drinking-water filter plants and their delivery business. Every response is the envelope { success, data, message }.')
        .setVersion('1.0.0')
        .addBearerAuth()
        .build());
    swagger_1.SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
    const jobs = app.get(job_queue_1.JobQueue);
    jobs.setRunWorkers(options.runWorkers ?? true);
    await app.init();
    await (0, queue_board_1.mountQueueBoard)(app);
    await fastify.ready();
    jobs.startWorkers();
    if (jobs.mode === 'in-process')
        new common_1.Logger('Jobs').warn('Redis is not reachable: jobs run in-process and their state is kept in memory.');
    return app;
}
//# sourceMappingURL=app.factory.js.map
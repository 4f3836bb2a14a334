"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redactQuery = redactQuery;
exports.loggerOptions = loggerOptions;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const SECRET_QUERY = /([?&](?:token|access_token|password)=)[^&]*/gi;
function redactQuery(url) {
    return url?.replace(SECRET_QUERY, '$1[redacted]');
}
/** Structured JSON logs with the request id on every line, and nothing secret in them. */
function loggerOptions(config) {
    return {
        // Every path, in the router's own wildcard syntax (the default '*' is a legacy spelling it warns about).
        forRoutes: [{ path: '{*path}', method: common_1.RequestMethod.ALL }],
        pinoHttp: {
            level: config.LOG_LEVEL,
            genReqId: (request) => {
                const given = request.headers['x-request-id'];
                return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : (0, node_crypto_1.randomUUID)();
            },
            redact: {
                paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.password_hash', '*.token'],
                censor: '[redacted]',
            },
            serializers: {
                // A token may travel in a query string (the queue dashboard's hand-over): never log it.
                req: (req) => ({ id: req.id, method: req.method, url: redactQuery(req.url) }),
            },
            // Under Nest's middleware `url` has lost the global prefix; `originalUrl` is what the client asked for.
            autoLogging: {
                ignore: (request) => !(request.originalUrl ?? request.url)?.startsWith('/api'),
            },
        },
    };
}
//# sourceMappingURL=logger-options.js.map
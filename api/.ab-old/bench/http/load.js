"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.BENCH_CONNECTIONS = void 0;
exports.load = load;
exports.problems = problems;
const autocannon_1 = __importDefault(require("autocannon"));
exports.BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SAMPLE_EVERY = 50;
/** Header names keep the case the server wrote them in. */
function contentType(headers) {
    const name = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type');
    return name === undefined ? 'none' : String(headers[name]);
}
const ENVELOPE_START = '{"success":true,';
/**
 * One autocannon run at BENCH_CONNECTIONS connections (or `options.connections`), for `seconds`
 * or until `options.until` settles. Every request is built by `target.next()`
 * through autocannon's `requests[].setupRequest` (called before each request is written), and
 * every response passes `onResponse`, which tallies it by status and content type and checks the
 * body is the success envelope.
 */
function load(port, target, seconds, options = {}) {
    const answers = new Map();
    let responses = 0;
    let unexpected = 0;
    let firstUnexpected;
    const reject = (status, body) => {
        unexpected += 1;
        firstUnexpected ??= `${status} ${body.slice(0, 300)}`;
    };
    return new Promise((resolve, fail) => {
        const instance = (0, autocannon_1.default)({
            url: `http://127.0.0.1:${port}`,
            connections: options.connections ?? exports.BENCH_CONNECTIONS,
            duration: seconds,
            requests: [
                {
                    setupRequest: (request) => {
                        const next = target.next();
                        return {
                            ...request,
                            method: next.method ?? 'GET',
                            path: next.path,
                            headers: { ...next.headers, ...(next.body === undefined ? {} : { 'content-type': 'application/json' }) },
                            body: next.body ?? '',
                        };
                    },
                    onResponse: (status, body, _context, headers) => {
                        responses += 1;
                        const type = contentType(headers);
                        const key = `${status} ${type}`;
                        answers.set(key, (answers.get(key) ?? 0) + 1);
                        const json = type.startsWith('application/json');
                        if (status < 200 || status > 299 || !json || !body.startsWith(ENVELOPE_START) || !body.endsWith('}'))
                            return reject(status, body);
                        const sampled = target.checkEvery || responses % SAMPLE_EVERY === 0;
                        if (target.checkData && sampled && !target.checkData(JSON.parse(body).data))
                            reject(status, body);
                    },
                },
            ],
        }, (error, result) => {
            if (error)
                return fail(error);
            resolve({
                rps: result.requests.average,
                p50: result.latency.p50,
                p99: result.latency.p99,
                responses,
                answers,
                unexpected,
                firstUnexpected,
                errors: result.errors,
                timeouts: result.timeouts,
            });
        });
        instance.on('error', fail);
        void options.until?.finally(() => instance.stop());
    });
}
/** Anything but expected envelopes, as a line for the report; empty when the run was clean. */
function problems(result) {
    if (result.unexpected === 0 && result.errors === 0 && result.timeouts === 0)
        return '';
    const answers = [...result.answers].map(([key, count]) => `${count} × ${key}`).join(', ');
    return (`${result.unexpected} unexpected response(s), ${result.errors} connection error(s), ${result.timeouts} timeout(s) ` +
        `out of ${result.responses}; answers: ${answers}; first unexpected: ${result.firstUnexpected ?? '-'}`);
}
//# sourceMappingURL=load.js.map
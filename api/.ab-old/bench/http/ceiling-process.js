"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CEILING_NAMES = exports.APP_POOL_SIZE = void 0;
exports.startCeiling = startCeiling;
exports.byKeyTarget = byKeyTarget;
exports.insertUpsertTarget = insertUpsertTarget;
const node_path_1 = require("node:path");
const data_source_1 = require("../../api/src/platform/database/data-source");
const embedded_database_1 = require("../../api/src/platform/database/embedded-database");
const server_process_1 = require("./server-process");
/** The pool each API process gets from createDataSource's default; each ceiling process gets the same. */
exports.APP_POOL_SIZE = Number((0, data_source_1.createDataSource)('postgres://127.0.0.1/unused').options.extra.max);
exports.CEILING_NAMES = {
    'by-key': 'ceiling: node http + pg, SELECT by key',
    'insert-upsert': 'ceiling: node http + pg, INSERT + upsert',
};
function startCeiling(kind, databaseUrl, processes, workDir) {
    return (0, embedded_database_1.freePort)().then((port) => (0, server_process_1.startServerProcess)({
        name: exports.CEILING_NAMES[kind],
        script: (0, node_path_1.resolve)(__dirname, 'ceiling-server.js'),
        args: [kind, databaseUrl, String(port), String(exports.APP_POOL_SIZE), String(processes)],
        env: process.env,
        port,
        readyPath: '/ready',
        logFile: (0, node_path_1.join)(workDir, `ceiling-${kind}-${processes}p.log`),
    }));
}
/** Reads users by id in turn: the same rows the owner routes sign in as. */
function byKeyTarget(userIds) {
    let next = 0;
    return {
        name: exports.CEILING_NAMES['by-key'],
        next: () => ({ path: `/users/${userIds[next++ % userIds.length]}` }),
        checkData: (data) => Number(data?.id) > 0,
    };
}
/** An employee-sized event for each owner in turn, each one different. */
function insertUpsertTarget(ownerIds) {
    let next = 0;
    return {
        name: exports.CEILING_NAMES['insert-upsert'],
        next: () => {
            const n = next++;
            const body = {
                owner_id: ownerIds[n % ownerIds.length],
                name: `Ceiling employee ${n}`,
                phone: '0300-1234567',
                type: 'commission',
                commission_rate: 15,
            };
            return { method: 'POST', path: '/events', body: JSON.stringify(body) };
        },
        checkData: (data) => typeof data?.event_id === 'string',
    };
}
//# sourceMappingURL=ceiling-process.js.map
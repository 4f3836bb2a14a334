"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runSeedOnce = runSeedOnce;
const request_context_1 = require("../context/request-context");
/**
 * Runs a seeder's work at start-up, one process at a time: the API processes and the worker may
 * start together on an empty database, so each seeder holds its own advisory lock while it checks
 * what exists and records what is missing (as commands, so seeds are events like any other).
 * Skipped when SEED is off (the command-line tools).
 */
async function runSeedOnce(dataSource, config, name, work) {
    if (!config.SEED)
        return;
    await dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`paani:seed-${name}`]);
        await (0, request_context_1.runInContext)({ source: 'seed' }, () => work(manager));
    });
}
//# sourceMappingURL=seed-once.js.map
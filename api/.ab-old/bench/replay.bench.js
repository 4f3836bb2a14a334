"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const core_1 = require("@nestjs/core");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const app_module_1 = require("../api/src/app.module");
const app_factory_1 = require("../api/src/app.factory");
const app_config_1 = require("../api/src/platform/config/app-config");
const log_export_1 = require("../api/src/platform/event-store/log-export");
const projection_rebuilder_1 = require("../api/src/platform/event-store/projection-rebuilder");
const bench_database_1 = require("./bench-database");
/**
 * npm run bench:replay
 * Fills a throwaway database with BENCH_REPLAY_EVENTS (default 1,000,000) real events over
 * realistic streams (owners, plant portfolios, areas with assignments, employees), written
 * through the real chain trigger, then times a full rebuild of every read model, a rebuild
 * --verify, and the hash-chain verification. Reports events/s and the process's memory peak.
 */
const TARGET_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
const EVENTS_PER_OWNER = 142;
const OWNERS_PER_STATEMENT = 250;
const meta = (owner) => `jsonb_build_object('actor_id', ${owner}, 'actor_role', 'filter_owner', 'tenant_id', ${owner}, 'source', 'bench', 'request_id', md5(${owner}::text))`;
/** One statement per stream family, for owners [from, to]. Rows are ordered so each stream is contiguous. */
function fillStatements(from, to) {
    const owners = `generate_series(${from}, ${to}) o`;
    const insert = `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, tenant_id)`;
    return [
        `${insert}
     SELECT gen_random_uuid(), 'user-' || o, 'user', v, t, d, ${meta('o')}, o FROM ${owners},
       LATERAL (VALUES
         (1, 'UserRegistered', jsonb_build_object('user_id', o, 'name', 'Owner ' || o, 'email', 'owner' || o || '@bench.test',
             'role', 'filter_owner', 'password_hash', '$argon2id$v=19$bench', 'is_active', true)),
         (2, 'FirstLoginCompleted', jsonb_build_object('user_id', o))) e(v, t, d)
     ORDER BY o, v`,
        `${insert}
     SELECT gen_random_uuid(), 'plant-portfolio-' || o, 'plant-portfolio', v, t, d, ${meta('o')}, o FROM ${owners},
       LATERAL (
         SELECT k + 1 AS v, 'PlantRegistered' AS t, jsonb_build_object('plant_id', o * 3 + k, 'owner_id', o, 'name', 'Plant ' || k,
                'code', 'FP-' || lpad((o * 3 + k)::text, 5, '0'), 'address', k || ' Main Road, Karachi', 'phone', '0300' || lpad(o::text, 7, '0'),
                'phone_secondary', null, 'default_can_rate', '50.00') AS d FROM generate_series(0, 2) k
         UNION ALL SELECT k + 4, 'PlantActivated', jsonb_build_object('plant_id', o * 3 + k, 'owner_id', o) FROM generate_series(0, 2) k
         UNION ALL SELECT 7, 'DefaultPlantChanged', jsonb_build_object('owner_id', o, 'plant_id', o * 3, 'previous_plant_id', null)
         UNION ALL SELECT k + 8, 'PlantLocationSet', jsonb_build_object('plant_id', o * 3 + k, 'owner_id', o,
                'latitude', round((24.8 + (o % 100) * 0.001)::numeric, 6)::float8, 'longitude', round((67.0 + k * 0.01)::numeric, 6)::float8, 'address', null)
           FROM generate_series(0, 2) k) e
     ORDER BY o, v`,
        `${insert}
     SELECT gen_random_uuid(), 'area-' || (o * 10 + a), 'area', v, t, d, ${meta('o')}, o FROM ${owners}, generate_series(0, 9) a,
       LATERAL (VALUES
         (1, 'AreaCreated', jsonb_build_object('area_id', o * 10 + a, 'plant_id', o * 3 + a % 3, 'owner_id', o, 'name', 'Area ' || a, 'description', 'Blocks ' || a)),
         (2, 'AreaChanged', jsonb_build_object('area_id', o * 10 + a, 'plant_id', o * 3 + a % 3, 'owner_id', o, 'name', 'Area ' || a, 'description', 'Blocks ' || a || ' and lanes')),
         (3, 'AreaChanged', jsonb_build_object('area_id', o * 10 + a, 'plant_id', o * 3 + a % 3, 'owner_id', o, 'name', 'Area ' || a, 'description', 'Blocks ' || a || ', lanes, market')),
         (4, 'EmployeeAssignedToArea', jsonb_build_object('area_id', o * 10 + a, 'plant_id', o * 3 + a % 3, 'owner_id', o, 'employee_id', o * 20 + a)),
         (5, 'EmployeeAssignedToArea', jsonb_build_object('area_id', o * 10 + a, 'plant_id', o * 3 + a % 3, 'owner_id', o, 'employee_id', o * 20 + a + 10))) e(v, t, d)
     ORDER BY o, a, v`,
        `${insert}
     SELECT gen_random_uuid(), 'employee-' || (o * 20 + x), 'employee', v, t, d, ${meta('o')}, o FROM ${owners}, generate_series(0, 19) x,
       LATERAL (SELECT v, CASE WHEN v = 1 THEN 'EmployeeAdded' ELSE 'EmployeeChanged' END AS t,
                 jsonb_build_object('employee_id', o * 20 + x, 'plant_id', o * 3 + x % 3, 'owner_id', o, 'name', 'Worker ' || x || ' v' || v,
                   'phone', '0301-' || lpad((o * 20 + x)::text, 7, '0'), 'address', null,
                   'type', CASE WHEN x % 2 = 0 THEN 'commission' ELSE 'salary' END,
                   'commission_rate', CASE WHEN x % 2 = 0 THEN (10 + v) || '.00' END,
                   'monthly_salary', CASE WHEN x % 2 = 1 THEN (30000 + v * 1000) || '.00' END) AS d
               FROM generate_series(1, 4) v) e
     ORDER BY o, x, v`,
    ];
}
/**
 * CPU seconds (user + system) of this database's server processes, by pid, read from /proc: only
 * when the server runs on this machine (loopback URL, Linux), else null. The machine is shared, so
 * wall time alone mixes the server's own work with waiting for a core; this figure does not.
 */
async function serverCpu(dataSource, url) {
    if (process.platform !== 'linux' || !/@(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url))
        return null;
    const rows = await dataSource.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
    const seconds = new Map();
    for (const { pid } of rows) {
        try {
            // Fields after the command name: 14th and 15th of the line are utime and stime, in clock ticks (100/s).
            const fields = (0, node_fs_1.readFileSync)(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
            seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
        }
        catch {
            return null;
        }
    }
    return seconds;
}
/** " (server CPU: 21.3 s)" for the pids' CPU since `before`, or nothing when it cannot be read. */
function cpuSince(before, after) {
    if (!before || !after)
        return '';
    let used = 0;
    for (const [pid, seconds] of after)
        used += seconds - (before.get(pid) ?? 0);
    return ` (server CPU: ${used.toFixed(1)} s)`;
}
async function main() {
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
    const postgresKind = process.env.DATABASE_URL ? 'server from DATABASE_URL' : 'embedded';
    const db = await (0, bench_database_1.benchDatabase)(10);
    const [{ version }] = await db.dataSource.query(`SELECT current_setting('server_version') AS version`);
    const postgres = `PostgreSQL ${version}, ${postgresKind}`;
    const config = (0, app_config_1.loadConfig)({ NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_SECRET: (0, node_crypto_1.randomBytes)(32).toString('hex'), SEED: 'false' });
    const app = await core_1.NestFactory.createApplicationContext(app_module_1.AppModule.forRoot({ config, dataSource: db.dataSource, redis: null, staticRoots: (0, app_factory_1.staticRoots)() }), { logger: ['error', 'warn'] });
    try {
        const owners = Math.ceil(TARGET_EVENTS / EVENTS_PER_OWNER);
        const fillStarted = process.hrtime.bigint();
        for (let from = 1; from <= owners; from += OWNERS_PER_STATEMENT) {
            for (const sql of fillStatements(from, Math.min(from + OWNERS_PER_STATEMENT - 1, owners)))
                await db.dataSource.query(sql);
            process.stderr.write(`\r  filled ${Math.min(from + OWNERS_PER_STATEMENT - 1, owners)} of ${owners} owners`);
        }
        const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM events`);
        const fillSeconds = Number(process.hrtime.bigint() - fillStarted) / 1e9;
        process.stderr.write('\n');
        await db.dataSource.query('VACUUM ANALYZE events');
        console.log(`filled ${n} events over ${owners} owners in ${fillSeconds.toFixed(1)} s (${(n / fillSeconds).toFixed(0)} events/s, hash chain computed by the trigger)`);
        const rebuilder = app.get(projection_rebuilder_1.ProjectionRebuilder);
        const time = async (work) => {
            const started = process.hrtime.bigint();
            const result = await work();
            return [result, Number(process.hrtime.bigint() - started) / 1e9];
        };
        const cpuBefore = await serverCpu(db.dataSource, db.url);
        const [rebuild, rebuildSeconds] = await time(() => rebuilder.rebuild());
        const rebuildCpu = cpuSince(cpuBefore, await serverCpu(db.dataSource, db.url));
        console.log(`full rebuild: ${rebuild.events} events in ${rebuildSeconds.toFixed(1)} s = ${(rebuild.events / rebuildSeconds).toFixed(0)} events/s${rebuildCpu}`);
        const [verify, verifySeconds] = await time(() => rebuilder.rebuild({ verifyOnly: true }));
        console.log(`rebuild --verify: ${verify.events} events in ${verifySeconds.toFixed(1)} s = ${(verify.events / verifySeconds).toFixed(0)} events/s, read models equal: ${verify.equal}`);
        const [chain, chainSeconds] = await time(() => (0, log_export_1.verifyDatabase)(db.dataSource));
        console.log(`audit:verify (hash chains): ${chain.events} events in ${chainSeconds.toFixed(1)} s = ${(chain.events / chainSeconds).toFixed(0)} events/s, intact: ${chain.ok}`);
        console.log(`memory peak of this process (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
        console.log(`rebuild of ${rebuild.events} events: ${rebuildSeconds.toFixed(1)} s${rebuildCpu} on ${postgres}`);
    }
    finally {
        clearInterval(sampler);
        await app.close();
        await db.drop();
    }
}
main().catch((error) => {
    console.error(error);
    process.exit(1);
});
//# sourceMappingURL=replay.bench.js.map
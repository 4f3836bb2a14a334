"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const node_crypto_1 = require("node:crypto");
const event_store_1 = require("../api/src/platform/event-store/event-store");
const projection_registry_1 = require("../api/src/platform/event-store/projection-registry");
const upcasters_1 = require("../api/src/platform/event-store/upcasters");
const sql_1 = require("../api/src/platform/database/sql");
const bench_database_1 = require("./bench-database");
/**
 * npm run bench:events
 * The store's append (expected-version check, hash chain, inline projection, one transaction)
 * against the same work written by hand (INSERT into a trigger-less copy of the events table +
 * read-model upsert, one transaction), on one database, for 1 and 16 concurrent writers. Medians of three rounds.
 */
const EVENTS_PER_WRITER = Number(process.env.BENCH_EVENTS_PER_WRITER ?? 400);
const ROUNDS = 3;
const EVENTS_PER_STREAM = 20;
const tally = {
    name: 'bench_tallies',
    tables: ['bench_tallies'],
    handles: ['DeliveryRecorded'],
    async apply(event, tx) {
        await tx.query(`INSERT INTO bench_tallies (stream_id, bottles, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (stream_id) DO UPDATE SET bottles = bench_tallies.bottles + EXCLUDED.bottles, updated_at = EXCLUDED.updated_at`, [event.streamId, event.data.bottles, event.recordedAt]);
    },
};
async function viaStore(store, writer, round) {
    for (let i = 0; i < EVENTS_PER_WRITER; i += 1) {
        const stream = `tally-s${round}w${writer}n${Math.floor(i / EVENTS_PER_STREAM)}`;
        await store.append(stream, i % EVENTS_PER_STREAM, [{ type: 'DeliveryRecorded', data: { bottles: 3, amount: '150.00' } }]);
    }
}
async function byHand(dataSource, writer, round) {
    for (let i = 0; i < EVENTS_PER_WRITER; i += 1) {
        const stream = `hand-s${round}w${writer}n${Math.floor(i / EVENTS_PER_STREAM)}`;
        const runner = dataSource.createQueryRunner();
        await runner.connect();
        try {
            await runner.startTransaction();
            const now = new Date();
            await runner.query(`INSERT INTO plain_events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, recorded_at, hash)
         VALUES ($1, $2, 'hand', $3, 'DeliveryRecorded', $4, '{}', $5, 'x')`, [(0, node_crypto_1.randomUUID)(), stream, (i % EVENTS_PER_STREAM) + 1, JSON.stringify({ bottles: 3, amount: '150.00' }), now]);
            await runner.query(`INSERT INTO bench_tallies (stream_id, bottles, updated_at) VALUES ($1, 3, $2)
         ON CONFLICT (stream_id) DO UPDATE SET bottles = bench_tallies.bottles + EXCLUDED.bottles, updated_at = EXCLUDED.updated_at`, [stream, now]);
            await runner.commitTransaction();
        }
        finally {
            await runner.release();
        }
    }
}
async function measure(writers, work) {
    const started = process.hrtime.bigint();
    await Promise.all(Array.from({ length: writers }, (_, w) => work(w)));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return (writers * EVENTS_PER_WRITER) / seconds;
}
async function main() {
    const db = await (0, bench_database_1.benchDatabase)(40);
    try {
        // The baseline writes a copy of the events table with the same columns, keys and indexes but
        // no triggers: no append-only guard, no contiguity check, no hash chain.
        await db.dataSource.query(`CREATE TABLE plain_events (LIKE events INCLUDING ALL)`);
        await db.dataSource.query(`CREATE TABLE bench_tallies (stream_id text PRIMARY KEY, bottles int NOT NULL, updated_at timestamptz NOT NULL)`);
        const registry = new projection_registry_1.ProjectionRegistry();
        registry.register(tally);
        const store = new event_store_1.EventStore(db.dataSource, new sql_1.Sql(db.dataSource), registry, new upcasters_1.UpcasterRegistry());
        await measure(4, (w) => viaStore(store, w, 'warm')); // warm the pool and caches
        const results = {};
        for (const writers of [1, 16]) {
            const storeRates = [];
            const handRates = [];
            for (let round = 0; round < ROUNDS; round += 1) {
                // Alternate the order so neither side always runs on a warmer database.
                const tag = `${writers}r${round}`;
                if (round % 2 === 0) {
                    storeRates.push(await measure(writers, (w) => viaStore(store, w, tag)));
                    handRates.push(await measure(writers, (w) => byHand(db.dataSource, w, tag)));
                }
                else {
                    handRates.push(await measure(writers, (w) => byHand(db.dataSource, w, tag)));
                    storeRates.push(await measure(writers, (w) => viaStore(store, w, tag)));
                }
            }
            results[`store${writers}`] = (0, bench_database_1.median)(storeRates);
            results[`hand${writers}`] = (0, bench_database_1.median)(handRates);
            console.log(`${String(writers).padStart(2)} writer(s): store ${(0, bench_database_1.median)(storeRates).toFixed(0)} events/s, hand-written ${(0, bench_database_1.median)(handRates).toFixed(0)} events/s, ratio ${((0, bench_database_1.median)(storeRates) / (0, bench_database_1.median)(handRates)).toFixed(2)}  (rounds: store ${storeRates.map((r) => r.toFixed(0)).join('/')}, hand ${handRates.map((r) => r.toFixed(0)).join('/')})`);
        }
        console.log(`store/baseline at 16 writers: ${(results.store16 / results.hand16).toFixed(2)}`);
    }
    finally {
        await db.drop();
    }
}
main().catch((error) => {
    console.error(error);
    process.exit(1);
});
//# sourceMappingURL=events.bench.js.map
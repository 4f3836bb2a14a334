"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
require("reflect-metadata");
const as_of_1 = require("../modules/audit/as-of");
const projection_rebuilder_1 = require("../platform/event-store/projection-rebuilder");
const node_util_1 = require("node:util");
const cli_context_1 = require("./cli-context");
/**
 * npm run projections:rebuild [-- --verify] [-- --as-of <position or ISO time>]
 * Replays the whole log into a shadow copy of every read model and compares it with the live
 * tables. Without --verify the rebuilt tables replace the live ones; with --verify nothing is
 * changed and any difference makes the command exit 1. With --as-of the state as it stood then is
 * rebuilt into a schema of its own (as_of_…), left in place for queries; the live tables are untouched.
 */
async function main() {
    const { values: args } = (0, node_util_1.parseArgs)({ options: { verify: { type: 'boolean', default: false }, 'as-of': { type: 'string' } } });
    const verifyOnly = args.verify;
    const asOf = (0, as_of_1.parseAsOf)(args['as-of'] ?? null, 'as-of') ?? undefined;
    const cli = await (0, cli_context_1.openCliContext)();
    try {
        const rebuilder = cli.app.get(projection_rebuilder_1.ProjectionRebuilder);
        const report = await rebuilder.rebuild({
            verifyOnly,
            asOf,
            onProgress: (n) => n % 50_000 === 0 && process.stderr.write(`  replayed ${n} events\n`),
        });
        if (report.schema) {
            process.stdout.write(`Rebuilt the read models as of ${args['as-of']} from ${report.events} events into schema ${report.schema}:\n`);
            for (const table of report.tables)
                process.stdout.write(`  ${report.schema}.${table.table}: ${table.rebuiltRows} rows\n`);
            process.stdout.write(`Query it like the live tables, e.g. SELECT * FROM ${report.schema}.plants; drop it with DROP SCHEMA ${report.schema} CASCADE.\n`);
            return 0;
        }
        print(report, verifyOnly);
        return verifyOnly && !report.equal ? 1 : 0;
    }
    finally {
        await cli.close();
    }
}
function print(report, verifyOnly) {
    const lines = [
        `${verifyOnly ? 'Verified' : 'Rebuilt'} ${report.tables.length} read-model tables from ${report.events} events in ${report.seconds.toFixed(2)} s`,
    ];
    for (const table of report.tables) {
        lines.push(`  ${table.equal ? 'equal    ' : 'DIFFERENT'} ${table.table}: live ${table.liveRows} rows, rebuilt ${table.rebuiltRows} rows`);
        for (const row of table.onlyLive)
            lines.push(`      only in live:    ${row}`);
        for (const row of table.onlyRebuilt)
            lines.push(`      only in rebuilt: ${row}`);
    }
    lines.push(report.equal
        ? 'The read models equal the log.'
        : verifyOnly
            ? 'The read models differ from the log.'
            : 'Differences above were replaced by what the log says.');
    process.stdout.write(`${lines.join('\n')}\n`);
}
main().then((code) => process.exit(code), (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
});
//# sourceMappingURL=rebuild-projections.js.map
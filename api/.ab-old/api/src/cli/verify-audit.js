"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const log_export_1 = require("../platform/event-store/log-export");
const node_util_1 = require("node:util");
const cli_context_1 = require("./cli-context");
/**
 * npm run audit:verify [-- --export <directory>]
 * Checks every stream's hash chain, that versions have no gaps and positions are unique, in the
 * database (default) or in an export. Names the first broken event and exits 1 if any.
 */
async function main() {
    const { values: args } = (0, node_util_1.parseArgs)({ options: { export: { type: 'string' } } });
    const started = process.hrtime.bigint();
    let report;
    if (args.export !== undefined)
        report = await (0, log_export_1.verifyExport)(args.export);
    else {
        const db = await (0, cli_context_1.openCliDatabase)();
        try {
            report = await (0, log_export_1.verifyDatabase)(db.dataSource);
        }
        finally {
            await db.close();
        }
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const lines = [`Checked ${report.events} events in ${report.streams} streams in ${seconds.toFixed(2)} s`];
    for (const problem of report.manifestProblems ?? [])
        lines.push(`  manifest: ${problem}`);
    if (report.problems.length > 0) {
        const first = report.problems[0];
        lines.push(`First broken event: position ${first.position} (${first.stream_id} version ${first.stream_version}): ${first.problem}`);
        for (const problem of report.problems.slice(1))
            lines.push(`  also: position ${problem.position} (${problem.stream_id} v${problem.stream_version}): ${problem.problem}`);
    }
    lines.push(report.ok ? `The log is intact. Last hash: ${report.lastHash ?? '-'}` : 'The log is NOT intact.');
    process.stdout.write(`${lines.join('\n')}\n`);
    return report.ok ? 0 : 1;
}
main().then((code) => process.exit(code), (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
});
//# sourceMappingURL=verify-audit.js.map
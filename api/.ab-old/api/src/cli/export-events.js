"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const node_path_1 = require("node:path");
const log_export_1 = require("../platform/event-store/log-export");
const node_util_1 = require("node:util");
const cli_context_1 = require("./cli-context");
/**
 * npm run events:export -- [--from <position>] [--to <position>] [--owner <id>] [--out <directory>]
 * Writes events.ndjson and manifest.json: what an auditor keeps, compares and verifies later
 * with `npm run audit:verify -- --export <directory>`.
 */
async function main() {
    const { values: args } = (0, node_util_1.parseArgs)({
        options: { from: { type: 'string' }, to: { type: 'string' }, owner: { type: 'string' }, out: { type: 'string' } },
    });
    const number = (name) => {
        const value = args[name];
        if (value === undefined)
            return undefined;
        if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
            throw new Error(`--${name} takes a whole number`);
        return Number(value);
    };
    const range = { from: number('from'), to: number('to'), ownerId: number('owner') };
    const out = (0, node_path_1.resolve)(args.out !== undefined
        ? args.out
        : `exports/events-${range.from ?? 'start'}-${range.to ?? 'end'}${range.ownerId ? `-owner-${range.ownerId}` : ''}`);
    const db = await (0, cli_context_1.openCliDatabase)();
    try {
        const manifest = await (0, log_export_1.exportLog)(db.dataSource, range, out);
        process.stdout.write(`Exported ${manifest.count} events (positions ${manifest.first_position ?? '-'} to ${manifest.last_position ?? '-'}) to ${out}\nlast hash: ${manifest.last_hash ?? '-'}\n`);
    }
    finally {
        await db.close();
    }
}
main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
});
//# sourceMappingURL=export-events.js.map
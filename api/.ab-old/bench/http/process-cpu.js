"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.treeCpuSeconds = treeCpuSeconds;
const node_fs_1 = require("node:fs");
/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every mainstream architecture). */
const TICKS_PER_SECOND = 100;
/** pid → [parent pid, user + system ticks] of every process /proc shows; empty where there is no /proc. */
function processTable() {
    const table = new Map();
    let entries;
    try {
        entries = (0, node_fs_1.readdirSync)('/proc');
    }
    catch {
        return table;
    }
    for (const entry of entries) {
        if (!/^\d+$/.test(entry))
            continue;
        try {
            const stat = (0, node_fs_1.readFileSync)(`/proc/${entry}/stat`, 'utf8');
            // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            table.set(Number(entry), [Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
        }
        catch {
            // The process ended between the listing and the read.
        }
    }
    return table;
}
/**
 * CPU seconds (user + system) used so far by process `pid` and every process under it (a
 * clustered server's workers), or NaN where /proc cannot tell. Differences of two readings give a
 * server's CPU cost of the work between them, which a wall-clock profile cannot: it also counts the
 * time the server waited, or was descheduled while PostgreSQL and the load generator ran.
 */
function treeCpuSeconds(pid) {
    const table = processTable();
    if (!table.has(pid))
        return Number.NaN;
    const children = new Map();
    for (const [child, [parent]] of table)
        children.set(parent, [...(children.get(parent) ?? []), child]);
    let ticks = 0;
    const pending = [pid];
    while (pending.length > 0) {
        const next = pending.pop();
        ticks += table.get(next)?.[1] ?? 0;
        pending.push(...(children.get(next) ?? []));
    }
    return ticks / TICKS_PER_SECOND;
}
//# sourceMappingURL=process-cpu.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EXPORT_FORMAT = void 0;
exports.exportLog = exportLog;
exports.verifyDatabase = verifyDatabase;
exports.verifyExport = verifyExport;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const node_readline_1 = require("node:readline");
const node_events_1 = require("node:events");
const log_reader_1 = require("./log-reader");
const log_verifier_1 = require("./log-verifier");
exports.EXPORT_FORMAT = 'paani-events/1';
/**
 * Writes events.ndjson (one event a line, with its hash and previous hash) and manifest.json
 * (range, count, last hash, the file's sha256) into `directory`.
 */
async function exportLog(dataSource, range, directory) {
    (0, node_fs_1.mkdirSync)(directory, { recursive: true });
    const file = (0, node_path_1.join)(directory, 'events.ndjson');
    const out = (0, node_fs_1.createWriteStream)(file);
    const digest = (0, node_crypto_1.createHash)('sha256');
    let count = 0;
    let first = null;
    let last = null;
    for await (const event of (0, log_reader_1.readLog)(dataSource, range)) {
        const line = `${JSON.stringify(event)}\n`;
        digest.update(line);
        if (!out.write(line))
            await (0, node_events_1.once)(out, 'drain');
        count += 1;
        first ??= event.position;
        last = { position: event.position, hash: event.hash };
    }
    out.end();
    await (0, node_events_1.once)(out, 'finish');
    const manifest = {
        format: exports.EXPORT_FORMAT,
        range: { from: range.from ?? null, to: range.to ?? null, owner_id: range.ownerId ?? null },
        count,
        first_position: first,
        last_position: last?.position ?? null,
        last_hash: last?.hash ?? null,
        file: 'events.ndjson',
        file_sha256: digest.digest('hex'),
        exported_at: new Date().toISOString(),
    };
    (0, node_fs_1.writeFileSync)((0, node_path_1.join)(directory, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
}
/** Verifies the whole log in the database. */
async function verifyDatabase(dataSource) {
    const verifier = new log_verifier_1.LogVerifier();
    for await (const event of (0, log_reader_1.readLog)(dataSource))
        verifier.feed(event);
    return verifier.finish();
}
/** Verifies an export directory: every line's chain and hash, and the manifest's count, last hash and file digest. */
async function verifyExport(directory) {
    const manifestFile = (0, node_path_1.join)(directory, 'manifest.json');
    const manifest = (0, node_fs_1.existsSync)(manifestFile) ? JSON.parse((0, node_fs_1.readFileSync)(manifestFile, 'utf8')) : null;
    const partial = !manifest || manifest.range.from !== null || manifest.range.owner_id !== null;
    const verifier = new log_verifier_1.LogVerifier({ partial });
    const digest = (0, node_crypto_1.createHash)('sha256');
    const lines = (0, node_readline_1.createInterface)({ input: (0, node_fs_1.createReadStream)((0, node_path_1.join)(directory, manifest?.file ?? 'events.ndjson')), crlfDelay: Infinity });
    for await (const line of lines) {
        if (line === '')
            continue;
        digest.update(`${line}\n`);
        verifier.feed(JSON.parse(line));
    }
    const report = verifier.finish();
    const manifestProblems = [];
    if (!manifest)
        manifestProblems.push('manifest.json is missing');
    else {
        if (manifest.count !== report.events)
            manifestProblems.push(`the manifest says ${manifest.count} events, the file has ${report.events}`);
        if (manifest.last_hash !== report.lastHash)
            manifestProblems.push('the last hash differs from the manifest');
        if (manifest.file_sha256 !== digest.digest('hex'))
            manifestProblems.push('the file digest differs from the manifest (lines were changed, added or removed)');
    }
    return { ...report, ok: report.ok && manifestProblems.length === 0, manifestProblems };
}
//# sourceMappingURL=log-export.js.map
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { DataSource } from 'typeorm';
import { LogRange, readLog } from './log-reader';
import { LogVerifier, VerifyReport } from './log-verifier';

export const EXPORT_FORMAT = 'paani-events/1';

export interface ExportManifest {
  format: string;
  range: { from: number | null; to: number | null; owner_id: number | null };
  count: number;
  first_position: string | null;
  last_position: string | null;
  last_hash: string | null;
  file: string;
  file_sha256: string;
  exported_at: string;
}

/**
 * Writes events.ndjson (one event a line, with its hash and previous hash) and manifest.json
 * (range, count, last hash, the file's sha256) into `directory`.
 */
export async function exportLog(dataSource: DataSource, range: LogRange, directory: string): Promise<ExportManifest> {
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'events.ndjson');
  const out = createWriteStream(file);
  const digest = createHash('sha256');
  let count = 0;
  let first: string | null = null;
  let last: { position: string; hash: string } | null = null;
  for await (const event of readLog(dataSource, range)) {
    const line = `${JSON.stringify(event)}\n`;
    digest.update(line);
    if (!out.write(line)) await once(out, 'drain');
    count += 1;
    first ??= event.position;
    last = { position: event.position, hash: event.hash };
  }
  out.end();
  await once(out, 'finish');
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    range: { from: range.from ?? null, to: range.to ?? null, owner_id: range.ownerId ?? null },
    count,
    first_position: first,
    last_position: last?.position ?? null,
    last_hash: last?.hash ?? null,
    file: 'events.ndjson',
    file_sha256: digest.digest('hex'),
    exported_at: new Date().toISOString(),
  };
  writeFileSync(join(directory, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Verifies the whole log in the database. */
export async function verifyDatabase(dataSource: DataSource): Promise<VerifyReport> {
  const verifier = new LogVerifier();
  for await (const event of readLog(dataSource)) verifier.feed(event);
  return verifier.finish();
}

/** Verifies an export directory: every line's chain and hash, and the manifest's count, last hash and file digest. */
export async function verifyExport(directory: string): Promise<VerifyReport & { manifestProblems: string[] }> {
  const manifestFile = join(directory, 'manifest.json');
  const manifest: ExportManifest | null = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;
  const partial = !manifest || manifest.range.from !== null || manifest.range.owner_id !== null;
  const verifier = new LogVerifier({ partial });
  const digest = createHash('sha256');
  const lines = createInterface({ input: createReadStream(join(directory, manifest?.file ?? 'events.ndjson')), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    digest.update(`${line}\n`);
    verifier.feed(JSON.parse(line));
  }
  const report = verifier.finish();
  const manifestProblems: string[] = [];
  if (!manifest) manifestProblems.push('manifest.json is missing');
  else {
    if (manifest.count !== report.events)
      manifestProblems.push(`the manifest says ${manifest.count} events, the file has ${report.events}`);
    if (manifest.last_hash !== report.lastHash) manifestProblems.push('the last hash differs from the manifest');
    if (manifest.file_sha256 !== digest.digest('hex'))
      manifestProblems.push('the file digest differs from the manifest (lines were changed, added or removed)');
  }
  return { ...report, ok: report.ok && manifestProblems.length === 0, manifestProblems };
}

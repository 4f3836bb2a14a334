import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * A backup is one plain tar file (POSIX ustar): `tar tvf` lists it and `tar xf` unpacks it on any
 * machine, so the dump can be restored by hand with nothing of Paani at hand. Only regular files,
 * written and read here without a dependency. A size past ustar's 8 GiB is written in GNU tar's
 * base-256 form, which GNU tar, bsdtar and this reader all read.
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export interface ArchiveEntry {
  name: string;
  /** Where the entry's bytes start in the archive, and how many there are. */
  offset: number;
  size: number;
}

/** An archive that cannot be read as one: named in the message, refused before anything is written. */
export class ArchiveError extends Error {}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** One ustar header block. Exported for the tests, which also make the kinds of entry a backup never holds. */
export function tarHeader(name: string, size: number, mtime: Date, type = '0'): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  block.write(name, 0, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  if (size <= MAX_OCTAL_SIZE) block.write(octal(size, 12), 124, 'ascii');
  else {
    block[124] = 0x80;
    let rest = BigInt(size);
    for (let i = 135; i > 124; i -= 1, rest >>= 8n) block[i] = Number(rest & 0xffn);
  }
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write('paani', 265, 'ascii');
  block.write('paani', 297, 'ascii');
  block.write(`${checksum(block).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** An entry's size from its header: octal, or GNU tar's base-256 past 8 GiB. */
export function entrySize(block: Buffer): number {
  if (block[124] & 0x80) {
    let value = 0n;
    for (let i = 125; i < 136; i += 1) value = (value << 8n) | BigInt(block[i]);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ArchiveError('an entry of the archive has an impossible size');
    return Number(value);
  }
  const field = text(block, 124, 12).trim();
  if (!/^[0-7]+$/.test(field)) throw new ArchiveError('an entry of the archive has an unreadable size');
  return parseInt(field, 8);
}

/** Writes entries one after another into a new file; `finish` ends it and gives its SHA-256. */
export class ArchiveWriter {
  private readonly digest = createHash('sha256');
  private offset = 0;

  private constructor(private readonly file: FileHandle) {}

  static async create(path: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(await open(path, 'wx', 0o600));
  }

  private async write(bytes: Buffer): Promise<void> {
    this.digest.update(bytes);
    let written = 0;
    while (written < bytes.length)
      written += (await this.file.write(bytes, written, bytes.length - written, this.offset + written)).bytesWritten;
    this.offset += bytes.length;
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest !== 0) await this.write(Buffer.alloc(BLOCK - rest));
  }

  async addBuffer(name: string, content: Buffer, mtime = new Date()): Promise<void> {
    await this.write(tarHeader(name, content.length, mtime));
    await this.write(content);
    await this.pad(content.length);
  }

  /** Copies a file in, streamed; its size must not change meanwhile. */
  async addFile(name: string, path: string, size: number, mtime = new Date()): Promise<void> {
    await this.write(tarHeader(name, size, mtime));
    let copied = 0;
    for await (const chunk of createReadStream(path)) {
      await this.write(chunk as Buffer);
      copied += (chunk as Buffer).length;
    }
    if (copied !== size) throw new Error(`${path} changed size while it was archived`);
    await this.pad(size);
  }

  async finish(): Promise<string> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.file.sync();
    await this.file.close();
    return this.digest.digest('hex');
  }

  async abandon(): Promise<void> {
    await this.file.close().catch(() => undefined);
  }
}

/** Lists an archive's entries, checking every header; anything but plain files with safe names is refused. */
export async function listArchive(path: string): Promise<ArchiveEntry[]> {
  const file = await open(path, 'r');
  try {
    const { size: total } = await file.stat();
    const entries: ArchiveEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    for (;;) {
      if (position + BLOCK > total) throw new ArchiveError('the archive ends in the middle (it is cut short)');
      const { bytesRead } = await file.read(block, 0, BLOCK, position);
      if (bytesRead !== BLOCK) throw new ArchiveError('the archive ends in the middle (it is cut short)');
      if (block.every((byte) => byte === 0)) return entries;
      const stored = parseInt(text(block, 148, 8).trim(), 8);
      if (stored !== checksum(block)) throw new ArchiveError(`the archive's header at byte ${position} is damaged`);
      if (text(block, 257, 6) !== 'ustar') throw new ArchiveError('this is not a Paani backup (not a ustar archive)');
      const type = String.fromCharCode(block[156]);
      const prefix = text(block, 345, 155);
      const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
      if (type !== '0' && type !== '\0') throw new ArchiveError(`the archive holds ${name}, which is not a plain file`);
      if (name === '' || name.startsWith('/') || name.split('/').includes('..'))
        throw new ArchiveError(`the archive holds an entry with an unsafe name: ${JSON.stringify(name)}`);
      if (entries.some((entry) => entry.name === name)) throw new ArchiveError(`the archive holds ${name} twice`);
      const length = entrySize(block);
      const offset = position + BLOCK;
      if (offset + length > total) throw new ArchiveError(`the archive ends in the middle of ${name} (it is cut short)`);
      entries.push({ name, offset, size: length });
      position = offset + Math.ceil(length / BLOCK) * BLOCK;
    }
  } finally {
    await file.close();
  }
}

/** An entry's bytes in memory: for the small ones (the manifest, a secret). */
export async function readEntry(path: string, entry: ArchiveEntry): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const content = Buffer.alloc(entry.size);
    const { bytesRead } = await file.read(content, 0, entry.size, entry.offset);
    if (bytesRead !== entry.size) throw new ArchiveError(`the archive ends in the middle of ${entry.name}`);
    return content;
  } finally {
    await file.close();
  }
}

/** An entry's bytes, streamed from the archive. */
export function entryStream(path: string, entry: ArchiveEntry): Readable {
  return entry.size > 0 ? createReadStream(path, { start: entry.offset, end: entry.offset + entry.size - 1 }) : Readable.from([]);
}

/** An entry's SHA-256, streamed; with `copyTo`, its bytes are written to that file on the way. */
export async function hashEntry(path: string, entry: ArchiveEntry, copyTo?: string): Promise<string> {
  const digest = createHash('sha256');
  const source = entryStream(path, entry);
  const hashed = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      digest.update(chunk);
      yield chunk;
    }
  };
  if (copyTo) await pipeline(source, hashed, createWriteStream(copyTo, { mode: 0o600 }));
  else for await (const _chunk of hashed(source)) void _chunk;
  return digest.digest('hex');
}

/** A file's SHA-256 and size, streamed. */
export async function hashFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const digest = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    digest.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: digest.digest('hex'), bytes };
}

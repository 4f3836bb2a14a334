import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

/** A workbook part unpacked larger than this is refused: no register of 20,000 customers comes near it, a zip bomb does. */
export const MAX_PART_BYTES = 50 * 1024 * 1024;

export class UnreadableWorkbook extends Error {}
export class OversizedWorkbook extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

interface Part {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

/** The zip's central directory: where each part is and what size it says it unpacks to. */
function partsOf(zip: Buffer): Part[] {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = zip.length - 22;
  while (end >= lowest && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < lowest) throw new UnreadableWorkbook();
  const count = zip.readUInt16LE(end + 10);
  const parts: Part[] = [];
  for (let at = zip.readUInt32LE(end + 16), i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new UnreadableWorkbook();
    parts.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localHeader: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** Unpacks one part on zlib's thread pool, never more than MAX_PART_BYTES of it, whatever its header says. */
async function unpackWithinLimit(zip: Buffer, part: Part): Promise<void> {
  const header = part.localHeader;
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_HEADER) throw new UnreadableWorkbook();
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  const data = zip.subarray(start, start + part.compressedSize);
  if (part.method === STORED) return;
  if (part.method !== DEFLATED) throw new UnreadableWorkbook();
  try {
    await inflate(data, { maxOutputLength: MAX_PART_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new OversizedWorkbook();
    throw new UnreadableWorkbook();
  }
}

/**
 * Refuses a workbook any part of which unpacks beyond MAX_PART_BYTES, before anything reads it: the
 * streaming reader spools a sheet that comes before the shared strings to a temporary file, so a
 * zip bomb would otherwise be written out in full. The sizes the directory declares are checked
 * first (a bomb made by an ordinary zip tool is refused without unpacking anything); then every
 * part is unpacked once, off the event loop and capped, for a file that lies about them.
 */
export async function assertPartsFit(zip: Buffer): Promise<void> {
  const parts = partsOf(zip);
  if (parts.some((part) => part.declaredSize > MAX_PART_BYTES || (part.method === STORED && part.compressedSize > MAX_PART_BYTES)))
    throw new OversizedWorkbook();
  for (const part of parts) await unpackWithinLimit(zip, part);
}

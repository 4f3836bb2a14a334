import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ArchiveWriter, entrySize, hashEntry, listArchive, readEntry, tarHeader } from './archive';

describe('backup archive (plain ustar)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'paani-archive-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('writes entries that it and the system tar read back byte for byte', async () => {
    const big = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    writeFileSync(join(folder, 'big.bin'), big);
    const path = join(folder, 'round-trip.tar');
    const writer = await ArchiveWriter.create(path);
    await writer.addBuffer('manifest.json', Buffer.from('{"a":1}\n'));
    await writer.addFile('database.dump', join(folder, 'big.bin'), big.length);
    await writer.addBuffer('files/empty', Buffer.alloc(0));
    const digest = await writer.finish();
    expect(digest).toBe(sha256(readFileSync(path)));

    const entries = await listArchive(path);
    expect(entries.map(({ name, size }) => [name, size])).toEqual([
      ['manifest.json', 8],
      ['database.dump', 5000],
      ['files/empty', 0],
    ]);
    expect((await readEntry(path, entries[0])).toString()).toBe('{"a":1}\n');
    expect(await hashEntry(path, entries[1], join(folder, 'copy.bin'))).toBe(sha256(big));
    expect(readFileSync(join(folder, 'copy.bin')).equals(big)).toBe(true);
    expect(await hashEntry(path, entries[2])).toBe(sha256(Buffer.alloc(0)));

    const out = join(folder, 'extracted');
    mkdirSync(out);
    const tar = spawnSync('tar', ['xf', path, '-C', out]);
    if (tar.error) return; // no tar on this machine
    expect(tar.status).toBe(0);
    expect(readFileSync(join(out, 'database.dump')).equals(big)).toBe(true);
  });

  it("writes sizes past ustar's 8 GiB in base-256, and reads both forms", () => {
    expect(entrySize(tarHeader('small', 1234, new Date()))).toBe(1234);
    expect(entrySize(tarHeader('large', 9_000_000_000, new Date()))).toBe(9_000_000_000);
  });

  const archiveOf = (...blocks: Buffer[]) => {
    const path = join(folder, `crafted-${Math.random().toString(36).slice(2)}.tar`);
    writeFileSync(path, Buffer.concat([...blocks, Buffer.alloc(1024)]));
    return path;
  };

  it('refuses what a backup never holds: unsafe names, links, damaged headers, a cut end', async () => {
    await expect(listArchive(archiveOf(tarHeader('../etc/passwd', 0, new Date())))).rejects.toThrow(/unsafe name/);
    await expect(listArchive(archiveOf(tarHeader('/abs', 0, new Date())))).rejects.toThrow(/unsafe name/);
    await expect(listArchive(archiveOf(tarHeader('link', 0, new Date(), '2')))).rejects.toThrow(/not a plain file/);
    const damaged = tarHeader('manifest.json', 0, new Date());
    damaged[3] ^= 1;
    await expect(listArchive(archiveOf(damaged))).rejects.toThrow(/damaged/);
    const cut = join(folder, 'cut.tar');
    writeFileSync(cut, Buffer.concat([tarHeader('database.dump', 4096, new Date()), Buffer.alloc(512)]));
    await expect(listArchive(cut)).rejects.toThrow(/cut short/);
    await expect(listArchive(archiveOf(tarHeader('a', 0, new Date()), tarHeader('a', 0, new Date())))).rejects.toThrow(/twice/);
  });
});

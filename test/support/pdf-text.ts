import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The text pdf.js reads back from a PDF (see extract-pdf-text.mjs), and its page count; rejects on a PDF it cannot read. */
export function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(__dirname, 'extract-pdf-text.mjs')], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdf-text failed (${code}): ${Buffer.concat(err).toString()}`));
      resolve(JSON.parse(Buffer.concat(out).toString()) as { text: string; pages: number });
    });
    child.stdin.end(pdf);
  });
}

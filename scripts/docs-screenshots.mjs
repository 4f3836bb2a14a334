#!/usr/bin/env node
// `npm run docs:screenshots`: the README's pictures, taken from the real screens. The browser
// tests drive Chromium through the built product on a seeded database and save their screenshots
// under test/screenshots/; this copies the ones the README shows into docs/images/.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PICTURES = ['customers-ledger', 'rider-sheet-urdu', 'statement-share', 'admin-dashboard'];

mkdirSync(join(root, 'docs/images'), { recursive: true });
const missing = PICTURES.filter((name) => !existsSync(join(root, 'test/screenshots', `${name}.png`)));
if (missing.length > 0) {
  console.error(`No screenshot for ${missing.join(', ')}: run the browser tests first (npm run test:browser).`);
  process.exit(1);
}
for (const name of PICTURES) copyFileSync(join(root, 'test/screenshots', `${name}.png`), join(root, 'docs/images', `${name}.png`));
console.log(`copied ${PICTURES.length} screenshots to docs/images/`);

// The text of a PDF read from stdin, as pdf.js (through pdf-parse) extracts it, printed as JSON.
// A process of its own because pdf.js loads its worker with a dynamic import(), which jest's
// CommonJS sandbox refuses.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
try {
  const { text, total } = await parser.getText();
  process.stdout.write(JSON.stringify({ text, pages: total }));
} finally {
  await parser.destroy();
}

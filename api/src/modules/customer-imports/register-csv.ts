import Papa from 'papaparse';
import { yieldToEventLoop } from '../../platform/event-loop';
import { hasContent, RegisterRow, RegisterTable } from './register-rows';

/** Text parsed between two turns of the event loop (a few milliseconds' work). */
const CHARACTERS_PER_SLICE = 64 * 1024;

/**
 * Parses CSV text a slice at a time (Papa's chunks carry a record cut at a slice's end over to the
 * next), with a turn of the event loop between slices so other requests are answered meanwhile.
 * It keeps the records until `keep` of them have content; the rest are only counted, so the owner
 * of a register too long to import is told how long it is. A record's number is the row Excel
 * shows when it opens the file (a quoted line break stays in its cell).
 */
export function parseCsv(text: string, keep: number): Promise<RegisterTable> {
  return new Promise((resolve, reject) => {
    const rows: RegisterRow[] = [];
    let records = 0;
    let withContent = 0;
    Papa.parse<string[]>(text, {
      skipEmptyLines: false,
      delimitersToGuess: [',', ';', '\t', '|'],
      chunkSize: CHARACTERS_PER_SLICE,
      chunk: (result: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        // Only a broken quote makes a record a problem: one column only (nothing to guess a delimiter from) is not one.
        const problems = new Map<number, string>();
        for (const error of result.errors) {
          if (error.type === 'Delimiter' || typeof error.row !== 'number' || problems.has(error.row)) continue;
          problems.set(error.row, error.type === 'Quotes' ? 'The row has a quote (") that does not close.' : error.message);
        }
        result.data.forEach((cells: string[], index: number) => {
          records += 1;
          const row: RegisterRow = {
            row: records,
            cells: cells.map((cell) => cell ?? ''),
            unreadable: new Map(),
            problem: problems.get(index),
          };
          if (hasContent(row)) withContent += 1;
          if (withContent <= keep) rows.push(row);
        });
        parser.pause();
        yieldToEventLoop().then(() => parser.resume(), reject);
      },
      complete: () => resolve({ rows, withContent, complete: true }),
      error: (error: Error) => reject(error),
    });
  });
}

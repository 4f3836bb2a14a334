/** Columns a register may have; a header row longer than this is refused. */
export const MAX_COLUMNS = 100;

/** One data row of the register: its number as the owner sees it (the header is usually 1) and its cells as text. */
export interface RegisterRow {
  row: number;
  cells: string[];
  /** Cells that cannot be read (a formula without a saved result, an error value), by column index. */
  unreadable: Map<number, string>;
  /** A problem with the row as a whole (broken quotes in a CSV). */
  problem?: string;
}

/** What a reader of the file gives: its first rows, and how many rows with content it found. */
export interface RegisterTable {
  /** The rows in order, blank ones included, until the reader had what it was asked to keep. */
  rows: RegisterRow[];
  /** Rows with content: all of the file's when `complete`, else at least this many (the reader stopped early). */
  withContent: number;
  complete: boolean;
}

/** A row that says anything: a cell with text, a cell that cannot be read, or a problem of its own. */
export const hasContent = (row: RegisterRow): boolean =>
  row.problem !== undefined || row.unreadable.size > 0 || row.cells.some((cell) => cell.trim() !== '');

"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.FILE_TOO_LARGE = exports.FILE_EMPTY = exports.FILE_TYPE_REFUSED = exports.MAX_COLUMNS = exports.MAX_ROWS = exports.MAX_FILE_BYTES = void 0;
exports.detectFormat = detectFormat;
exports.readRegister = readRegister;
const exceljs_1 = __importDefault(require("exceljs"));
const papaparse_1 = __importDefault(require("papaparse"));
const domain_error_1 = require("../../platform/domain/domain-error");
/** The largest register accepted (the multipart reader stops at this many bytes). */
exports.MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Data rows per import; a bigger register is split into several files. */
exports.MAX_ROWS = 20_000;
exports.MAX_COLUMNS = 100;
/** A cell longer than this is refused (no customer field is anywhere near it). */
const MAX_CELL_LENGTH = 2_000;
exports.FILE_TYPE_REFUSED = 'Upload the register as a CSV (.csv) or Excel workbook (.xlsx) file.';
exports.FILE_EMPTY = 'The file is empty: it needs a header row and at least one customer.';
exports.FILE_TOO_LARGE = 'The file is larger than 10 MB. Split the register into smaller files.';
const NOT_UTF8 = 'The CSV file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again.';
const BROKEN_XLSX = 'The workbook cannot be read: it is damaged or not an .xlsx file. Open it in Excel, save it as .xlsx and upload it again.';
const OLD_EXCEL = 'Old Excel (.xls) workbooks are not read. In Excel, save the register as .xlsx (Excel Workbook) or CSV and upload it again.';
const refuse = (message, code) => new domain_error_1.DomainError('validation', message, { code, errors: { file: [message] } });
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** CSV or XLSX, from the bytes first (a renamed file is what it is), then the name. */
function detectFormat(name, content) {
    const lower = name.toLowerCase();
    if (content.subarray(0, 4).equals(ZIP_MAGIC)) {
        if (lower.endsWith('.xlsx') || lower.endsWith('.xlsm') || !/\.[a-z0-9]+$/.test(lower))
            return 'xlsx';
        throw refuse(exports.FILE_TYPE_REFUSED, 'IMPORT_FILE_TYPE');
    }
    if (content.subarray(0, 4).equals(OLE_MAGIC) || lower.endsWith('.xls'))
        throw refuse(OLD_EXCEL, 'IMPORT_FILE_TYPE');
    if (lower.endsWith('.xlsx'))
        throw refuse(BROKEN_XLSX, 'IMPORT_FILE_UNREADABLE');
    if (lower.endsWith('.csv') || lower.endsWith('.txt') || !/\.[a-z0-9]+$/.test(lower))
        return 'csv';
    throw refuse(exports.FILE_TYPE_REFUSED, 'IMPORT_FILE_TYPE');
}
/** Reads the register: the first row with any text is the header, the rows after it are customers. */
async function readRegister(name, content) {
    if (content.length === 0)
        throw refuse(exports.FILE_EMPTY, 'IMPORT_FILE_EMPTY');
    const format = detectFormat(name, content);
    const table = format === 'csv' ? readCsv(content) : await readXlsx(content);
    const headerAt = table.findIndex((row) => row.cells.some((cell) => cell.trim() !== ''));
    if (headerAt < 0)
        throw refuse(exports.FILE_EMPTY, 'IMPORT_FILE_EMPTY');
    const headerRow = table[headerAt];
    const headers = trimTrailingEmpty(headerRow.cells).map((cell) => cell.trim());
    if (headerRow.unreadable.size > 0)
        throw refuse('The header row holds formulas; type the column names as text.', 'IMPORT_FILE_UNREADABLE');
    if (headers.length > exports.MAX_COLUMNS)
        throw refuse(`The file has ${headers.length} columns; at most ${exports.MAX_COLUMNS} are read.`, 'IMPORT_TOO_MANY_COLUMNS');
    const rows = table.slice(headerAt + 1).filter((row) => row.problem || row.unreadable.size > 0 || row.cells.some((c) => c.trim() !== ''));
    if (rows.length === 0)
        throw refuse(exports.FILE_EMPTY, 'IMPORT_FILE_EMPTY');
    if (rows.length > exports.MAX_ROWS) {
        throw refuse(`The file has ${rows.length.toLocaleString('en')} customer rows; one import takes at most ${exports.MAX_ROWS.toLocaleString('en')}. Split the register into smaller files.`, 'IMPORT_TOO_MANY_ROWS');
    }
    for (const row of rows) {
        row.cells.forEach((cell, index) => {
            if (cell.length > MAX_CELL_LENGTH)
                row.unreadable.set(index, `The cell holds ${cell.length} characters; at most ${MAX_CELL_LENGTH}.`);
        });
    }
    return { format, headers, rows };
}
function trimTrailingEmpty(cells) {
    let end = cells.length;
    while (end > 0 && cells[end - 1].trim() === '')
        end -= 1;
    return cells.slice(0, end);
}
function readCsv(content) {
    if (content.includes(0))
        throw refuse('The file is not a CSV text file.', 'IMPORT_FILE_TYPE');
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
    }
    catch {
        throw refuse(NOT_UTF8, 'IMPORT_FILE_ENCODING');
    }
    const parsed = papaparse_1.default.parse(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
    const problems = new Map();
    for (const error of parsed.errors) {
        if (error.type === 'Delimiter')
            continue; // one column only: nothing to guess, not a problem
        if (typeof error.row === 'number' && !problems.has(error.row)) {
            problems.set(error.row, error.type === 'Quotes' ? 'The row has a quote (") that does not close.' : error.message);
        }
    }
    // A record's number is the row Excel shows when it opens the file (a quoted line break stays in its cell).
    return parsed.data.map((cells, index) => ({
        row: index + 1,
        cells: cells.map((cell) => cell ?? ''),
        unreadable: new Map(),
        problem: problems.get(index),
    }));
}
/** A number as the owner typed it, without binary floating noise (0.1 + 0.2 is 0.3). */
function numberText(value) {
    return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
}
function plainValue(value) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'number')
        return numberText(value);
    if (typeof value === 'boolean')
        return value ? 'TRUE' : 'FALSE';
    if (value instanceof Date)
        return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
    return String(value);
}
/**
 * A cell's text. A formula is never calculated here: its result as Excel saved it is used, and a
 * formula saved without a result (written by a program, never opened in Excel) is refused.
 */
function cellText(value) {
    if (value === null || value === undefined)
        return { text: '' };
    if (typeof value !== 'object' || value instanceof Date)
        return { text: plainValue(value) };
    if ('error' in value)
        return { text: '', problem: `The cell shows the error ${value.error}.` };
    if ('formula' in value || 'sharedFormula' in value) {
        const result = value.result;
        if (result === undefined || result === null) {
            return {
                text: '',
                problem: 'The cell holds a formula without a saved result. Formulas are not calculated here: open the file in Excel, save it, and upload it again, or type the value.',
            };
        }
        if (typeof result === 'object' && !(result instanceof Date) && 'error' in result) {
            return { text: '', problem: `The cell's formula gives the error ${result.error}.` };
        }
        return { text: plainValue(result) };
    }
    if ('richText' in value)
        return { text: value.richText.map((part) => part.text).join('') };
    if ('hyperlink' in value)
        return { text: plainValue(value.text) };
    return { text: '' };
}
const columnLetter = (index) => {
    let letters = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
        letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
    return letters;
};
async function readXlsx(content) {
    const workbook = new exceljs_1.default.Workbook();
    try {
        await workbook.xlsx.load(content);
    }
    catch {
        throw refuse(BROKEN_XLSX, 'IMPORT_FILE_UNREADABLE');
    }
    // The first sheet that has anything on it (a workbook may open on an empty cover sheet).
    const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
    if (!sheet)
        throw refuse(exports.FILE_EMPTY, 'IMPORT_FILE_EMPTY');
    if (sheet.actualRowCount > exports.MAX_ROWS + 1) {
        throw refuse(`The sheet has ${sheet.actualRowCount.toLocaleString('en')} rows; one import takes at most ${exports.MAX_ROWS.toLocaleString('en')} customers. Split the register into smaller files.`, 'IMPORT_TOO_MANY_ROWS');
    }
    const rows = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        const cells = [];
        const unreadable = new Map();
        row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
            const index = columnNumber - 1;
            if (index >= exports.MAX_COLUMNS * 2)
                return;
            // A merged cell repeats its master's value only once, where the owner typed it.
            if (cell.isMerged && cell.master !== cell)
                return;
            const { text, problem } = cellText(cell.value);
            while (cells.length < index)
                cells.push('');
            cells[index] = text;
            if (problem)
                unreadable.set(index, `${columnLetter(index)}${rowNumber}: ${problem}`);
        });
        rows.push({ row: rowNumber, cells, unreadable });
    });
    return rows;
}
//# sourceMappingURL=register-file.js.map
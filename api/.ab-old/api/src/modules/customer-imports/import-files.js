"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.importTemplate = importTemplate;
exports.errorsCsv = errorsCsv;
const exceljs_1 = __importDefault(require("exceljs"));
const papaparse_1 = __importDefault(require("papaparse"));
const import_columns_1 = require("./import-columns");
/** The template's example row: one customer as a register would hold them. */
const EXAMPLE = {
    code: 'C-0001',
    name: 'Ahmed Khan',
    phone: '0300-1234567',
    whatsapp: '0300-1234567',
    address: 'House 12, Street 4',
    area_name: 'Gulberg',
    rate: 60,
    opening_balance: 1200,
    opening_cans: 2,
    security_deposit_cans: 2,
    security_deposit_amount: 1000,
    credit_limit: 5000,
    can_limit: 5,
    notes: 'Gate 2, ring the bell',
    language: 'Urdu',
};
const NOTES = [
    'One customer per row. Name and Area are required; every other column may be left empty or removed.',
    'Phone and WhatsApp: Pakistani mobile numbers, e.g. 0300-1234567 or +92 300 1234567.',
    'Opening Balance: what the customer owes today (negative for an advance). Opening Cans: cans at the customer today.',
    'Language: the statement and WhatsApp language, English or Urdu (English when empty).',
    'Headers in Urdu are understood too: نام، فون، پتہ، علاقہ، ریٹ، بقایا، بوتلیں، زبان.',
    'Customers already in the plant are matched by Code, else by Phone, so importing a file again adds no one twice.',
];
const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel opens a CSV as UTF-8 (Urdu included) only when it starts with the byte order mark. */
const BOM = '\ufeff';
/**
 * Cells starting with = + - @ (or a tab or carriage return) are written with an apostrophe before
 * them, so a spreadsheet shows them as text instead of running them (CSV injection); the import
 * removes that apostrophe again, so a corrected errors.csv imports as typed.
 */
const UNPARSE = { newline: '\r\n', escapeFormulae: true };
async function importTemplate(format) {
    const headers = import_columns_1.IMPORT_FIELDS.map((f) => f.header);
    const example = import_columns_1.IMPORT_FIELDS.map((f) => EXAMPLE[f.field]);
    if (format === 'csv') {
        const content = BOM + papaparse_1.default.unparse({ fields: headers, data: [example.map(String)] }, UNPARSE) + '\r\n';
        return { name: 'customers-template.csv', contentType: CSV_TYPE, content: Buffer.from(content, 'utf8') };
    }
    const workbook = new exceljs_1.default.Workbook();
    workbook.creator = 'Paani';
    const sheet = workbook.addWorksheet('Customers', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = import_columns_1.IMPORT_FIELDS.map((f) => ({ header: f.header, key: f.field, width: Math.max(14, f.header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    // Phones as text, so Excel keeps their leading zero.
    for (const field of ['code', 'phone', 'whatsapp'])
        sheet.getColumn(field).numFmt = '@';
    sheet.addRow(EXAMPLE);
    const notes = workbook.addWorksheet('How to fill');
    notes.getColumn(1).width = 110;
    for (const line of NOTES)
        notes.addRow([line]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    return { name: 'customers-template.xlsx', contentType: XLSX_TYPE, content };
}
/** The rows an import did not take, as the file had them, with a Row and an Error column: fix them and import this file again. */
function errorsCsv(importId, headers, rows) {
    const sorted = [...rows].sort((a, b) => a.row - b.row);
    const width = Math.max(headers.length, ...sorted.map((r) => r.cells.length));
    const pad = (cells) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
    const data = sorted.map((r) => [...pad(r.cells), String(r.row), r.messages.join(' ')]);
    const content = BOM + papaparse_1.default.unparse({ fields: [...pad(headers), 'Row', 'Error'], data }, UNPARSE) + '\r\n';
    return { name: `customer-import-${importId}-errors.csv`, contentType: CSV_TYPE, content: Buffer.from(content, 'utf8') };
}
//# sourceMappingURL=import-files.js.map
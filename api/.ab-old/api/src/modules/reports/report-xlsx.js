"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.reportWorkbook = reportWorkbook;
const exceljs_1 = __importDefault(require("exceljs"));
function addTable(sheet, part) {
    sheet.addRow(part.columns.map((column) => column.label)).font = { bold: true };
    for (const row of part.rows)
        sheet.addRow(part.columns.map((column) => row[column.key] ?? null));
    if (part.totals)
        sheet.addRow(part.columns.map((column) => part.totals[column.key] ?? null)).font = { bold: true };
    part.columns.forEach((column, index) => {
        const cells = sheet.getColumn(index + 1);
        if (column.kind === 'money')
            cells.numFmt = '#,##0.00';
        cells.width = Math.max(cells.width ?? 10, column.label.length + 2);
    });
}
/** The report as a workbook: a heading with the plant days, the table, and its detail table below. */
async function reportWorkbook(report) {
    const book = new exceljs_1.default.Workbook();
    const sheet = book.addWorksheet(report.title.slice(0, 31));
    sheet.addRow([report.title]).font = { bold: true, size: 14 };
    sheet.addRow([report.as_of ? `As of ${report.as_of}` : `${report.from} to ${report.to}`]);
    sheet.addRow([]);
    addTable(sheet, report.table);
    if (report.detail) {
        sheet.addRow([]);
        sheet.addRow([report.detail.title]).font = { bold: true };
        addTable(sheet, report.detail);
    }
    return Buffer.from(await book.xlsx.writeBuffer());
}
//# sourceMappingURL=report-xlsx.js.map
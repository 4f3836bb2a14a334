"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PREVIEW_ROWS = void 0;
exports.analyseImport = analyseImport;
exports.previewRows = previewRows;
const import_rows_1 = require("./import-rows");
const import_columns_1 = require("./import-columns");
exports.PREVIEW_ROWS = 20;
const SAMPLES = 3;
const key = (text) => text.trim().toLowerCase();
function withSamples(columns, file) {
    return columns.map((column) => {
        const samples = [];
        for (const row of file.rows) {
            if (samples.length >= SAMPLES)
                break;
            const text = (0, import_rows_1.cleanText)(row.cells[column.index] ?? '');
            if (text !== '')
                samples.push(text.slice(0, 80));
        }
        return { ...column, samples };
    });
}
/**
 * Everything an import decides before it writes, the same for a dry run and a real one: the
 * columns' fields, each row read and checked, and what happens to it (create, update, skip).
 *
 * Two rows of the file must not stand for one customer: a code used by an earlier row is an error,
 * and so is a row without a code whose phone an earlier row has (it would be matched to that
 * customer on the next import), as is a second row matched to one existing customer. An existing
 * customer of the plant matches by code, else by phone, as the customers' batch command matches them.
 */
function analyseImport(file, options, lookups) {
    const columns = withSamples((0, import_columns_1.mapColumns)(file.headers, options.mapping), file);
    const missing = (0, import_columns_1.missingFields)(columns);
    const counts = { rows: file.rows.length, valid: 0, invalid: 0, create: 0, update: 0, skip: 0 };
    if (missing.length > 0)
        return { columns, missingFields: missing, rows: [], counts, missingAreas: [], errors: [] };
    const codeColumn = columns.find((c) => c.field === 'code')?.header ?? null;
    const phoneColumn = columns.find((c) => c.field === 'phone')?.header ?? null;
    const areaColumn = columns.find((c) => c.field === 'area_name')?.header ?? null;
    const rowsByCode = new Map();
    const rowsByPhone = new Map();
    const rowsByCustomer = new Map();
    const missingAreas = new Map();
    const rows = file.rows.map((registerRow) => {
        const row = (0, import_rows_1.readRow)(registerRow, columns);
        const { values } = row;
        const fail = (column, field, message) => row.errors.push({ row: row.row, column, field, message });
        if (values.code) {
            const earlier = rowsByCode.get(key(values.code));
            if (earlier !== undefined)
                fail(codeColumn, 'code', `Row ${earlier} has the same code.`);
            else
                rowsByCode.set(key(values.code), row.row);
        }
        else if (values.phone) {
            const earlier = rowsByPhone.get(values.phone);
            if (earlier !== undefined)
                fail(phoneColumn, 'phone', `Row ${earlier} has the same phone. Give each customer its own code to import both.`);
        }
        if (values.phone && !rowsByPhone.has(values.phone))
            rowsByPhone.set(values.phone, row.row);
        let newArea = false;
        if (values.area_name && !lookups.areas.has(key(values.area_name))) {
            if (options.createMissingAreas) {
                newArea = true;
                if (!missingAreas.has(key(values.area_name)))
                    missingAreas.set(key(values.area_name), values.area_name);
            }
            else {
                fail(areaColumn, 'area_name', `The area "${values.area_name}" does not exist in this plant. Add it first, or let the import create missing areas.`);
            }
        }
        if (row.errors.length > 0)
            return { ...row, action: 'error', customerId: null, newArea };
        const customerId = (values.code ? lookups.codes.get(key(values.code)) : undefined) ??
            (values.phone ? lookups.phones.get(values.phone) : undefined) ??
            null;
        if (customerId !== null) {
            const earlier = rowsByCustomer.get(customerId);
            if (earlier !== undefined) {
                fail(codeColumn ?? phoneColumn, values.code ? 'code' : 'phone', `Row ${earlier} is matched to the same existing customer.`);
                return { ...row, action: 'error', customerId: null, newArea };
            }
            rowsByCustomer.set(customerId, row.row);
        }
        const action = customerId === null ? 'create' : options.onExisting;
        return { ...row, action, customerId, newArea };
    });
    for (const row of rows) {
        if (row.action === 'error')
            counts.invalid += 1;
        else {
            counts.valid += 1;
            counts[row.action] += 1;
        }
    }
    // Areas named only by refused rows are not created.
    const usedAreas = new Set(rows.filter((r) => r.action !== 'error' && r.newArea).map((r) => key(r.values.area_name)));
    return {
        columns,
        missingFields: missing,
        rows,
        counts,
        missingAreas: [...missingAreas].filter(([name]) => usedAreas.has(name)).map(([, spelling]) => spelling),
        errors: rows.flatMap((row) => row.errors),
    };
}
function previewRows(analysis) {
    const mapped = analysis.columns.filter((column) => column.field !== null);
    return analysis.rows.slice(0, exports.PREVIEW_ROWS).map((row) => ({
        row: row.row,
        action: row.action,
        customer_id: row.customerId,
        new_area: row.newArea,
        values: row.values,
        raw: Object.fromEntries(mapped.map((column) => [column.field, (row.cells[column.index] ?? '').slice(0, 200)])),
    }));
}
//# sourceMappingURL=import-analysis.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.inRow = inRow;
const domain_error_1 = require("./domain-error");
/**
 * A refusal of one row of a batch, rethrown with the row named: field errors keyed
 * `{list}.{index}.{field}` (as the validation pipe keys a nested list), the message prefixed
 * "Row n: " (1-based, as a person counts) and `data.row` the 0-based index. Other errors pass.
 */
function inRow(error, list, index) {
    if (!(error instanceof domain_error_1.DomainError))
        return error;
    const errors = Object.fromEntries(Object.entries(error.options.errors ?? {}).map(([field, messages]) => [`${list}.${index}.${field}`, messages]));
    return new domain_error_1.DomainError(error.category, `Row ${index + 1}: ${error.message}`, { ...error.options, errors, data: { row: index } });
}
//# sourceMappingURL=row-error.js.map
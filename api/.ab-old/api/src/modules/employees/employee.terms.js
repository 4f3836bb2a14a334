"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_MONTHLY_SALARY = exports.DEFAULT_COMMISSION_RATE = void 0;
exports.employeeTerms = employeeTerms;
/** Section 9's defaults, used when the matching field is absent (null stays a missing value). */
exports.DEFAULT_COMMISSION_RATE = 15;
exports.DEFAULT_MONTHLY_SALARY = 30_000;
const decimal = (value) => (value === null ? null : value.toFixed(2));
/**
 * The terms to record from a request and, on an update, the current terms: only the pay field
 * that matches the type is kept; an absent one takes the current value or the default.
 */
function employeeTerms(input, current) {
    const type = input.type ?? current.type;
    const keep = (field, fallback) => {
        const value = input[field];
        if (value !== undefined)
            return value;
        if (current && current.type === type && current[field] !== null)
            return Number(current[field]);
        return fallback;
    };
    const address = input.address !== undefined ? input.address : (current?.address ?? null);
    return {
        name: (input.name ?? current.name).trim(),
        phone: (input.phone ?? current.phone).trim(),
        address: address === null || address.trim() === '' ? null : address.trim(),
        type,
        commission_rate: type === 'commission' ? decimal(keep('commission_rate', exports.DEFAULT_COMMISSION_RATE)) : null,
        monthly_salary: type === 'salary' ? decimal(keep('monthly_salary', exports.DEFAULT_MONTHLY_SALARY)) : null,
    };
}
//# sourceMappingURL=employee.terms.js.map
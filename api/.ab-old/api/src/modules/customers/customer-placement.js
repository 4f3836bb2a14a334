"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.customerCode = exports.EMPLOYEE_NOT_IN_AREA = exports.EMPLOYEE_NOT_IN_PLANT = exports.AREA_NOT_IN_PLANT = void 0;
exports.assertPlacement = assertPlacement;
exports.nextCustomerCodes = nextCustomerCodes;
exports.nextIds = nextIds;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.AREA_NOT_IN_PLANT = 'The selected area does not belong to this plant.';
exports.EMPLOYEE_NOT_IN_PLANT = 'The selected rider is not an employee of this plant.';
exports.EMPLOYEE_NOT_IN_AREA = 'The selected rider is not assigned to this area.';
/**
 * A customer is served in an area of their own plant, by a rider who is an employee of that plant
 * assigned to that area (422 on the field otherwise). Every lookup is scoped to the owner.
 */
async function assertPlacement(query, ownerId, plantId, placement) {
    const [row] = await query(`SELECT EXISTS (SELECT 1 FROM areas WHERE id = $1 AND owner_id = $2 AND plant_id = $3) AS area,
            EXISTS (SELECT 1 FROM employees WHERE id = $4 AND owner_id = $2 AND plant_id = $3) AS employee,
            EXISTS (SELECT 1 FROM area_employees WHERE area_id = $1 AND employee_id = $4 AND owner_id = $2) AS assigned`, [placement.area_id, ownerId, plantId, placement.employee_id]);
    if (!row.area)
        throw domain_error_1.DomainError.field('area_id', exports.AREA_NOT_IN_PLANT);
    if (placement.employee_id === null)
        return;
    if (!row.employee)
        throw domain_error_1.DomainError.field('employee_id', exports.EMPLOYEE_NOT_IN_PLANT);
    if (!row.assigned)
        throw domain_error_1.DomainError.field('employee_id', exports.EMPLOYEE_NOT_IN_AREA);
}
const GENERATED_CODE = /^C-(\d+)$/i;
/** C-0001, C-0002…: four digits at least, more when a plant passes 9,999 customers. */
const customerCode = (n) => `C-${String(n).padStart(4, '0')}`;
exports.customerCode = customerCode;
/**
 * The next `count` generated codes of a plant: after the highest C-number in use (given codes
 * of that shape included, `alsoTaken` for a batch's own). Run under the owner's plan-limit lock,
 * so two creates of one owner cannot pick the same number; the unique index stays the last word.
 */
async function nextCustomerCodes(query, plantId, count, alsoTaken = []) {
    if (count === 0)
        return [];
    const [{ highest }] = await query(`SELECT coalesce(max(substring(code from '^[Cc]-([0-9]{1,15})$')::bigint), 0) AS highest FROM customers WHERE plant_id = $1`, [plantId]);
    let next = Number(highest);
    for (const code of alsoTaken) {
        const match = GENERATED_CODE.exec(code);
        if (match && match[1].length <= 15)
            next = Math.max(next, Number(match[1]));
    }
    return Array.from({ length: count }, (_, i) => (0, exports.customerCode)(next + i + 1));
}
/** Ids from a sequence, several in one round trip. */
async function nextIds(query, sequence, count) {
    if (count === 0)
        return [];
    const rows = await query(`SELECT nextval($1::regclass) AS id FROM generate_series(1, $2)`, [sequence, count]);
    return rows.map((row) => Number(row.id));
}
//# sourceMappingURL=customer-placement.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EmployeeLogins1763700000630 = void 0;
/**
 * Riders' sign-ins (issue 15): an owner gives an employee a user account with role `employee`,
 * which signs in with its email or its phone (E.164, as customers' phones are kept). The account
 * names its employee, owner and plant; an employee has at most one. A phone-only account has no
 * email, so the column becomes nullable (the unique index on lower(email) lets NULLs be).
 */
class EmployeeLogins1763700000630 {
    async up(db) {
        await db.query(`
      ALTER TABLE users
        ALTER COLUMN email DROP NOT NULL,
        ADD COLUMN phone       text,
        ADD COLUMN employee_id bigint,
        ADD COLUMN owner_id    bigint,
        ADD COLUMN plant_id    bigint`);
        await db.query(`CREATE UNIQUE INDEX users_phone_unique ON users (phone) WHERE phone IS NOT NULL`);
        await db.query(`CREATE UNIQUE INDEX users_employee_unique ON users (employee_id) WHERE employee_id IS NOT NULL`);
    }
    async down(db) {
        await db.query(`DELETE FROM users WHERE employee_id IS NOT NULL`);
        await db.query(`DROP INDEX users_employee_unique`);
        await db.query(`DROP INDEX users_phone_unique`);
        await db.query(`ALTER TABLE users DROP COLUMN plant_id, DROP COLUMN owner_id, DROP COLUMN employee_id, DROP COLUMN phone`);
        await db.query(`ALTER TABLE users ALTER COLUMN email SET NOT NULL`);
    }
}
exports.EmployeeLogins1763700000630 = EmployeeLogins1763700000630;
//# sourceMappingURL=1763700000630-employee-logins.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RefuseFunction1763700000790 = void 0;
/**
 * paani_refuse(sqlstate, message) raises an error with that code. For a check inside a text of
 * several statements sent at once (the commit of a store transaction, platform/event-store): a
 * statement that finds the check failed raises, so the statements after it (COMMIT) never run,
 * where a row read back by the caller would arrive only after the commit.
 */
class RefuseFunction1763700000790 {
    async up(db) {
        await db.query(`
      CREATE FUNCTION paani_refuse(code text, message text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        RAISE EXCEPTION USING ERRCODE = code, MESSAGE = message;
      END $$`);
    }
    async down(db) {
        await db.query(`DROP FUNCTION paani_refuse(text, text)`);
    }
}
exports.RefuseFunction1763700000790 = RefuseFunction1763700000790;
//# sourceMappingURL=1763700000790-refuse-function.js.map
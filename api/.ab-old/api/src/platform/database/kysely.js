"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KYSELY_PROVIDER = void 0;
exports.readModelsOn = readModelsOn;
exports.anyId = anyId;
exports.containingPattern = containingPattern;
exports.containsText = containsText;
const kysely_1 = require("kysely");
const typeorm_1 = require("typeorm");
/**
 * The query builder for lists whose filters, sort and page depend on the request (see "Reading
 * with filters" in docs/architecture.md). It runs on the pool TypeORM already opened, so it adds
 * no connections; it is never destroyed on its own (that would end TypeORM's pool), TypeORM
 * closes the pool at shutdown.
 */
function readModelsOn(dataSource) {
    const pool = dataSource.driver.master;
    return new kysely_1.Kysely({ dialect: new kysely_1.PostgresDialect({ pool }) });
}
/** Injected as `Kysely<Database>` (the class is the token). */
exports.KYSELY_PROVIDER = { provide: kysely_1.Kysely, useFactory: readModelsOn, inject: [typeorm_1.DataSource] };
/**
 * `= anyId(ids)`: a bigint column among the given ids, as one array parameter, so the statement's
 * text is the same for any number of ids.
 */
function anyId(ids) {
    return (0, kysely_1.sql) `any(${ids}::bigint[])`;
}
/** `%text%` with LIKE's wildcards and its escape character escaped, so the text matches literally. */
function containingPattern(text) {
    return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
/** True where any of the columns contains the text, ignoring case (ILIKE; trigram indexes serve it). */
function containsText(eb, columns, text) {
    const pattern = containingPattern(text);
    return eb.or(columns.map((column) => eb(column, 'ilike', pattern)));
}
//# sourceMappingURL=kysely.js.map
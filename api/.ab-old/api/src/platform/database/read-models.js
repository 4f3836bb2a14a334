"use strict";
/**
 * The read-model tables as the query builder sees them (columns from the migrations/ folder), in
 * the types node-postgres answers with: bigint and numeric come back as strings (no precision is
 * lost on the way), timestamptz as a Date, jsonb parsed. Read side only: the write side appends
 * events and the projections keep these tables.
 */
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=read-models.js.map
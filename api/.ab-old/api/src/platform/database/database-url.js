"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.withDatabase = withDatabase;
exports.databaseName = databaseName;
/** Returns the same server URL pointing at another database. */
function withDatabase(url, database) {
    const parsed = new URL(url);
    parsed.pathname = `/${database}`;
    return parsed.toString();
}
function databaseName(url) {
    return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}
//# sourceMappingURL=database-url.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VersionedCache = void 0;
/**
 * Answers read from the database, kept for as long as what they read has not changed: every
 * `get` first reads a version (one row by key) and drops everything kept when it differs from
 * the version the answers were kept under.
 *
 * The version must move on in the very transaction of every write to what the answers read (the
 * owner list's is kept by triggers, migration 1763700000525), whichever process or tool writes.
 * Then an answer loaded after version V was read reflects V or later, never earlier, and a caller
 * that reads V again knows nothing it could see has committed since: it gets everything committed
 * before it asked, as if it had read the tables itself.
 */
class VersionedCache {
    sql;
    versionSql;
    maxEntries;
    version;
    answers = new Map();
    /** `versionSql`: one row with a `version` column. */
    constructor(sql, versionSql, maxEntries) {
        this.sql = sql;
        this.versionSql = versionSql;
        this.maxEntries = maxEntries;
    }
    async get(key, load) {
        const row = await this.sql.one(this.versionSql);
        const version = String(row?.version);
        if (version !== this.version) {
            this.answers.clear();
            this.version = version;
        }
        const kept = this.answers.get(key);
        if (kept) {
            // Most recently used last: a Map iterates in insertion order, so the first key is the least recently used.
            this.answers.delete(key);
            this.answers.set(key, kept);
            return kept;
        }
        const loading = load();
        this.answers.set(key, loading);
        // The least recently used answer goes once the cache is full.
        if (this.answers.size > this.maxEntries)
            this.answers.delete(this.answers.keys().next().value);
        loading.catch(() => {
            if (this.answers.get(key) === loading)
                this.answers.delete(key);
        });
        return loading;
    }
}
exports.VersionedCache = VersionedCache;
//# sourceMappingURL=versioned-cache.js.map
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KeptAnswers = void 0;
/**
 * Answers kept in process, each with the stamp of what it was read from (a stream version, the
 * row versions of a plant's tables), read in the same statement as the answer, so in the same
 * snapshot. A caller reads the current stamp first (by key, cheap) and gets the kept answer only
 * when it is the same: a kept answer is never older than the database it is checked against.
 * Least recently used out first, beyond `maxEntries` answers or `maxChars` characters of JSON.
 */
class KeptAnswers {
    maxEntries;
    maxChars;
    answers = new Map();
    chars = 0;
    constructor(maxEntries, maxChars) {
        this.maxEntries = maxEntries;
        this.maxChars = maxChars;
    }
    /** The answer kept under `key` for exactly this stamp, if any. */
    get(key, stamp) {
        const kept = this.answers.get(key);
        if (!kept || kept.stamp !== stamp)
            return undefined;
        this.answers.delete(key);
        this.answers.set(key, kept);
        return kept.answer;
    }
    /**
     * The answer kept under `key` for `stamp`, else `read()`, kept under `stamp`. The stamp must have
     * been read before `read` runs (or in its snapshot): an answer is then never older than its stamp,
     * and a change after the stamp was read gives the next request a different stamp.
     */
    async answer(key, stamp, read) {
        const kept = this.get(key, stamp);
        if (kept)
            return kept;
        const answer = await read();
        this.keep(key, stamp, answer);
        return answer;
    }
    has(key) {
        return this.answers.has(key);
    }
    keep(key, stamp, answer) {
        const previous = this.answers.get(key);
        if (previous) {
            this.answers.delete(key);
            this.chars -= previous.answer.json.length;
        }
        if (answer.json.length > this.maxChars / 4)
            return;
        this.answers.set(key, { stamp, answer });
        this.chars += answer.json.length;
        for (const [oldest, kept] of this.answers) {
            if (this.answers.size <= this.maxEntries && this.chars <= this.maxChars)
                break;
            this.answers.delete(oldest);
            this.chars -= kept.answer.json.length;
        }
    }
}
exports.KeptAnswers = KeptAnswers;
//# sourceMappingURL=kept-answers.js.map
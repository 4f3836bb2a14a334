"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BeforeCommitList = void 0;
/**
 * A transaction's before-commit writes (ProjectionTransaction#beforeCommit): each statement with
 * its arguments once, in the order first asked for, those marked `last` after all the others.
 */
class BeforeCommitList {
    first = new Map();
    last = new Map();
    add(sql, parameters = [], options = {}) {
        (options.last ? this.last : this.first).set(`${sql}\u0000${JSON.stringify(parameters)}`, [sql, parameters]);
    }
    /** The statements in the order they are to run; the list is empty afterwards. */
    take() {
        const statements = [...this.first.values(), ...this.last.values()];
        this.first.clear();
        this.last.clear();
        return statements;
    }
}
exports.BeforeCommitList = BeforeCommitList;
//# sourceMappingURL=before-commit-list.js.map
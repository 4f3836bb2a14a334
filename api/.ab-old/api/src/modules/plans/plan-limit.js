"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ownerPlanFor = ownerPlanFor;
exports.ownerPlanLimit = ownerPlanLimit;
exports.withinPlanLimit = withinPlanLimit;
const domain_error_1 = require("../../platform/domain/domain-error");
const plan_queries_1 = require("./plan.queries");
/** The things a plan limits, each with its column of `subscription_plans`. */
const LIMIT_COLUMNS = { plants: 'max_plants', customers: 'max_customers', employees: 'max_employees' };
/**
 * The owner's current plan for `thing`: its limit (0 = unlimited) and its name. The chosen package,
 * else the Free plan, else the built-in Free plan before the seed has run. The same choice as
 * GetOwnerPlanQuery, in one statement so that it can run inside a command's transaction.
 */
async function ownerPlanFor(tx, ownerId, thing) {
    const [row] = await tx.query(`SELECT p.* FROM (${planLimitSql(thing)}) p`, [ownerId]);
    return planLimitOf(row, thing);
}
/** The owner's ($1) plan's limit for `thing` and its name: at most one row. */
function planLimitSql(thing) {
    const column = LIMIT_COLUMNS[thing];
    return `SELECT ${column} AS limit, name
       FROM (SELECT 0 AS preference, p.${column}, p.name
               FROM owner_packages o JOIN subscription_plans p ON p.id = o.subscription_plan_id
              WHERE o.owner_id = $1
             UNION ALL
             SELECT 1, free.${column}, free.name FROM (${plan_queries_1.FREE_PLAN_SQL}) free) plans
      ORDER BY preference
      LIMIT 1`;
}
function planLimitOf(row, thing) {
    const column = LIMIT_COLUMNS[thing];
    return { limit: Number(row?.limit ?? plan_queries_1.FREE_PLAN_FALLBACK[column]), plan: row?.name ?? plan_queries_1.FREE_PLAN_FALLBACK.name };
}
/** The limit of the owner's current plan for `thing` (0 = unlimited). */
async function ownerPlanLimit(tx, ownerId, thing) {
    return (await ownerPlanFor(tx, ownerId, thing)).limit;
}
/**
 * Runs `work` (the appends that add one more `thing`) in one transaction that first takes an
 * advisory lock of the owner and that thing, then counts: two parallel additions by one owner
 * queue behind each other, and the second counts the first's row (read models are written in the
 * append's transaction, and each statement of a READ COMMITTED transaction sees what committed
 * before it). So no burst of requests passes the limit. The lock lives until commit or rollback.
 * Over the limit: 422 with the rule's code and `{ max_<thing>, current_<thing> }` as data.
 * `adding` is how many `work` adds (a batch import adds many at once, all or none); a function is
 * asked inside the transaction, after the lock, when that number depends on what is stored.
 */
function withinPlanLimit(store, ownerId, rule, work, adding = 1) {
    return store.transaction(async (tx) => {
        // The lock and the plan in one round trip; the count below must be a statement of its own,
        // started after the lock is held, to see what the transaction it waited for committed.
        const [row] = await tx.query(`SELECT locked.held, p.* FROM (SELECT pg_advisory_xact_lock(hashtextextended($2, 0)) AS held) locked LEFT JOIN (${planLimitSql(rule.thing)}) p ON true`, [ownerId, `plan-limit:${rule.thing}:${ownerId}`]);
        const { limit, plan } = planLimitOf(row, rule.thing);
        const added = typeof adding === 'number' ? adding : await adding(tx);
        if (limit > 0 && added > 0) {
            const current = await rule.count(tx, ownerId);
            if (current + added > limit) {
                throw new domain_error_1.DomainError('validation', rule.message(limit, plan), {
                    code: rule.code,
                    data: { [`max_${rule.thing}`]: limit, [`current_${rule.thing}`]: current },
                });
            }
        }
        return work(tx);
    });
}
//# sourceMappingURL=plan-limit.js.map
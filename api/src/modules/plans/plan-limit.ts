import { escapeLiteral } from 'pg';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { FREE_PLAN_FALLBACK, FREE_PLAN_SQL } from './plan.queries';

/** The things withinPlanLimit counts, each with its column of `subscription_plans` (plants are limited by the plant decider). */
const LIMIT_COLUMNS = { customers: 'max_customers', employees: 'max_employees' } as const;
export type LimitedThing = keyof typeof LIMIT_COLUMNS;

/**
 * The owner's ($1) plan's limit for `thing` (0 = unlimited) and its name, at most one row: the
 * chosen package, else the Free plan (the same choice as GetOwnerPlanQuery); none before the seed
 * has run, when limitCheckSql falls back to the built-in Free plan.
 */
function planLimitSql(thing: LimitedThing): string {
  const column = LIMIT_COLUMNS[thing];
  return `SELECT ${column} AS limit, name
       FROM (SELECT 0 AS preference, p.${column}, p.name
               FROM owner_packages o JOIN subscription_plans p ON p.id = o.subscription_plan_id
              WHERE o.owner_id = $1
             UNION ALL
             SELECT 1, free.${column}, free.name FROM (${FREE_PLAN_SQL}) free) plans
      ORDER BY preference
      LIMIT 1`;
}

export interface PlanLimitRule {
  thing: LimitedThing;
  /** A statement counting what the owner ($1) has, one row with `n`; run inside the transaction, after the lock. */
  countSql: string;
  /** The `error_code` clients read, e.g. EMPLOYEE_LIMIT_EXCEEDED (docs/decisions.md, "Owners, plans and limits"). */
  code: string;
  /** The refusal's text; `plan` is the name of the owner's current plan. */
  message(limit: number, plan: string): string;
}

/** The SQLSTATE of a plan-limit refusal raised in a commit's text (paani_refuse), its message the figures as JSON. */
const LIMIT_REFUSED = 'PA422';

/**
 * Refuses (LIMIT_REFUSED) when the owner ($1) would hold more than their plan allows once the
 * transaction's $2 additions are counted: the count is of what the transaction sees, its own rows
 * included. The plan as planLimitSql chooses it, the built-in Free plan when there is none.
 */
function limitCheckSql(rule: PlanLimitRule): string {
  const fallback = FREE_PLAN_FALLBACK[LIMIT_COLUMNS[rule.thing]];
  return `SELECT paani_refuse('${LIMIT_REFUSED}', json_build_object('limit', l.limit, 'plan', l.plan, 'count', c.n)::text)
       FROM (SELECT coalesce(p.limit, ${Number(fallback)}) AS limit, coalesce(p.name, ${escapeLiteral(FREE_PLAN_FALLBACK.name)}) AS plan
               FROM (SELECT 1) one LEFT JOIN (${planLimitSql(rule.thing)}) p ON true) l,
            LATERAL (${rule.countSql}) c
      WHERE l.limit > 0 AND $2::int > 0 AND c.n > l.limit`;
}

/**
 * Runs `work` (the appends that add one more `thing`) in one transaction that first takes an
 * advisory lock of the owner and that thing, and counts just before its COMMIT: two parallel
 * additions by one owner queue behind each other, and the second counts the first's rows (read
 * models are written in the append's transaction, and each statement of a READ COMMITTED
 * transaction sees what committed before it). So no burst of requests passes the limit. The lock
 * lives until commit or rollback. Neither costs a round trip of its own: the lock goes with the
 * transaction's first statement, the count with its COMMIT (which it stops when over the limit).
 * Over the limit: 422 with the rule's code and `{ max_<thing>, current_<thing> }` as data, where
 * current is what the owner had before. `adding` is how many `work` adds (a batch import adds
 * many at once, all or none); a function is asked inside the transaction, after the lock, when that
 * number depends on what is stored.
 */
export async function withinPlanLimit<T>(
  store: EventStore,
  ownerId: number,
  rule: PlanLimitRule,
  work: (tx: EventStoreTransaction) => Promise<T>,
  adding: number | ((tx: EventStoreTransaction) => Promise<number>) = 1,
): Promise<T> {
  let added = 0;
  try {
    return await store.transaction(async (tx) => {
      await tx.queue(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`plan-limit:${rule.thing}:${ownerId}`]);
      added = typeof adding === 'number' ? adding : await adding(tx);
      const result = await work(tx);
      tx.beforeCommit(limitCheckSql(rule), [ownerId, added]);
      return result;
    });
  } catch (error) {
    throw limitRefusal(error, rule, added) ?? error;
  }
}

function limitRefusal(error: unknown, rule: PlanLimitRule, added: number): DomainError | undefined {
  const { code, message } = error as { code?: string; message?: string };
  if (code !== LIMIT_REFUSED || !message) return undefined;
  const { limit, plan, count } = JSON.parse(message) as { limit: number; plan: string; count: number };
  return new DomainError('validation', rule.message(limit, plan), {
    code: rule.code,
    data: { [`max_${rule.thing}`]: limit, [`current_${rule.thing}`]: count - added },
  });
}

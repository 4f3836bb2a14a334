import { DomainError } from '../../platform/domain/domain-error';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { FREE_PLAN_FALLBACK, FREE_PLAN_SQL } from './plan.queries';

/** The things a plan limits, each with its column of `subscription_plans`. */
const LIMIT_COLUMNS = { plants: 'max_plants', customers: 'max_customers', employees: 'max_employees' } as const;
export type LimitedThing = keyof typeof LIMIT_COLUMNS;

/**
 * The owner's current plan for `thing`: its limit (0 = unlimited) and its name. The chosen package,
 * else the Free plan, else the built-in Free plan before the seed has run. The same choice as
 * GetOwnerPlanQuery, in one statement so that it can run inside a command's transaction.
 */
export async function ownerPlanFor(
  tx: Pick<EventStoreTransaction, 'query'>,
  ownerId: number,
  thing: LimitedThing,
): Promise<{ limit: number; plan: string }> {
  const [row]: PlanLimitRow[] = await tx.query(`SELECT p.* FROM (${planLimitSql(thing)}) p`, [ownerId]);
  return planLimitOf(row, thing);
}

interface PlanLimitRow {
  limit: number | null;
  name: string | null;
}

/** The owner's ($1) plan's limit for `thing` and its name: at most one row. */
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

function planLimitOf(row: PlanLimitRow | undefined, thing: LimitedThing): { limit: number; plan: string } {
  const column = LIMIT_COLUMNS[thing];
  return { limit: Number(row?.limit ?? FREE_PLAN_FALLBACK[column]), plan: row?.name ?? FREE_PLAN_FALLBACK.name };
}

/** The limit of the owner's current plan for `thing` (0 = unlimited). */
export async function ownerPlanLimit(tx: Pick<EventStoreTransaction, 'query'>, ownerId: number, thing: LimitedThing): Promise<number> {
  return (await ownerPlanFor(tx, ownerId, thing)).limit;
}

export interface PlanLimitRule {
  thing: LimitedThing;
  /** How many the owner has now, read inside the transaction (so after the lock). */
  count(tx: EventStoreTransaction, ownerId: number): Promise<number>;
  /** The `error_code` clients read, e.g. EMPLOYEE_LIMIT_EXCEEDED (docs/decisions.md#limits). */
  code: string;
  /** The refusal's text; `plan` is the name of the owner's current plan. */
  message(limit: number, plan: string): string;
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
export function withinPlanLimit<T>(
  store: EventStore,
  ownerId: number,
  rule: PlanLimitRule,
  work: (tx: EventStoreTransaction) => Promise<T>,
  adding: number | ((tx: EventStoreTransaction) => Promise<number>) = 1,
): Promise<T> {
  return store.transaction(async (tx) => {
    // The lock and the plan in one round trip; the count below must be a statement of its own,
    // started after the lock is held, to see what the transaction it waited for committed.
    const [row]: PlanLimitRow[] = await tx.query(
      `SELECT locked.held, p.* FROM (SELECT pg_advisory_xact_lock(hashtextextended($2, 0)) AS held) locked LEFT JOIN (${planLimitSql(rule.thing)}) p ON true`,
      [ownerId, `plan-limit:${rule.thing}:${ownerId}`],
    );
    const { limit, plan } = planLimitOf(row, rule.thing);
    const added = typeof adding === 'number' ? adding : await adding(tx);
    if (limit > 0 && added > 0) {
      const current = await rule.count(tx, ownerId);
      if (current + added > limit) {
        throw new DomainError('validation', rule.message(limit, plan), {
          code: rule.code,
          data: { [`max_${rule.thing}`]: limit, [`current_${rule.thing}`]: current },
        });
      }
    }
    return work(tx);
  });
}

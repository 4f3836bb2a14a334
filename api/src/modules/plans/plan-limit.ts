import { DomainError } from '../../platform/domain/domain-error';
import { EventStore, EventStoreTransaction } from '../../platform/event-store/event-store';
import { FREE_PLAN_FALLBACK, FREE_PLAN_SQL } from './plan.queries';

/** The things a plan limits, each with its column of `subscription_plans`. */
const LIMIT_COLUMNS = { plants: 'max_plants', customers: 'max_customers', employees: 'max_employees' } as const;
export type LimitedThing = keyof typeof LIMIT_COLUMNS;

/**
 * The limit of the owner's current plan for `thing` (0 = unlimited): the chosen package, else the
 * Free plan, else the built-in Free plan before the seed has run. The same choice as GetOwnerPlanQuery,
 * in one statement so that it can run inside a command's transaction.
 */
export async function ownerPlanLimit(tx: Pick<EventStoreTransaction, 'query'>, ownerId: number, thing: LimitedThing): Promise<number> {
  const column = LIMIT_COLUMNS[thing];
  const [row]: { limit: number }[] = await tx.query(
    `SELECT ${column} AS limit
       FROM (SELECT 0 AS preference, p.${column}
               FROM owner_packages o JOIN subscription_plans p ON p.id = o.subscription_plan_id
              WHERE o.owner_id = $1
             UNION ALL
             SELECT 1, free.${column} FROM (${FREE_PLAN_SQL}) free) plans
      ORDER BY preference
      LIMIT 1`,
    [ownerId],
  );
  return Number(row?.limit ?? FREE_PLAN_FALLBACK[column]);
}

export interface PlanLimitRule {
  thing: LimitedThing;
  /** How many the owner has now, read inside the transaction (so after the lock). */
  count(tx: EventStoreTransaction, ownerId: number): Promise<number>;
  /** The `error_code` clients read, e.g. EMPLOYEE_LIMIT_EXCEEDED (docs/decisions.md#limits). */
  code: string;
  message(limit: number): string;
}

/**
 * Runs `work` (the appends that add one more `thing`) in one transaction that first takes an
 * advisory lock of the owner and that thing, then counts: two parallel additions by one owner
 * queue behind each other, and the second counts the first's row (read models are written in the
 * append's transaction, and each statement of a READ COMMITTED transaction sees what committed
 * before it). So no burst of requests passes the limit. The lock lives until commit or rollback.
 * Over the limit: 422 with the rule's code and `{ max_<thing>, current_<thing> }` as data.
 */
export function withinPlanLimit<T>(
  store: EventStore,
  ownerId: number,
  rule: PlanLimitRule,
  work: (tx: EventStoreTransaction) => Promise<T>,
): Promise<T> {
  return store.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`plan-limit:${rule.thing}:${ownerId}`]);
    const limit = await ownerPlanLimit(tx, ownerId, rule.thing);
    if (limit > 0) {
      const current = await rule.count(tx, ownerId);
      if (current >= limit) {
        throw new DomainError('validation', rule.message(limit), {
          code: rule.code,
          data: { [`max_${rule.thing}`]: limit, [`current_${rule.thing}`]: current },
        });
      }
    }
    return work(tx);
  });
}

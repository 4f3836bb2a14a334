import { ERROR_CODES } from '../../platform/domain/error-codes';
import { PlanLimitRule } from '../plans/plan-limit';

/**
 * The plan's max_customers counts every customer of the owner across all their plants, like the
 * other limits (docs/decisions.md, "Owners, plans and limits"): inactive customers count (they can come back at any
 * time), deleted ones do not.
 */
export const CUSTOMER_LIMIT: PlanLimitRule = {
  thing: 'customers',
  code: ERROR_CODES.customerLimitExceeded,
  countSql: `SELECT count(*)::int AS n FROM customers WHERE owner_id = $1`,
  message: (limit, plan) =>
    `Customer limit reached: your ${plan} plan allows ${limit} customer${limit === 1 ? '' : 's'}. Upgrade your package to add more customers.`,
};

/**
 * Over a limit: a customer who owes more than their credit limit, or holds more cans than their can
 * limit. A limit not set (null) is never passed. The one rule of the day sheet, the customer list
 * and page, the map, the dashboards, the notifications and the reports; `customer` is the
 * customers row's name in the statement.
 */
export const overCreditLimit = (customer = 'c') => `coalesce(${customer}.balance > ${customer}.credit_limit, false)`;
export const overCanLimit = (customer = 'c') => `coalesce(${customer}.cans_out > ${customer}.can_limit, false)`;

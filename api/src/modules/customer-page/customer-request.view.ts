import type { CustomerRequest, OwnerCustomerRequest } from '@paani/contracts';
import { instantText } from '../../platform/cache/json-text';

/** A customer_requests row with its product's name (and, for the owner, its customer's and plant's). */
export interface RequestRow {
  id: string;
  kind: string;
  status: string;
  month: string | null;
  date: string | null;
  product_id: string | null;
  product_name: string | null;
  quantity: number | null;
  starts_on: string | null;
  ends_on: string | null;
  problem: string | null;
  note: string | null;
  reply: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** A request as the page and the owner's list show it. */
export function requestView(row: RequestRow): CustomerRequest {
  return {
    id: Number(row.id),
    kind: row.kind as CustomerRequest['kind'],
    status: row.status as CustomerRequest['status'],
    month: row.month,
    date: row.date,
    product_id: row.product_id === null ? null : Number(row.product_id),
    product_name: row.product_name,
    quantity: row.quantity,
    from: row.starts_on,
    until: row.ends_on,
    problem: row.problem as CustomerRequest['problem'],
    note: row.note,
    created_at: instantText(row.created_at)!,
    decided_at: instantText(row.decided_at),
    reply: row.reply,
  };
}

export interface OwnerRequestRow extends RequestRow {
  customer_id: string;
  customer_code: string;
  customer_name: string;
  plant_id: string;
  plant_name: string;
  area_name: string | null;
}

export function ownerRequestView(row: OwnerRequestRow): OwnerCustomerRequest {
  return {
    ...requestView(row),
    customer_id: Number(row.customer_id),
    customer_code: row.customer_code,
    customer_name: row.customer_name,
    plant_id: Number(row.plant_id),
    plant_name: row.plant_name,
    area_name: row.area_name,
  };
}

import type { CustomerPageLink, CustomerRequestList, OwnerCustomerRequest } from '@paani/contracts';

/** A request with the fields every kind has (an extra delivery by default); a test gives the kind's own. */
export const request = (fields: Partial<OwnerCustomerRequest> & Pick<OwnerCustomerRequest, 'id'>): OwnerCustomerRequest => ({
  kind: 'extra_delivery',
  status: 'pending',
  month: null,
  date: '2026-12-02',
  product_id: 1,
  product_name: '19 L can',
  quantity: 2,
  from: null,
  until: null,
  problem: null,
  note: null,
  created_at: '2026-11-29T09:30:00.000Z',
  decided_at: null,
  reply: null,
  customer_id: 11,
  customer_code: 'C-0011',
  customer_name: 'Ayesha Bibi',
  plant_id: 7,
  plant_name: 'North Plant',
  area_name: 'Gulberg',
  ...fields,
});

export const listOf = (data: OwnerCustomerRequest[], page = 1, perPage = 25, total = data.length, pending = 0): CustomerRequestList => ({
  data,
  total,
  page,
  per_page: perPage,
  pending,
});

/** One request of every kind, newest first. */
export const EVERY_KIND: OwnerCustomerRequest[] = [
  request({ id: 5 }),
  request({
    id: 4,
    kind: 'pause',
    date: null,
    product_id: null,
    product_name: null,
    quantity: null,
    from: '2026-12-03',
    until: '2026-12-10',
  }),
  request({
    id: 3,
    kind: 'statement_dispute',
    date: null,
    product_id: null,
    product_name: null,
    quantity: null,
    month: '2026-10',
    note: 'Two cans were not delivered',
    customer_id: 12,
    customer_code: 'C-0012',
    customer_name: 'Bilal',
    plant_id: 8,
    plant_name: 'South Plant',
    area_name: null,
  }),
  request({ id: 2, kind: 'statement_confirm', date: null, product_id: null, product_name: null, quantity: null, month: '2026-10' }),
  request({
    id: 1,
    kind: 'problem',
    date: null,
    product_id: null,
    product_name: null,
    quantity: null,
    problem: 'leaking_can',
    note: 'The cap was loose',
  }),
];

export const link = (fields: Partial<CustomerPageLink> = {}): CustomerPageLink => ({
  customer_id: 11,
  status: 'active',
  url: 'https://paani.example/c/Zk3xQ9vT2mLp8RwA',
  pin: null,
  issued_at: '2026-11-20T10:00:00.000Z',
  whatsapp_url: 'https://wa.me/923001234567?text=https%3A%2F%2Fpaani.example%2Fc%2FZk3xQ9vT2mLp8RwA',
  ...fields,
});

export const NO_LINK: CustomerPageLink = { customer_id: 11, status: 'none', url: null, pin: null, issued_at: null, whatsapp_url: null };

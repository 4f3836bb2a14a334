import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Area, Customer, Employee, Product } from '@paani/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../api/query-client';
import { ToastProvider } from '../../components/Toaster';
import type { StubCall } from '../../test/api-stub';

export { stubApi, type StubCall as Call } from '../../test/api-stub';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `path` (matched by `route`) with the query client, toasts and the current location shown. */
export function renderAt(element: ReactNode, { path, route }: { path: string; route: string }) {
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export const AREAS: Area[] = [
  { id: 3, name: 'Gulberg', description: null, is_active: true },
  { id: 4, name: 'Model Town', description: null, is_active: true },
];

/** Asif serves both areas, Bilal only Gulberg. */
export const EMPLOYEES: Array<Employee & { areas: Array<{ id: number; name: string }> }> = [
  { id: 9, name: 'Asif Rider', phone: '0300-1112223', type: 'commission', commission_rate: 15, is_active: true, areas: AREAS },
  { id: 10, name: 'Bilal Driver', phone: '0300-1112224', type: 'salary', monthly_salary: 30000, is_active: true, areas: [AREAS[0]] },
];

export function customer(id: number, extra: Partial<Customer> = {}): Customer {
  return {
    id,
    filter_plant_id: 7,
    code: `C-${String(id).padStart(4, '0')}`,
    name: `Customer ${id}`,
    phone: '+923001234567',
    whatsapp: null,
    address: null,
    latitude: null,
    longitude: null,
    area_id: 3,
    area_name: 'Gulberg',
    employee_id: 9,
    employee_name: 'Asif Rider',
    rate: null,
    effective_rate: 50,
    security_deposit_cans: 0,
    security_deposit_amount: 0,
    opening_balance: 0,
    opening_cans: 0,
    opening_date: '2026-11-01',
    credit_limit: null,
    can_limit: null,
    status: 'active',
    is_active: true,
    pauses: [],
    notes: null,
    language: 'en',
    balance: 0,
    cans_out: 0,
    over_credit_limit: false,
    over_can_limit: false,
    last_delivery_at: null,
    last_payment_at: null,
    created_at: '2026-11-01T10:00:00Z',
    product_rates: [],
    ...extra,
  };
}

export function product(fields: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    filter_plant_id: 7,
    name_ur: null,
    unit: 'bottle',
    returnable: false,
    default_rate: 100,
    deposit_per_unit: 0,
    billing: 'per_unit',
    is_active: true,
    position: fields.id,
    created_at: '2026-01-05T08:00:00.000Z',
    updated_at: '2026-01-05T08:00:00.000Z',
    ...fields,
  };
}

/** The 19 L can, a 6 L bottle (PKR 120), a dispenser rented at PKR 500 a month, and an inactive carton. */
export const PRODUCTS: Product[] = [
  product({ id: 1, name: '19 L can', unit: 'can', returnable: true, default_rate: 50 }),
  product({ id: 2, name: '6 L bottle', default_rate: 120 }),
  product({ id: 3, name: 'Dispenser', unit: 'dispenser', returnable: true, billing: 'monthly', default_rate: 500 }),
  product({ id: 4, name: 'Carton', unit: 'carton', default_rate: 300, is_active: false }),
];

/** What the customer page reads besides the customer: an empty ledger, the areas, the employees and `products`. */
export function pageAnswer(call: StubCall, products: Product[] = PRODUCTS): unknown {
  if (call.path.endsWith('/ledger')) return { opening: { balance: 0, cans: 0 }, lines: [], closing: { balance: 0, cans: 0 } };
  if (call.path === '/api/filter-owner/areas') return { areas: AREAS };
  if (call.path === '/api/filter-owner/employees') return { employees: EMPLOYEES };
  if (call.path === '/api/filter-owner/products') return { products };
  return undefined;
}

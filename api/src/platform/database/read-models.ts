/**
 * The read-model tables as the query builder sees them (columns from the migrations/ folder), in
 * the types node-postgres answers with: bigint and numeric come back as strings (no precision is
 * lost on the way), timestamptz as a Date, jsonb parsed. Read side only: the write side appends
 * events and the projections keep these tables.
 */

/** A bigint column: pg answers it as a decimal string; compare it with a string or `anyId`. */
export type Int8 = string;
/** A numeric column (money, rates): a decimal string, exactly as stored. */
export type Numeric = string;

export interface UsersTable {
  id: Int8;
  name: string;
  /**
   * Every owner, admin and auditor has one; only an employee's sign-in given with a phone alone
   * has none (NULL). Kept as text here so the owners' and admins' reads stay as they are; the
   * user view, which also serves riders, says `string | null`.
   */
  email: string;
  role: string;
  password_hash: string;
  is_active: boolean;
  first_login_completed: boolean;
  token_generation: number;
  /** The app's language and digits the user chose (issue 17): 'en' | 'ur', 'latn' | 'arabext'. */
  language: 'en' | 'ur';
  digits: 'latn' | 'arabext';
  /** An employee's sign-in: their phone (E.164), the employee, owner and plant; null for other accounts. */
  phone: string | null;
  employee_id: Int8 | null;
  owner_id: Int8 | null;
  plant_id: Int8 | null;
  created_at: Date;
  updated_at: Date;
}

export interface RevokedTokensTable {
  token_id: string;
  user_id: Int8;
  expires_at: Date;
}

export interface SubscriptionPlansTable {
  id: Int8;
  name: string;
  description: string;
  price_per_month: Numeric;
  max_plants: number;
  max_customers: number;
  max_employees: number;
  features: string[];
  is_popular: boolean;
  is_retired: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface OwnerPackagesTable {
  owner_id: Int8;
  subscription_plan_id: Int8;
  selected_at: Date;
  selected_by: Int8 | null;
  metadata: Record<string, unknown>;
  updated_at: Date;
}

export interface SystemSettingsTable {
  key: string;
  value: unknown;
  updated_at: Date;
}

export interface CurrenciesTable {
  id: Int8;
  code: string;
  name: string;
  symbol: string;
  exchange_rate: Numeric;
  is_default: boolean;
  is_active: boolean;
  rate_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface CurrencyRateHistoryTable {
  id: Int8;
  currency_id: Int8;
  code: string;
  exchange_rate: Numeric;
  previous_rate: Numeric | null;
  source: string;
  recorded_at: Date;
}

export interface UserCurrencyPreferencesTable {
  user_id: Int8;
  currency_id: Int8;
  updated_at: Date;
}

export interface BusinessCurrenciesTable {
  owner_id: Int8;
  currency_id: Int8;
  updated_at: Date;
}

export interface PlantsTable {
  id: Int8;
  owner_id: Int8;
  name: string;
  code: string;
  address: string;
  phone: string | null;
  phone_secondary: string | null;
  default_can_rate: Numeric;
  time_zone: string;
  lock_period_days: number;
  latitude: number | null;
  longitude: number | null;
  location_address: string | null;
  location_verified: boolean;
  location_updated_at: Date | null;
  is_active: boolean;
  is_default: boolean;
  activated_at: Date | null;
  public_point_seed: string | null;
  public_latitude: number | null;
  public_longitude: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface ProductsTable {
  plant_id: Int8;
  id: number;
  owner_id: Int8;
  name: string;
  name_ur: string | null;
  unit: string;
  returnable: boolean;
  default_rate: Numeric;
  deposit_per_unit: Numeric;
  billing: 'per_unit' | 'monthly';
  is_active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export interface CustomerContainersTable {
  customer_id: Int8;
  product_id: number;
  plant_id: Int8;
  owner_id: Int8;
  held: number;
  lost: number;
  /** Covered by their security deposit (taken less refunded); the first product's is customers.security_deposit_cans. */
  deposited: number;
}

export interface PlantStockTable {
  plant_id: Int8;
  product_id: number;
  owner_id: Int8;
  owned: number;
  lost: number;
  damaged: number;
}

export interface StockMovementsTable {
  plant_id: Int8;
  stream_version: number;
  product_id: number;
  owner_id: Int8;
  date: string;
  kind: 'purchase' | 'lost' | 'damaged' | 'count';
  quantity: number;
  counted: number | null;
  cost: Numeric | null;
  note: string | null;
  recorded_at: Date;
}

export interface AreasTable {
  id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  name: string;
  description: string;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface EmployeesTable {
  id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  name: string;
  phone: string;
  address: string | null;
  type: 'commission' | 'salary';
  commission_rate: Numeric | null;
  monthly_salary: Numeric | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface AreaEmployeesTable {
  area_id: Int8;
  employee_id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  assigned_at: Date;
}

export interface CustomersTable {
  id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  area_id: Int8;
  employee_id: Int8 | null;
  code: string;
  name: string;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  latitude: Numeric | null;
  longitude: Numeric | null;
  rate: Numeric | null;
  opening_balance: Numeric;
  opening_cans: number;
  /** The plant day the opening figures stand at; null for customers registered before it was kept. */
  opening_date: Date | null;
  security_deposit_cans: number;
  security_deposit_amount: Numeric;
  credit_limit: Numeric | null;
  can_limit: number | null;
  notes: string | null;
  language: 'en' | 'ur';
  is_active: boolean;
  /** lower(name) and lower(code) joined by chr(31), written by the projection, for searching both at once. */
  search_text: string;
  balance: Numeric;
  cans_out: number;
  ledger_lines: number;
  last_delivery_at: Date | null;
  last_payment_at: Date | null;
  stream_version: number;
  created_at: Date;
  updated_at: Date;
}

export interface CustomerPausesTable {
  id: Int8;
  customer_id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  starts_on: string;
  ends_on: string | null;
  reason: string | null;
  created_at: Date;
}

export interface CustomerLocationProposalsTable {
  customer_id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  latitude: Numeric;
  longitude: Numeric;
  accuracy_m: number | null;
  proposed_by_user_id: Int8;
  employee_id: Int8 | null;
  proposed_by: string;
  proposed_at: Date;
}

export interface CustomerLedgerLinesTable {
  id: Int8;
  customer_id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  date: string;
  kind: string;
  description: string;
  cans_delivered: number;
  cans_returned: number;
  debit: Numeric;
  credit: Numeric;
  deposit_cans: number;
  deposit_amount: Numeric;
  items: unknown;
  reverses_line_id: Int8 | null;
  reversed_by: Int8 | null;
  recorded_at: Date;
}

/** A delivery entry of a plant's day; `status` a DeliveryStatus, `reversed_by` set once reversed. */
export interface DailyEntriesTable {
  id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  customer_id: Int8;
  area_id: Int8;
  employee_id: Int8 | null;
  /** The plant's day, as YYYY-MM-DD text where a query casts it. */
  date: string;
  status: string;
  cans_delivered: number;
  cans_returned: number;
  rate: Numeric;
  amount: Numeric;
  items: unknown;
  collected: Numeric;
  payment_method: string;
  note: string | null;
  corrects_line_id: Int8 | null;
  reversed_by: Int8 | null;
  reversal_reason: string | null;
  recorded_at: Date;
}

export interface ExpensesTable {
  id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  /** The plant's day, as YYYY-MM-DD text where a query casts it. */
  date: string;
  category: string;
  amount: Numeric;
  note: string | null;
  employee_id: Int8 | null;
  status: 'recorded' | 'reversed';
  reversal_reason: string | null;
  reversed_at: Date | null;
  corrections: number;
  stream_version: number;
  created_at: Date;
  updated_at: Date;
}

export interface ExpenseHistoryTable {
  expense_id: Int8;
  version: number;
  plant_id: Int8;
  owner_id: Int8;
  kind: string;
  values: Record<string, unknown>;
  before: Record<string, unknown> | null;
  reason: string | null;
  recorded_at: Date;
}

export interface DailyExpenseTotalsTable {
  plant_id: Int8;
  date: string;
  category: string;
  owner_id: Int8;
  amount: Numeric;
}

/** A customer's delivery schedule (no row = daily, one can, unplaced); `days` 'mon'…'sun', `start_date` a plant day. */
export interface CustomerSchedulesTable {
  customer_id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  kind: string;
  days: string[];
  every_n: number | null;
  start_date: string | null;
  quantity: number;
  /** Lines of products other than the first (schedule-rules.ts ScheduleLine). */
  items: unknown;
  route_position: number | null;
  is_default: boolean;
  stream_version: number;
  updated_at: Date;
}

export interface PlantHolidaysTable {
  id: Int8;
  plant_id: Int8;
  owner_id: Int8;
  date: string;
  reason: string | null;
  created_at: Date;
}

export interface OnboardingProgressTable {
  owner_id: Int8;
  current_step: string;
  data: Record<string, unknown>;
  completed_steps: string[];
  plant_id: Int8 | null;
  is_completed: boolean;
  completed_at: Date | null;
  updated_at: Date;
}

/**
 * The log itself, for the one reader allowed to list it (the audit trail). `transaction_id` is an
 * xid8, which pg answers as a string.
 */
export interface EventsTable {
  global_position: Int8;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  tenant_id: Int8 | null;
  recorded_at: Date;
  previous_hash: string | null;
  hash: string;
}

export interface AnnouncementsTable {
  id: Int8;
  title: string;
  text: string;
  level: string;
  starts_at: Date;
  ends_at: Date;
  audience: string;
  plan_id: Int8 | null;
  owner_id: Int8 | null;
  created_at: Date;
  withdrawn_at: Date | null;
}

export interface NotificationReadsTable {
  owner_id: Int8;
  key: string;
  read_at: Date;
  stream_version: number;
}

export interface WhatsAppAccountsTable {
  owner_id: Int8;
  connected: boolean;
  phone_number_id: string;
  business_account_id: string;
  access_token_sealed: string;
  app_secret_sealed: string;
  token_hint: string;
  webhook_id: string;
  verify_token: string;
  auto_receipts: boolean;
  auto_payments: boolean;
  auto_statements: boolean;
  automation_since: Date | null;
  statement_months: Record<string, string>;
  receipt_timing: string;
  auto_reminders: boolean;
  reminder_min_balance: Numeric;
  reminder_every_days: number;
  daily_passes: Record<string, string>;
  connected_at: Date;
  updated_at: Date;
}

/** A customer's page link (customer-page); token_hash NULL once revoked. */
export interface CustomerPageLinksTable {
  customer_id: Int8;
  owner_id: Int8;
  plant_id: Int8;
  token_hash: string | null;
  token_sealed: string | null;
  pin_sealed: string | null;
  issued_at: Date | null;
  revoked_at: Date | null;
  stream_version: number;
}

/** A customer's request through their page; `kind` a CustomerRequestKind, `status` pending/accepted/declined. */
export interface CustomerRequestsTable {
  id: Int8;
  owner_id: Int8;
  plant_id: Int8;
  customer_id: Int8;
  kind: string;
  status: string;
  month: string | null;
  date: string | null;
  product_id: Int8 | null;
  quantity: number | null;
  starts_on: string | null;
  ends_on: string | null;
  problem: string | null;
  note: string | null;
  client_key: string | null;
  reply: string | null;
  pause_id: Int8 | null;
  created_at: Date;
  decided_at: Date | null;
  stream_version: number;
}

/** A customer's reply to an owner's WhatsApp number. */
export interface WhatsAppRepliesTable {
  id: Int8;
  owner_id: Int8;
  customer_id: Int8 | null;
  plant_id: Int8 | null;
  from_phone: string;
  text: string;
  wamid: string;
  received_at: Date;
}

export interface WhatsAppOptOutsTable {
  owner_id: Int8;
  phone: string;
  opted_out_by: string;
  opted_out_at: Date;
}

export interface WhatsAppMessagesTable {
  id: Int8;
  owner_id: Int8;
  plant_id: Int8 | null;
  customer_id: Int8 | null;
  kind: string;
  language: string;
  to_phone: string;
  month: string | null;
  automatic: boolean;
  source: string | null;
  details: Record<string, unknown> | null;
  state: string;
  wamid: string | null;
  error: string | null;
  attempts: number;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  failed_at: Date | null;
}

export interface Database {
  users: UsersTable;
  revoked_tokens: RevokedTokensTable;
  subscription_plans: SubscriptionPlansTable;
  owner_packages: OwnerPackagesTable;
  system_settings: SystemSettingsTable;
  currencies: CurrenciesTable;
  announcements: AnnouncementsTable;
  notification_reads: NotificationReadsTable;
  whatsapp_accounts: WhatsAppAccountsTable;
  whatsapp_opt_outs: WhatsAppOptOutsTable;
  whatsapp_replies: WhatsAppRepliesTable;
  customer_page_links: CustomerPageLinksTable;
  customer_requests: CustomerRequestsTable;
  whatsapp_messages: WhatsAppMessagesTable;
  currency_rate_history: CurrencyRateHistoryTable;
  user_currency_preferences: UserCurrencyPreferencesTable;
  business_currencies: BusinessCurrenciesTable;
  plants: PlantsTable;
  areas: AreasTable;
  employees: EmployeesTable;
  area_employees: AreaEmployeesTable;
  onboarding_progress: OnboardingProgressTable;
  customers: CustomersTable;
  customer_pauses: CustomerPausesTable;
  customer_location_proposals: CustomerLocationProposalsTable;
  customer_containers: CustomerContainersTable;
  products: ProductsTable;
  plant_stock: PlantStockTable;
  stock_movements: StockMovementsTable;
  customer_ledger_lines: CustomerLedgerLinesTable;
  customer_schedules: CustomerSchedulesTable;
  daily_entries: DailyEntriesTable;
  plant_holidays: PlantHolidaysTable;
  expenses: ExpensesTable;
  expense_history: ExpenseHistoryTable;
  daily_expense_totals: DailyExpenseTotalsTable;
  events: EventsTable;
}

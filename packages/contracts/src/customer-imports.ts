// Importing an owner's customer register (CSV or XLSX): /api/filter-owner/customers/import…
// and the import's state at /api/filter-owner/imports/{id}.

/** The customer fields a column of the register can fill, the same for every plant. */
export type CustomerImportBaseField =
  | 'code'
  | 'name'
  | 'phone'
  | 'whatsapp'
  | 'address'
  | 'area_name'
  | 'rate'
  | 'opening_balance'
  | 'opening_cans'
  | 'opening_date'
  | 'security_deposit_cans'
  | 'security_deposit_amount'
  | 'credit_limit'
  | 'can_limit'
  | 'notes'
  | 'language';

/**
 * A field of one of the plant's products other than product 1 (whose are `rate` and
 * `opening_cans`), named with the product's id: `product_rate:2` is the customer's own price of
 * product 2 (a per-unit product), `opening_containers:3` how many of product 3 (a returnable
 * per-unit product) the customer holds on joining. The dry run's `product_targets` lists the
 * plant's.
 */
export type CustomerImportProductField = `product_rate:${number}` | `opening_containers:${number}`;

/** What a column of the register can fill: a customer field, or a field of one of the plant's products. */
export type CustomerImportField = CustomerImportBaseField | CustomerImportProductField;

/** A product field the plant offers, with the product it belongs to (for the mapping's choices). */
export interface CustomerImportProductTarget {
  field: CustomerImportProductField;
  kind: 'product_rate' | 'opening_containers';
  product_id: number;
  product_name: string;
  /** null = the English name. */
  product_name_ur: string | null;
}

/** What happens to a row whose customer exists already (same code, else same phone, in the plant). */
export type CustomerImportExisting = 'skip' | 'update';

export type CustomerImportFormat = 'csv' | 'xlsx';

/**
 * The multipart form of POST /filter-owner/customers/import: `file` (CSV or XLSX, 10 MB at most)
 * and these text fields. `mapping` is JSON: `{ "<the file's header>": "<field>" | null }`; headers
 * it leaves out are mapped automatically when they name a field in English or Urdu (a product's
 * fields by "<product name> rate" and "<product name> cans"/"opening"), null ignores one.
 */
export interface CustomerImportForm {
  mapping?: string;
  /** 'true' or 'false' (default false). */
  create_missing_areas?: string;
  /** 'skip' (default) or 'update'. */
  on_existing?: CustomerImportExisting;
  /** 'true': check and preview only, nothing is written. */
  dry_run?: string;
}

/** One column of the uploaded file, with the field it fills and a few of its values. */
export interface CustomerImportColumn {
  index: number;
  header: string;
  /** null = ignored. */
  field: CustomerImportField | null;
  /** Whether the field was recognised from the header (not named by the mapping). */
  auto: boolean;
  /** Up to 3 non-empty values from the first rows. */
  samples: string[];
}

/** A problem with one cell or row. `row` is the row number in the file (the header is row 1). */
export interface CustomerImportRowError {
  row: number;
  /** The file's header of the column at fault; null for the row as a whole. */
  column: string | null;
  field: CustomerImportField | null;
  message: string;
}

export type CustomerImportAction = 'create' | 'update' | 'skip' | 'error';

/** A row as it would be saved (money as numbers, the phone in E.164). */
export interface CustomerImportValues {
  code: string | null;
  name: string | null;
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  area_name: string | null;
  rate: number | null;
  opening_balance: number;
  opening_cans: number;
  /** YYYY-MM-DD: the day the opening figures stand at; null = the day of the import (the plant's). */
  opening_date: string | null;
  security_deposit_cans: number;
  security_deposit_amount: number;
  credit_limit: number | null;
  can_limit: number | null;
  notes: string | null;
  /** The customer's statement and WhatsApp language; null when the row leaves it (English for a new customer). */
  language: 'en' | 'ur' | null;
  /**
   * Their own price of each product a `product_rate:{id}` column fills, in the columns' order; null
   * when the cell is empty (the product's own rate applies; an update removes their own price).
   */
  product_rates: { product_id: number; rate: number | null }[];
  /** Containers held of each product an `opening_containers:{id}` column fills (0 when empty); recorded on a new customer's opening line. */
  opening_containers: { product_id: number; quantity: number }[];
}

export interface CustomerImportPreviewRow {
  row: number;
  action: CustomerImportAction;
  /** The existing customer's id for update and skip. */
  customer_id: number | null;
  /** Whether the row's area does not exist yet (created by the import when allowed). */
  new_area: boolean;
  values: CustomerImportValues;
  /** The cells as the file has them, by the field their column fills (what a refused cell held). */
  raw: Partial<Record<CustomerImportField, string>>;
}

export interface CustomerImportCounts {
  rows: number;
  valid: number;
  invalid: number;
  create: number;
  update: number;
  skip: number;
}

/** The answer of a dry run: nothing was written. */
export interface CustomerImportDryRun {
  dry_run: true;
  file: { name: string; format: CustomerImportFormat; rows: number };
  columns: CustomerImportColumn[];
  /** The product fields a column can fill in this plant: its active per-unit products other than product 1. */
  product_targets: CustomerImportProductTarget[];
  /** Fields every row needs and no column fills yet; the import is refused until they are mapped. */
  missing_fields: CustomerImportBaseField[];
  counts: CustomerImportCounts;
  /** Area names the file uses that the plant does not have (created only with create_missing_areas). */
  missing_areas: string[];
  /** The first 20 rows as they would be saved. */
  preview: CustomerImportPreviewRow[];
  /** Every row error. */
  errors: CustomerImportRowError[];
  /** The plan's customer limit and how many customers the owner has; null when unlimited. */
  customer_limit: { max_customers: number; current_customers: number } | null;
}

export type CustomerImportState = 'queued' | 'running' | 'completed' | 'failed';

/** The answer of a real run (202-style, at once): follow it at GET /filter-owner/imports/{id}. */
export interface CustomerImportStarted {
  id: number;
  state: CustomerImportState;
}

/** GET /filter-owner/imports/{id} */
export interface CustomerImportStatus {
  id: number;
  filter_plant_id: number;
  state: CustomerImportState;
  /** 0 to 100. */
  progress: number;
  file: { name: string; format: CustomerImportFormat; size: number };
  on_existing: CustomerImportExisting;
  create_missing_areas: boolean;
  counts: {
    rows: number;
    processed: number;
    created: number;
    updated: number;
    skipped: number;
    failed: number;
  };
  areas_created: string[];
  /** The first 200 errors of rows that were not imported (every failed row is in errors.csv). */
  errors: CustomerImportRowError[];
  errors_total: number;
  /** Why the whole import failed, when it did. */
  failure: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

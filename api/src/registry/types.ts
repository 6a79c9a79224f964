/**
 * The resource registry's vocabulary. One `ResourceDef` describes one admin entity; the CRUD
 * engine, the OpenAPI document and the react-admin screens are all generated from it.
 * This folder is shared with the browser: it may import `zod` and ../validation only.
 */
import type { ZodType } from 'zod';

export type FieldType =
  | 'id'
  | 'string'
  | 'text'
  | 'richtext'
  | 'email'
  | 'mobile'
  | 'gstin'
  | 'pan'
  | 'ifsc'
  | 'udin'
  | 'url'
  | 'slug'
  | 'integer'
  | 'money'
  | 'percent'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'json'
  | 'ip'
  | 'colour';

export interface Choice {
  id: string | number;
  name: string;
  colour?: string;
}

export interface FieldDef {
  type: FieldType;
  label: string;
  /** Must be present on create. */
  required?: boolean;
  /** Set by the server only (ids, timestamps, computed values): stripped from writes. */
  readOnly?: boolean;
  /** Only staff may write it (role, status, balances…): a customer's attempt is refused with 403. */
  staffOnly?: boolean;
  /** Never leaves the server (hashes, secrets). */
  hidden?: boolean;
  choices?: readonly Choice[];
  /** Target resource name for type 'reference'. */
  reference?: string;
  /** Bounds: string length for text types, value for numbers. */
  min?: number;
  max?: number;
  default?: unknown;
  /** Shown as a list column. */
  list?: boolean;
  /** Offered as a filter (equality, or _gte/_lte for numbers and dates). Needs an index. */
  filter?: boolean;
  sortable?: boolean;
  /** Part of the free-text `q` search. */
  searchable?: boolean;
  /** Overrides the rule derived from `type`. */
  zod?: ZodType;
  /**
   * For customers: this reference must point at a record they own (the target resource's owner
   * column is their id) — e.g. a document may only be attached to one's own case.
   */
  ownedByCaller?: boolean;
  /** A valid value: shown in the OpenAPI document and used by the contract tests. */
  example?: unknown;
  /**
   * Not a column: accepted (validated) on writes and handed to the resource's hooks, which turn it
   * into stored columns (e.g. a bank account number → last 4 digits + keyed hash). Never stored or returned.
   */
  virtual?: boolean;
  help?: string;
  /**
   * A read-only value the database derives on every read instead of a stored column that would go
   * stale: an SQL expression over the resource's own columns (e.g. a promo code's state from its
   * dates, uses and status). The engine selects it in list and show; `filter`/`sortable` make it
   * filterable/sortable; OpenAPI marks it read-only and computed. The expression is never null.
   * Needs `readOnly` (defineResource checks).
   */
  computed?: string;
  /**
   * This amount's unit is chosen per record by another field: an enum whose choices are `flat` (₹)
   * and `percent` (%), e.g. a promo code's discount value follows its discount type (see AMOUNT_UNITS).
   */
  unitFrom?: string;
}

export type MenuGroup =
  | 'Dashboard'
  | 'Customer management'
  | 'Partner management'
  | 'List views'
  | 'Promotion management'
  | 'Content management'
  | 'Master data'
  | 'Settings'
  | 'User management'
  | 'Settlement'
  | 'Business-accounting sync'
  | 'Legal notice'
  | 'Monitoring';

/** What a customer (role_type customer) may do with the rows they own. */
export type CustomerAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** 'capped': exact up to a cap, then the planner's estimate (engine/listTotals.ts); 'exact': always counted. */
export type CountStrategy = 'exact' | 'capped';

/** Kinds of file an upload resource accepts, detected from the contents (see api/src/contracts/media.ts). */
export type UploadKind = 'pdf' | 'png' | 'jpeg' | 'webp';

export interface UploadSpec {
  /** Storage folder: lower-case letters, digits and dashes. */
  folder: string;
  accept: readonly UploadKind[];
  maxBytes: number;
}

/**
 * What visitors of the public site may read of a resource (GET /api/public/<name> and
 * /api/public/<name>/<key>): only the declared fields, only the rows the conditions let through.
 * Everything else about the resource (other fields, drafts, deactivated rows) stays staff-only.
 */
export interface PublicReadDef {
  /** The fields shown, besides `id` (always present). Filters, sort and `q` work on these only. */
  fields: readonly string[];
  /** Column equalities every public row meets, e.g. { publish: 1 } or { status: 1 }. */
  where: Record<string, string | number | boolean>;
  /**
   * Further fixed SQL conditions over the table's own columns (date windows, "has a published
   * version"): constants written here, never built from a request.
   */
  whereSql?: readonly string[];
  /** Read-only fields only the public view has: `computed` SQL over the row (e.g. a plan's current fee). */
  computed?: Record<string, FieldDef>;
  /** Default order of the public list (default: the resource's own). */
  defaultSort?: readonly [string, 'ASC' | 'DESC'];
  /** A unique field one item is read by instead of its id: GET /api/public/<name>/<slug>. */
  key?: string;
  /** 'members': any signed-in caller (customer or staff), 401 for anonymous visitors. Default 'everyone'. */
  visibleTo?: 'everyone' | 'members';
  /** What the public list is for (OpenAPI). */
  description?: string;
}

/** The engine's generic writes: POST /api/<name>, PUT /api/<name>/:id (and bulk), DELETE /api/<name>/:id (and bulk). */
export type GenericWrite = 'create' | 'edit' | 'delete';

/**
 * The generic writes a flow takes over, each with the flow that does it instead, as a person reads it
 * (it is the 405's text): e.g. { create: 'the report (POST /api/defaulter/report)' }.
 */
export type FlowDef = Readonly<Partial<Record<GenericWrite, string>>>;

export interface ResourceDef {
  /** Path segment under /api: /api/<name>. Also the react-admin resource name. */
  name: string;
  table: string;
  /** Plural label for menus and page titles. */
  label: string;
  /** Singular label. */
  recordLabel: string;
  /** Field used to represent one record (select inputs, breadcrumbs). */
  titleField: string;
  /** Permission feature title (spec §6): an access rule with this title grants actions. */
  feature: string;
  menuGroup: MenuGroup;
  /** Admin route, relative to /admin, exactly as the spec writes it. */
  route: string;
  fields: Record<string, FieldDef>;
  defaultSort: readonly [string, 'ASC' | 'DESC'];
  /** DELETE sets status = 0 (record status 0 Deleted / 1 Active) instead of removing the row. */
  softDelete?: boolean;
  /** Fixed conditions: the resource is a view of part of a table (e.g. customers vs admin users). Forced on create. */
  baseFilter?: Record<string, string | number | boolean>;
  /** Customers reach this resource only for rows whose `column` equals their user id. */
  owner?: { column: string; actions: readonly CustomerAction[] };
  /** Logs and derived data: list and detail only, no writes through the engine. */
  readOnly?: boolean;
  /** Records are added only through this endpoint (e.g. a file upload); the generic POST answers 405. */
  createdThrough?: string;
  /**
   * Writes need the member's own session: a support session (signed in with a temporary OTP from staff)
   * is refused create, edit and delete with 403 (auth/sessionKind.ts) — the account's own details,
   * its bank accounts, its deactivation requests.
   */
  fullSessionWrites?: boolean;
  /**
   * The records are born in a domain flow (its own endpoint and service: evidence, duplicate checks,
   * fees, ledger, codes) and, for the verbs listed, live in it. Each listed generic write answers 405
   * naming the flow — to members and staff alike —, the OpenAPI document leaves the operation out,
   * the admin hides its button, and a bulk import refuses the list unless a record importer runs the
   * flow's own service (api/src/domain/recordImporters.ts). `flow.create` becomes `createdThrough`.
   * tests/registry/flowBornRecords.test.ts fails when a table a domain service writes has a resource
   * that is still created generically without saying why.
   */
  flow?: FlowDef;
  /**
   * Each record is one uploaded file: records are created by POST /api/<name>/upload (multipart:
   * the file plus the writable fields) and the file is read back by GET /api/<name>/:id/file, both
   * under the resource's own permissions and row scope. The server sets the file columns
   * (file_path, original_name, mime_type, size_bytes) from what it stored — never from the client.
   */
  upload?: UploadSpec;
  /** How Content-Range totals are computed (room for 'capped' / 'estimated' at scale). */
  count?: CountStrategy;
  /** Maintains created_at / updated_at. Default true. */
  timestamps?: boolean;
  description?: string;
  /**
   * Unique fields people know a record by (a member's mobile or email, a business's GSTIN): a bulk
   * import may name a record of this resource by any of them instead of its id, and the import
   * template says so in the column header. The titleField is tried after them.
   */
  naturalKeys?: readonly string[];
  /** Read by visitors of the public site: see PublicReadDef. */
  publicRead?: PublicReadDef;
}

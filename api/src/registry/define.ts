import { idField, timestampFields } from './fields';
import type { FieldDef, GenericWrite, PublicReadDef, ResourceDef } from './types';

/** English plural → singular for labels ("Wallet ledger entries" → "Wallet ledger entry"). */
export function singular(label: string): string {
  if (/ies$/.test(label)) return label.replace(/ies$/, 'y');
  if (/(ss|ch|sh|x)es$/.test(label)) return label.replace(/es$/, '');
  return label.replace(/s$/, '');
}

type Input = Omit<ResourceDef, 'fields' | 'defaultSort' | 'recordLabel' | 'titleField'> & {
  fields: Record<string, FieldDef>;
  defaultSort?: ResourceDef['defaultSort'];
  recordLabel?: string;
  titleField?: string;
};

/**
 * Completes a registry entry: adds `id` and (unless timestamps: false) created_at/updated_at,
 * and sensible defaults for sort, singular label and title field.
 */
export function defineResource(input: Input): ResourceDef {
  const withTimestamps = input.timestamps !== false;
  const fields = { ...idField, ...input.fields, ...(withTimestamps ? timestampFields : {}) };
  for (const [name, def] of Object.entries(fields)) {
    if (def.computed && (!def.readOnly || def.searchable || def.virtual)) {
      throw new Error(`${input.name}.${name}: a computed field is read-only, not searchable and not virtual.`);
    }
  }
  for (const key of input.naturalKeys ?? []) {
    if (!fields[key]) throw new Error(`${input.name}: natural key "${key}" is not a field.`);
  }
  if (input.publicRead) checkPublicRead(input.name, fields, input.publicRead);
  checkFlow(input);
  const firstText = Object.entries(fields).find(([, d]) => d.type === 'string' || d.type === 'email')?.[0];
  return {
    ...input,
    fields,
    timestamps: withTimestamps,
    defaultSort: input.defaultSort ?? (withTimestamps ? ['created_at', 'DESC'] : ['id', 'DESC']),
    recordLabel: input.recordLabel ?? singular(input.label),
    titleField: input.titleField ?? firstText ?? 'id',
    count: input.count ?? 'capped',
    createdThrough: input.createdThrough ?? input.flow?.create ?? (input.upload ? `POST /api/${input.name}/upload` : undefined),
  };
}

/** A public view may show only declared, readable fields, and is read by one of them. */
function checkPublicRead(name: string, fields: Record<string, FieldDef>, p: PublicReadDef) {
  const shown = new Set(['id', ...p.fields, ...Object.keys(p.computed ?? {})]);
  for (const field of p.fields) {
    const def = fields[field];
    if (!def || def.hidden || def.virtual) throw new Error(`${name}: public field "${field}" is not a readable field.`);
  }
  for (const [field, def] of Object.entries(p.computed ?? {})) {
    if (fields[field] || !def.computed || !def.readOnly)
      throw new Error(`${name}: public computed field "${field}" must be new, computed and read-only.`);
  }
  for (const column of Object.keys(p.where)) {
    if (!fields[column]) throw new Error(`${name}: public condition on "${column}", which is not a field.`);
  }
  if (p.key && !shown.has(p.key)) throw new Error(`${name}: public key "${p.key}" is not a public field.`);
  if (p.defaultSort && !shown.has(p.defaultSort[0])) throw new Error(`${name}: public sort "${p.defaultSort[0]}" is not a public field.`);
}

/** A flow takes over writes of a writable resource, says once where records are added, and leaves members no generic way around it. */
function checkFlow(input: Input) {
  const flow = input.flow;
  if (!flow) return;
  const verbs = Object.keys(flow) as GenericWrite[];
  if (input.readOnly || !verbs.length) throw new Error(`${input.name}: a flow takes over at least one write of a writable resource.`);
  if (flow.create && input.createdThrough) throw new Error(`${input.name}: say where records are added once (flow.create).`);
  const ownerVerb = { create: 'create', edit: 'edit', delete: 'delete' } as const;
  for (const verb of verbs) {
    if (input.owner?.actions.includes(ownerVerb[verb]))
      throw new Error(`${input.name}: members cannot ${verb} generically what the flow does (${flow[verb]}).`);
  }
}

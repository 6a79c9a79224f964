import { idField, timestampFields } from './fields';
import type { FieldDef, ResourceDef } from './types';

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
  const firstText = Object.entries(fields).find(([, d]) => d.type === 'string' || d.type === 'email')?.[0];
  return {
    ...input,
    fields,
    timestamps: withTimestamps,
    defaultSort: input.defaultSort ?? (withTimestamps ? ['created_at', 'DESC'] : ['id', 'DESC']),
    recordLabel: input.recordLabel ?? input.label.replace(/s$/, ''),
    titleField: input.titleField ?? firstText ?? 'id',
    count: input.count ?? 'exact',
  };
}

/**
 * OpenAPI paths of the public site's reads (api/src/engine/publicRoutes.ts), one pair per resource
 * that declares `publicRead`: the list and one item by its key. Their record schemas hold only the
 * public fields (`Public<Resource>`).
 */
import type { ColumnNullability } from '../db/columnNullability';
import { PUBLIC_MAX_PAGE_SIZE, publicKeyOf, publicViews } from '../engine/publicView';
import type { ResourceDef } from '../registry/types';
import { fieldJsonSchema } from './fieldJsonSchema';
import { json, listParameters, readSchema, ref, schemaName } from './resourceDocParts';
import { shared, type JsonSchema } from './responses';

const publicName = (view: ResourceDef) => `Public${schemaName(view)}`;
const tags = ['Public site'];

function access(view: ResourceDef) {
  if (view.publicRead?.visibleTo === 'members') {
    return {
      text: 'Any signed-in member or staff user; not anonymous visitors.',
      security: undefined,
      extra: { 401: shared('Unauthorized') },
    };
  }
  return { text: 'Anyone: no sign-in needed.', security: [], extra: {} };
}

function keyParam(view: ResourceDef): JsonSchema {
  const key = publicKeyOf(view);
  const { title: _title, ...field } = fieldJsonSchema(view.fields[key]!);
  const schema = key === 'id' ? { type: 'integer', minimum: 1 } : field;
  return {
    name: 'key',
    in: 'path',
    required: true,
    schema,
    description: `The ${key === 'id' ? 'record id' : key} (anything else answers 404).`,
  };
}

function pathsOf(view: ResourceDef) {
  const what = view.recordLabel.toLowerCase();
  const { text, security, extra } = access(view);
  const open = security ? { security } : {};
  const rows = view.publicRead?.description ? ` ${view.publicRead.description}` : '';
  return {
    [`/api/public/${view.name}`]: {
      get: {
        tags,
        summary: `${view.label} shown on the public site`,
        description: `${text} Published, active items only, with their public fields; at most ${PUBLIC_MAX_PAGE_SIZE} a page.${rows}`,
        ...open,
        parameters: listParameters(view),
        responses: {
          200: {
            description: 'A page of items',
            headers: {
              'Content-Range': {
                required: true,
                schema: { type: 'string', pattern: `^${view.name} (\\d+-\\d+|\\*)/\\d+$` },
                example: `${view.name} 0-9/10`,
              },
            },
            ...json({ type: 'array', items: ref(publicName(view)), maxItems: PUBLIC_MAX_PAGE_SIZE }),
          },
          ...extra,
        },
      },
    },
    [`/api/public/${view.name}/{key}`]: {
      get: {
        tags,
        summary: `One ${what} shown on the public site`,
        description: `${text} A draft, deactivated or out-of-date item answers 404, as an unknown one does.`,
        ...open,
        parameters: [keyParam(view)],
        responses: { 200: { description: `The ${what}`, ...json(ref(publicName(view))) }, 404: shared('NotFound'), ...extra },
      },
    },
  };
}

export function publicPaths(): Record<string, Record<string, unknown>> {
  return Object.assign({}, ...publicViews.map(pathsOf));
}

export function publicSchemas(columns?: ColumnNullability): Record<string, JsonSchema> {
  return Object.fromEntries(publicViews.map((view) => [publicName(view), readSchema(view, columns)]));
}

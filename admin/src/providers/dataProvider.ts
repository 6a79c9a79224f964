/**
 * ra-data-simple-rest over /api, with react-admin resource names (registry routes) mapped to API
 * names, and updateMany/deleteMany sent as ONE request each to the engine's bulk endpoints:
 * PUT/DELETE /api/:resource?filter={"id":[…]}.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, CreateResult, DataProvider, Identifier, RaRecord } from 'react-admin';
import { API_URL } from '../config';
import { postForm } from '../files/postForm';
import { apiNameOf, findResource } from '../registry/resourceIndex';
import { httpClient } from './httpClient';

const rest = simpleRestProvider(API_URL, httpClient);

const bulkUrl = (resource: string, ids: Identifier[]) =>
  `${API_URL}/${apiNameOf(resource)}?${new URLSearchParams({ filter: JSON.stringify({ id: ids }) })}`;

/** The engine answers the ids it changed; fall back to the ids asked for. */
const changedIds = (json: unknown, asked: Identifier[]): Identifier[] =>
  Array.isArray(json)
    ? (json as Identifier[])
    : Array.isArray((json as { data?: unknown })?.data)
      ? (json as { data: Identifier[] }).data
      : asked;

/**
 * An upload resource's record is created by POST /api/<name>/upload as multipart: the chosen file
 * (react-admin's FileInput keeps it in `file.rawFile`) and the other fields as text.
 */
async function createUpload<R extends RaRecord>(resource: string, data: Record<string, unknown>): Promise<CreateResult<R>> {
  const { file, ...fields } = data as { file?: { rawFile?: Blob } } & Record<string, unknown>;
  const form: Record<string, string | Blob | undefined> = { file: file?.rawFile };
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && v !== null) form[k] = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return { data: await postForm<R>(`${API_URL}/${apiNameOf(resource)}/upload`, form) };
}

export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(apiNameOf(resource), params),
  getOne: (resource, params) => rest.getOne(apiNameOf(resource), params),
  getMany: (resource, params) => rest.getMany(apiNameOf(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiNameOf(resource), params),
  create: <R extends RaRecord>(resource: string, params: CreateParams) =>
    findResource(resource)?.upload ? createUpload<R>(resource, params.data) : rest.create<R>(apiNameOf(resource), params),
  update: (resource, params) => rest.update(apiNameOf(resource), params),
  delete: (resource, params) => rest.delete(apiNameOf(resource), params),

  updateMany: async (resource, params) => {
    const { json } = await httpClient(bulkUrl(resource, params.ids), { method: 'PUT', body: JSON.stringify(params.data) });
    return { data: changedIds(json, params.ids) };
  },

  deleteMany: async (resource, params) => {
    const { json } = await httpClient(bulkUrl(resource, params.ids), { method: 'DELETE' });
    return { data: changedIds(json, params.ids) };
  },
};

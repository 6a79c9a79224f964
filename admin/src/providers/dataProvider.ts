/**
 * ra-data-simple-rest over /api, with react-admin resource names (registry routes) mapped to API
 * names, and updateMany/deleteMany sent as ONE request each to the engine's bulk endpoints:
 * PUT/DELETE /api/:resource?filter={"id":[…]}.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { API_URL } from '../config';
import { apiNameOf } from '../registry/resourceIndex';
import { httpClient } from './httpClient';

const rest = simpleRestProvider(API_URL, httpClient);

const bulkUrl = (resource: string, ids: Identifier[]) =>
  `${API_URL}/${apiNameOf(resource)}?${new URLSearchParams({ filter: JSON.stringify({ id: ids }) })}`;

/** The engine answers the ids it changed; fall back to the ids asked for. */
const changedIds = (json: unknown, asked: Identifier[]): Identifier[] =>
  Array.isArray(json) ? (json as Identifier[]) : Array.isArray((json as { data?: unknown })?.data) ? (json as { data: Identifier[] }).data : asked;

export const dataProvider: DataProvider = {
  getList: (resource, params) => rest.getList(apiNameOf(resource), params),
  getOne: (resource, params) => rest.getOne(apiNameOf(resource), params),
  getMany: (resource, params) => rest.getMany(apiNameOf(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(apiNameOf(resource), params),
  create: (resource, params) => rest.create(apiNameOf(resource), params),
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

/** OpenAPI entries of the spec §7 staff calls (api/src/calls/userLookupRoutes.ts, staffUserRoutes.ts, staffSettingsRoutes.ts). */
import {
  ref,
  json,
  okWith,
  listOk,
  error,
  failures,
  idParam,
  pathParam,
  body,
  optionalBody,
  listQuery,
  listBody,
  staff,
  forbidden,
} from './callPathParts';

export const staffCallPaths: Record<string, unknown> = {
  '/api/user/fetchByPhone/{phone}': memberFoundBy('phone', 'mobile'),
  '/api/user/fetchByEmail/{email}': memberFoundBy('email', 'email'),
  '/api/admin/fetchUserbyquery/get': {
    post: {
      tags: staff,
      summary: 'Find members by a mobile, an email or a text (Customer → listView; masked without detailView; at most 25)',
      requestBody: body({ type: 'object', required: ['query'], properties: { query: { type: 'string', minLength: 2, maxLength: 100 } } }),
      responses: { 200: listOkSimple('Matching members'), 403: forbidden() },
    },
  },
  '/api/admin/user/list': {
    get: {
      tags: staff,
      summary: 'Active members for pickers, by name, at most 25 (Customer → listView; masked without detailView)',
      parameters: [{ name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } }],
      responses: {
        200: okWith('Members', { type: 'array', items: ref('MemberContact') }),
        403: forbidden(),
      },
    },
  },
  '/api/admin/users/list': {
    get: {
      tags: staff,
      summary: 'List members (Customer → listView)',
      parameters: listQuery,
      responses: { 200: listOk('A page', 'Customers'), 403: forbidden() },
    },
    post: {
      tags: staff,
      summary: 'List members, parameters in the body (Customer → listView)',
      requestBody: listBody,
      responses: { 200: listOk('A page', 'Customers'), 403: forbidden() },
    },
  },
  '/api/admin/users/list/count': {
    post: {
      tags: staff,
      summary: 'Count members matching a filter (Customer → listView)',
      requestBody: optionalBody({ type: 'object', additionalProperties: false, properties: { filter: { type: 'object' } } }),
      responses: {
        200: okWith('The count', {
          type: 'object',
          required: ['total', 'estimated'],
          properties: { total: { type: 'integer' }, estimated: { type: 'boolean' } },
        }),
        403: forbidden(),
      },
    },
  },
  '/api/admin/users/list/{id}': staffReadById('One member (Customer → detailView)', 'Member', okWith('The member', ref('Customers'))),
  '/api/admin/admins/list': {
    post: {
      tags: staff,
      summary: 'List staff accounts (Admin Users → listView)',
      requestBody: listBody,
      responses: { 200: listOk('A page', 'AdminUsers'), 403: forbidden() },
    },
  },
  '/api/admin/getUserData/{id}': staffReadById(
    'An account with its role and accessAction (Customer or Admin Users → detailView, by account)',
    'Account',
    okWith('The account', { type: 'object', required: ['id', 'role', 'role_type', 'accessAction'] }),
  ),
  '/api/admin/user/delete/{id}': {
    delete: statusChange('Deactivate an account: status 0, every session ends (Customer or Admin Users → deactivate/activate)', 'Account'),
  },
  '/api/admin/user/activate/{id}': {
    get: statusChange('Activate an account again: status 1 (Customer or Admin Users → deactivate/activate)', 'Account'),
    delete: statusChange('Activate an account again, as GET does (Customer or Admin Users → deactivate/activate)', 'Account'),
  },
  '/api/user/role/update': {
    post: {
      tags: staff,
      summary: 'Change a staff account’s role under the staff-grant rules (Admin Users → add/edit) (failure object)',
      requestBody: body({
        type: 'object',
        required: ['user_id', 'role_id'],
        properties: { user_id: { type: 'integer' }, role_id: { type: 'integer' } },
      }),
      responses: {
        200: okWith('The staff account', ref('AdminUsers')),
        ...failures({ 403: 'A member, no permission, or a role beyond your own access', 404: 'No such account', 409: 'Unknown role' }),
      },
    },
  },
  '/api/check/admin/role/validity': {
    get: {
      tags: staff,
      summary: 'Is your staff role active? (the admin app’s start-up check)',
      responses: {
        200: okWith('Valid', { type: 'object', required: ['valid', 'role_id', 'role_name', 'accessAction'] }),
        403: error('A member, or the role is deactivated'),
      },
    },
  },
  '/api/admin/ip/list': {
    get: {
      tags: staff,
      summary: 'List restricted IPs (Restricted Ip → listView)',
      parameters: listQuery,
      responses: { 200: listOk('A page', 'RestrictedIps'), 403: forbidden() },
    },
  },
  '/api/admin/ip/add': staffCreate('Add a restricted IP rule (Restricted Ip → add/edit)', 'RestrictedIps'),
  '/api/admin/ip/delete/{id}': { delete: statusChange('Deactivate a restricted IP rule (Restricted Ip → deactivate/activate)', 'Rule') },
  '/api/admin/exportDays/add': staffCreate(
    'Add an export-days limit for a role or an admin user (Export Data → add/edit)',
    'ExportDaySettings',
  ),
  '/api/admin/exportDays/{id}': staffReadById(
    'One export-days setting (Export Data → detailView)',
    'Setting',
    okWith('The setting', ref('ExportDaySettings')),
  ),
  '/api/admin/data/eventHooks/get': {
    get: {
      tags: staff,
      summary: 'The domain rules (engine hooks) that run on each resource’s writes (Global Setting → listView)',
      responses: {
        200: okWith('Per resource', { type: 'array', items: { type: 'object', required: ['resource', 'stages'] } }),
        403: forbidden(),
      },
    },
  },
};

function listOkSimple(description: string) {
  return okWith(description, { type: 'array', items: ref('MemberContact') });
}

/** GET user/fetchByPhone/{phone} and user/fetchByEmail/{email}. */
function memberFoundBy(param: string, what: string) {
  return {
    get: {
      tags: staff,
      summary: `Find a member by ${what} (Customer → listView; contacts masked without detailView) (failure object, data [])`,
      parameters: [pathParam(param, { type: 'string' })],
      responses: {
        200: listOkSimple('The member'),
        ...failures({ 403: 'A member, or staff without Customer → listView', 404: 'Nobody uses it' }),
      },
    },
  };
}

/** A staff GET of one record by id. */
function staffReadById(summary: string, what: string, found: unknown) {
  return {
    get: {
      tags: staff,
      summary,
      parameters: [idParam(`${what} id`)],
      responses: { 200: found, 403: forbidden(), 404: error(`No such ${what.toLowerCase()}`) },
    },
  };
}

/** A staff call that deactivates or activates a record by id: answers { id, status }. */
function statusChange(summary: string, what: string) {
  return {
    tags: staff,
    summary,
    parameters: [idParam(`${what} id`)],
    responses: {
      200: okWith('Done', { type: 'object', required: ['id', 'status'] }),
      403: forbidden('Not allowed (or your own account)'),
      404: error(`No such ${what.toLowerCase()}`),
    },
  };
}

/** A staff POST that creates a record of a registry resource (its Input schema in, its record out). */
function staffCreate(summary: string, schema: string) {
  return {
    post: {
      tags: staff,
      summary,
      requestBody: { required: true, ...json(ref(`${schema}Input`)) },
      responses: { 201: okWith('Added', ref(schema)), 403: forbidden(), 409: error('Clashes with existing data') },
    },
  };
}

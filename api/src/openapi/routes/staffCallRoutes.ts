/** The spec §7 staff calls (calls/staffUserRoutes.ts, userLookupRoutes.ts): one declaration per endpoint. */
import { z } from 'zod';
import { CALL_FAILURES, callList, callOk, componentRef, defineRoutes, failureAnswer } from '../routeContract';
import { roleUpdateSchema } from '../../domain/accounts/staffUserRoutes';

const tags = ['Staff calls (spec §7)'];
const listBody = z.strictObject({
  filter: z.looseObject({}).optional(),
  sort: z.array(z.unknown()).optional(),
  range: z.array(z.unknown()).optional(),
});
const userStatusOk = z.looseObject({ data: z.looseObject({ id: z.unknown(), status: z.unknown() }).optional() });

/** Deactivate and activate (each on two methods) take an account id and answer its new status. */
const accountStatusChange = {
  params: z.object({ id: z.number().int().min(1).meta({ description: 'Account id' }) }),
  responses: {
    200: { description: 'Done', body: z.intersection(componentRef('CallOk'), userStatusOk) },
    403: 'Not allowed (or your own account)',
    404: 'No such account',
  },
};

/** The list calls take a resource list's own query: filter, sort and range as JSON (ra-data-simple-rest). */
const raListQuery = z.object({
  filter: z.string().meta({ description: 'JSON, as the ra-data-simple-rest filter of the resource' }).optional(),
  sort: z.string().meta({ description: 'JSON, as the ra-data-simple-rest sort of the resource' }).optional(),
  range: z.string().meta({ description: 'JSON, as the ra-data-simple-rest range of the resource' }).optional(),
});

export const staffCallRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/user/fetchByPhone/{phone}',
    tags,
    summary: 'Find a member by mobile (Customer → listView; contacts masked without detailView) (failure object, data [])',
    params: z.object({ phone: z.string() }),
    responses: {
      200: {
        description: 'The member',
        body: callOk(z.array(componentRef('MemberContact'))),
      },
      ...CALL_FAILURES,
      403: failureAnswer('A member, or staff without Customer → listView'),
      404: failureAnswer('Nobody uses it'),
    },
  },
  {
    method: 'get',
    path: '/api/user/fetchByEmail/{email}',
    tags,
    summary: 'Find a member by email (Customer → listView; contacts masked without detailView) (failure object, data [])',
    params: z.object({ email: z.string() }),
    responses: {
      200: {
        description: 'The member',
        body: callOk(z.array(componentRef('MemberContact'))),
      },
      ...CALL_FAILURES,
      403: failureAnswer('A member, or staff without Customer → listView'),
      404: failureAnswer('Nobody uses it'),
    },
  },
  {
    method: 'post',
    path: '/api/admin/fetchUserbyquery/get',
    tags,
    summary: 'Find members by a mobile, an email or a text (Customer → listView; masked without detailView; at most 25)',
    body: z.looseObject({ query: z.string().min(2).max(100) }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'Matching members',
        body: callOk(z.array(componentRef('MemberContact'))),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/user/list',
    tags,
    summary: 'Active members for pickers, by name, at most 25 (Customer → listView; masked without detailView)',
    query: z.object({ q: z.string().max(100).optional() }),
    responses: {
      200: {
        description: 'Members',
        body: callOk(z.array(componentRef('MemberContact'))),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/users/list',
    tags,
    summary: 'List members (Customer → listView)',
    query: raListQuery,
    responses: {
      200: {
        description: 'A page',
        body: callList(componentRef('Customers')),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/list',
    tags,
    summary: 'List members, parameters in the body (Customer → listView)',
    body: listBody.meta({
      description: 'The same filter, sort and range as the resource’s list, as JSON values (or JSON-encoded strings).',
    }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'A page',
        body: callList(componentRef('Customers')),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/admin/users/list/count',
    tags,
    summary: 'Count members matching a filter (Customer → listView)',
    body: z.strictObject({ filter: z.looseObject({}).optional() }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'The count',
        body: callOk(z.looseObject({ total: z.number().int(), estimated: z.boolean() })),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/users/list/{id}',
    tags,
    summary: 'One member (Customer → detailView)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Member id' }) }),
    responses: {
      200: {
        description: 'The member',
        body: callOk(componentRef('Customers')),
      },
      403: 'Signed in, but without the permission',
      404: 'No such member',
    },
  },
  {
    method: 'post',
    path: '/api/admin/admins/list',
    tags,
    summary: 'List staff accounts (Admin Users → listView)',
    body: listBody.meta({
      description: 'The same filter, sort and range as the resource’s list, as JSON values (or JSON-encoded strings).',
    }),
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    bodyOptional: true,
    responses: {
      200: {
        description: 'A page',
        body: callList(componentRef('AdminUsers')),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'get',
    path: '/api/admin/getUserData/{id}',
    tags,
    summary: 'An account with its role and accessAction (Customer or Admin Users → detailView, by account)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Account id' }) }),
    responses: {
      200: {
        description: 'The account',
        body: callOk(z.looseObject({ accessAction: z.unknown(), role: z.unknown(), id: z.unknown(), role_type: z.unknown() })),
      },
      403: 'Signed in, but without the permission',
      404: 'No such account',
    },
  },
  {
    method: 'delete',
    path: '/api/admin/user/delete/{id}',
    tags,
    summary: 'Deactivate an account: status 0, every session ends (Customer or Admin Users → deactivate/activate)',
    ...accountStatusChange,
  },
  {
    method: 'get',
    path: '/api/admin/user/activate/{id}',
    tags,
    summary: 'Activate an account again: status 1 (Customer or Admin Users → deactivate/activate)',
    ...accountStatusChange,
  },
  {
    method: 'delete',
    path: '/api/admin/user/activate/{id}',
    tags,
    summary: 'Activate an account again, as GET does (Customer or Admin Users → deactivate/activate)',
    ...accountStatusChange,
  },
  {
    method: 'post',
    path: '/api/user/role/update',
    tags,
    summary: 'Change a staff account’s role under the staff-grant rules (Admin Users → add/edit) (failure object)',
    body: roleUpdateSchema,
    bodyMedia: ['application/json', 'application/x-www-form-urlencoded'],
    responses: {
      200: {
        description: 'The staff account',
        body: callOk(componentRef('AdminUsers')),
      },
      ...CALL_FAILURES,
      403: failureAnswer('A member, no permission, or a role beyond your own access'),
      404: failureAnswer('No such account'),
      409: failureAnswer('Unknown role'),
    },
  },
  {
    method: 'get',
    path: '/api/check/admin/role/validity',
    tags,
    summary: 'Is your staff role active? (the admin app’s start-up check)',
    responses: {
      200: {
        description: 'Valid',
        body: callOk(z.looseObject({ accessAction: z.unknown(), valid: z.unknown(), role_id: z.unknown(), role_name: z.unknown() })),
      },
      403: 'A member, or the role is deactivated',
    },
  },
  {
    method: 'get',
    path: '/api/admin/ip/list',
    tags,
    summary: 'List restricted IPs (Restricted Ip → listView)',
    query: raListQuery,
    responses: {
      200: {
        description: 'A page',
        body: callList(componentRef('RestrictedIps')),
      },
      403: 'Signed in, but without the permission',
    },
  },
  {
    method: 'post',
    path: '/api/admin/ip/add',
    tags,
    summary: 'Add a restricted IP rule (Restricted Ip → add/edit)',
    body: componentRef('RestrictedIpsInput'),
    responses: {
      201: {
        description: 'Added',
        body: callOk(componentRef('RestrictedIps')),
      },
      403: 'Signed in, but without the permission',
      409: 'Clashes with existing data',
    },
  },
  {
    method: 'delete',
    path: '/api/admin/ip/delete/{id}',
    tags,
    summary: 'Deactivate a restricted IP rule (Restricted Ip → deactivate/activate)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Rule id' }) }),
    responses: {
      200: { description: 'Done', body: z.intersection(componentRef('CallOk'), userStatusOk) },
      403: 'Not allowed (or your own account)',
      404: 'No such rule',
    },
  },
  {
    method: 'post',
    path: '/api/admin/exportDays/add',
    tags,
    summary: 'Add an export-days limit for a role or an admin user (Export Data → add/edit)',
    body: componentRef('ExportDaySettingsInput'),
    responses: {
      201: {
        description: 'Added',
        body: callOk(componentRef('ExportDaySettings')),
      },
      403: 'Signed in, but without the permission',
      409: 'Clashes with existing data',
    },
  },
  {
    method: 'get',
    path: '/api/admin/exportDays/{id}',
    tags,
    summary: 'One export-days setting (Export Data → detailView)',
    params: z.object({ id: z.number().int().min(1).meta({ description: 'Setting id' }) }),
    responses: {
      200: {
        description: 'The setting',
        body: callOk(componentRef('ExportDaySettings')),
      },
      403: 'Signed in, but without the permission',
      404: 'No such setting',
    },
  },
  {
    method: 'get',
    path: '/api/admin/data/eventHooks/get',
    tags,
    summary: 'The domain rules (engine hooks) that run on each resource’s writes (Global Setting → listView)',
    responses: {
      200: {
        description: 'Per resource',
        body: callOk(z.array(z.looseObject({ stages: z.unknown(), resource: z.unknown() }))),
      },
      403: 'Signed in, but without the permission',
    },
  },
]);

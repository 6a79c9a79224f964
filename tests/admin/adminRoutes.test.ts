import { ACCESS_KINDS, FEATURES, resources } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import { adminRoutes, specRouteCount } from '../../admin/src/routes/adminRoutes';
import { isServedByResource, MENU_GROUPS, pathParams, specSpelling, type AdminRoute } from '../../admin/src/routes/routeTypes';
import { resourceByName } from '../../admin/src/registry/resourceIndex';
import { isFilterable } from '../../admin/src/registry/fieldKinds';

const byPath = new Map(adminRoutes.map((r) => [r.path, r]));
const spec = adminRoutes.filter((r) => r.spec);
const route = (path: string) => {
  const r = byPath.get(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('admin route table', () => {
  it('lists every spec §2 route once, and the registry lists besides', () => {
    expect(specRouteCount).toBe(spec.length);
    expect(spec.length).toBeGreaterThanOrEqual(160);
    expect(new Set(adminRoutes.map((r) => r.path.toLowerCase())).size).toBe(adminRoutes.length);
  });

  it('has spec routes in each of the 13 menu groups, in spec order', () => {
    expect(MENU_GROUPS).toHaveLength(13);
    expect(new Set(spec.map((r) => r.group))).toEqual(new Set(MENU_GROUPS));
  });

  it.each([
    'dashboard',
    'customer-management/customers',
    'customer-management/customer/view',
    'customer-management/business/view/:businessId',
    'customer-management/defaulter/report-bulk',
    'customer-management/defaulter/report',
    'customer-management/defaulter/report-defaulter',
    'customer-management/defaulter/defaulter-settlements/:id',
    'customer-management/users/walletTransaction/details/:userId',
    'customer-management/agent/revenue/details/:id',
    'customer-management/agent/revenue/detail/export',
    'customer-management/relationship/manager/:rmId',
    'customer-management/bitrixAgent/:bitrixId',
    'customer-management/bakaya-to-crm-deals-list',
    'customer-management/defaulter-detail/:defaulterId',
    'customer-management/customer-detail/:customerId',
    'customer-management/view-business-transaction',
    'customer-management/transation-bill-details/:buyerSupplier',
    'partner-management/affiliates',
    'partner-management/channel-partner',
    'partner-management/channel-partners',
    'cir',
    'gst/logs',
    'cin/error/list/:batch',
    'force-track/free-benefits-details/:id',
    'membership/versioning/details/:version',
    'invoice-detailView/:id',
    'pending-invoice/detailView/:id',
    'Detail-views/commissions/:id',
    'promotion-management/promo-code/Details-view/:id',
    'promotion-management/campaign/view/:campaignId',
    'content-management/cms/user-manual/edit/:id',
    'content-management/cms/media',
    'content-management/features/keys/add',
    'master-data/cities',
    'settings/otp',
    'settings/gst/hit',
    'settings/ip/add',
    'settings/user-deactivation-slabs/settings',
    'admin-user-management/admin-role/edit/:id',
    'admin-user-management/user/add',
    'settlement/payment-detail/:id',
    'settlement/documents/new/:parentId',
    'Settlement/header/new',
    'settlement/details/:settlementId',
    'settlement/call-request-hold/details/:holdId',
    'bcm/error-log/:paramFile',
    'bcm/sync-tracking',
    'legal-notice/documents/edit',
    'legal-notice/footer-header/new',
    'legal-notice/process/:legalNoticeFor',
    'legal-notice/process/supplier',
    'monitoring/aadhar-api-monitoring',
    'monitoring/audit/report',
  ])('has %s', (path) => expect(route(path).spec).toBeDefined());

  it('writes the spec spelling with {params}', () => {
    expect(route('customer-management/business/view/:businessId').spec).toBe('customer-management/business/view/{businessId}');
    expect(route('customer-management/bakaya-to-crm-deals-list').spec).toBe('customer-management/{product}-to-crm-deals-list');
    expect(route('customer-management/transation-bill-details/:buyerSupplier').spec).toBe(
      'customer-management/transation-bill-details/{buyerId},{supplierId}',
    );
    expect(specSpelling('a/:x/b/:y')).toBe('a/{x}/b/{y}');
    expect(pathParams('a/:x/b/:y')).toEqual(['x', 'y']);
  });

  it('points every registry screen at an existing resource, with the params it reads in its path', () => {
    for (const r of adminRoutes) {
      const s = r.screen;
      if (s.kind === 'custom') {
        if (s.resource) expect(resourceByName(s.resource), r.path).toBeDefined();
        continue;
      }
      const def = resourceByName(s.resource);
      expect(def, `${r.path} → ${s.resource}`).toBeDefined();
      const params = pathParams(r.path);
      if (s.kind === 'list' && s.filterBy) {
        expect(params).toContain(s.filterBy.param);
        expect(isFilterable(def!, s.filterBy.field), `${r.path} filters by ${s.filterBy.field}`).toBe(true);
      }
      if (s.kind === 'show' || s.kind === 'edit') {
        if (s.idQuery) expect(params).toEqual([]);
        else expect(params).toContain(s.idParam ?? 'id');
      }
      if (s.kind === 'create' && s.defaultsFrom) {
        expect(params).toContain(s.defaultsFrom.param);
        expect(def!.fields[s.defaultsFrom.field]).toBeDefined();
      }
      if ((s.kind === 'create' || s.kind === 'edit') && def!.readOnly) throw new Error(`${r.path} writes read-only ${def!.name}`);
    }
  });

  it('names a known feature and access kind for every route', () => {
    for (const r of adminRoutes) {
      expect(FEATURES as readonly string[], r.path).toContain(r.feature);
      expect(ACCESS_KINDS as readonly string[], r.path).toContain(r.access);
      expect(r.title.length, r.path).toBeGreaterThan(1);
    }
  });

  it('derives access kinds from the screen: lists listView, details detailView, forms add_edit', () => {
    expect(route('customer-management/customers').access).toBe('listView');
    expect(route('customer-management/business/view/:businessId').access).toBe('detailView');
    expect(route('content-management/cms/faq/add').access).toBe('add_edit');
    expect(route('content-management/cms/faq/edit/:id').access).toBe('add_edit');
  });

  it('asks for process access where spec §6 says so (bulk defaulters, bulk GST hit) and download for exports', () => {
    expect(route('customer-management/defaulter/report-bulk')).toMatchObject({ feature: 'Defaulter', access: 'process' });
    expect(route('settings/gst/hit')).toMatchObject({ feature: 'Business', access: 'process' });
    expect(route('settings/otp')).toMatchObject({ feature: 'Temporary OTP', access: 'process' });
    expect(route('legal-notice/process')).toMatchObject({ feature: 'Legal Notice Process', access: 'process' });
    expect(route('customer-management/agent/revenue/detail/export')).toMatchObject({ feature: 'Agent Revenue', access: 'download' });
  });

  it('opens the staff report form for "Report a defaulter": the report flow, with the API\'s own Defaulter → add_edit', () => {
    expect(route('customer-management/defaulter/report')).toMatchObject({
      feature: 'Defaulter',
      access: 'add_edit',
      menu: true,
      title: 'Report a defaulter',
      screen: { kind: 'custom', name: 'staffReport', resource: 'defaulter-cases' },
    });
  });

  it('offers the revenue screen (issue 9 §6) beside invoices, to staff with Invoices → listView, outside the §2 count', () => {
    expect(route('revenue')).toMatchObject({ feature: 'Invoices', access: 'listView', group: 'List views', menu: true, spec: undefined });
    expect(route('revenue').screen).toMatchObject({ kind: 'custom', name: 'revenue' });
  });

  it('lets everyone open the dashboard', () => {
    expect(route('dashboard')).toMatchObject({ feature: 'Dashboard', group: 'Dashboard', menu: true });
  });

  it('gives every registry resource its list route, served by <Resource> at its registry path', () => {
    for (const def of resources) {
      const r = byPath.get(def.route);
      expect(r, def.name).toBeDefined();
      expect(r!.screen).toMatchObject({ kind: 'list', resource: def.name });
      expect(isServedByResource(r!)).toBe(true);
      expect(r!.group).toBe(def.menuGroup);
    }
  });

  it('sends to <Resource> exactly the registry-shaped paths', () => {
    const served = (p: string) => isServedByResource(route(p));
    expect(served('settlement/payment-detail/:id')).toBe(true); // = <route>/:id, the edit page
    expect(served('customer-management/business/view/:businessId')).toBe(false);
    expect(served('promotion-management/campaign/list')).toBe(false);
    expect(served('customer-management/users/walletTransaction/details/:userId')).toBe(false);
  });

  it('keeps custom paths apart from resource routes (no custom path equals a resource route)', () => {
    // Read-only resources have no create/edit, so `<route>/:id` is free for a spec detail page there.
    const resourcePaths = new Set(
      resources.flatMap((d) => [d.route, `${d.route}/:id/show`, ...(d.readOnly ? [] : [`${d.route}/create`, `${d.route}/:id`])]),
    );
    const custom: AdminRoute[] = adminRoutes.filter((r) => !isServedByResource(r));
    for (const r of custom) expect(resourcePaths.has(r.path), r.path).toBe(false);
  });
});

describe('create screens', () => {
  it('never offer the generic form for resources added through their own endpoint', async () => {
    const { canCreateGeneric } = await import('../../admin/src/registry/fieldKinds');
    for (const r of adminRoutes) {
      if (r.screen.kind !== 'create') continue;
      expect(canCreateGeneric(resourceByName(r.screen.resource)!), r.path).toBe(true);
    }
  });
});

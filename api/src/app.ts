import path from 'node:path';
import cors from 'cors';
import express, { type Router } from 'express';
import helmet from 'helmet';
import { authenticate } from './auth/authenticate';
import { signInResetRoutes } from './auth/signInResetRoutes';
import { signInRoutes } from './auth/signInRoutes';
import { env, ROOT_DIR } from './config/env';
import type { AppContext } from './context';
import { publicRoutes } from './engine/publicRoutes';
import { resourceRoutes } from './engine/resourceRoutes';
import { errorHandler, notFoundJson } from './http/errorHandler';
import { requestLogger } from './http/logger';
import { rejectNulBytes } from './http/rejectNulBytes';
import { requireObjectBody } from './http/objectBody';
import { healthRoutes } from './http/healthRoutes';
import { importRoutes } from './import/importRoutes';
import { caseTransitionRoutes } from './domain/defaulterCases/caseTransitionRoutes';
import { noticeRoutes } from './domain/caseNotices/noticeRoutes';
import { gstinWatchRoutes } from './domain/caseNotices/gstinWatchRoutes';
import { evidenceRoutes } from './domain/evidence/evidenceRoutes';
import { caseInterestRoutes } from './domain/defaulterCases/caseInterestRoutes';
import { reportRoutes as defaulterReportRoutes } from './domain/defaulterCases/reportRoutes';
import { dashboardRoutes } from './domain/dashboard/dashboardRoutes';
import { memberDashboardRoutes } from './domain/memberDashboard/memberDashboardRoutes';
import { notificationRoutes } from './domain/notifications/notificationRoutes';
import { memberBusinessRoutes } from './domain/businesses/memberBusinessRoutes';
import { transactionRoutes } from './domain/businessTransactions/transactionRoutes';
import { accountScreenRoutes } from './domain/accounts/accountScreenRoutes';
import { paymentGatewayOf } from './domain/payments';
import { paymentRoutes } from './domain/payments/paymentRoutes';
import { staffPaymentRoutes } from './domain/payments/staffPaymentRoutes';
import { paymentWebhookRoutes } from './domain/payments/paymentWebhookRoutes';
import { sandboxCheckoutPage } from './adapters/paymentGateway/sandboxCheckoutPage';
import { SANDBOX_CHECKOUT_PATH, type SandboxGateway } from './adapters/paymentGateway/sandboxGateway';
import { invoiceRoutes } from './domain/invoices/invoiceRoutes';
import { staffWalletRoutes } from './domain/walletLedger/staffWalletRoutes';
import { settlementRoutes } from './domain/settlements/settlementRoutes';
import { esignCallbackRoutes } from './domain/settlements/esignCallbackRoutes';
import { cirRoutes } from './domain/cir/cirRoutes';
import { exportRoutes } from './domain/exports/exportRoutes';
import { gstRoutes } from './domain/gst/gstRoutes';
import { legalNoticeRoutes } from './domain/legalNotices/legalNoticeRoutes';
import { mediaRoutes } from './media/mediaRoutes';
import { openApiRoutes } from './openapi/openApiRoutes';
import { reportRoutes } from './domain/reports/reportRoutes';
import { cirDataRoutes } from './domain/cir/cirDataRoutes';
import { memberAccountRoutes } from './domain/accounts/memberAccountRoutes';
import { moneyMemberRoutes } from './domain/payments/moneyMemberRoutes';
import { moneyStaffRoutes } from './domain/membership/moneyStaffRoutes';
import { publicCallRoutes } from './domain/accounts/publicCallRoutes';
import { staffSettingsRoutes } from './domain/settings/staffSettingsRoutes';
import { staffUserRoutes } from './domain/accounts/staffUserRoutes';
import { transactionDataRoutes } from './domain/businessTransactions/transactionDataRoutes';
import { userLookupRoutes } from './domain/accounts/userLookupRoutes';
import { messageRoutes } from './domain/messages/messageRoutes';
import { messageHookRoutes } from './domain/messages/messageHookRoutes';
import { portalRenderer, type Site } from './http/portalHead';
import { serveSpa } from './http/serveSpa';

/** The Express app, apart from the network server so tests drive it in-process. */
export interface AppOptions {
  bodyLimit?: string;
  trustProxy?: boolean;
  /** The built portal (default portal/dist); tests pass a fixture. */
  portalDist?: string;
  /** Origin and brand of the public site for the portal's server-side titles and canonical links (default: env). */
  site?: Site;
}

/** A component's HTTP edge: a function of the app context answering with an Express router. */
type RouterFactory = (ctx: AppContext) => Router;

/**
 * Every router under /api, mounted in this order. Each lives in its component (api/src/domain/<component>/*Routes.ts)
 * or beside the piece it serves (auth, engine, import, media, openapi, http). Order matters in two places: the
 * calls of spec §7 (publicCallRoutes … cirDataRoutes) come before the routes of their subjects, and the engine's
 * generic /:resource routes come last, since they would otherwise take two-segment paths such as /data/consent-text.
 */
const API_ROUTES: RouterFactory[] = [
  healthRoutes,
  openApiRoutes,
  signInRoutes,
  // The calls of spec §7 on their own paths (issue 8 §5); docs/api-calls.md says where the spec is silent.
  publicCallRoutes,
  memberAccountRoutes,
  userLookupRoutes,
  staffUserRoutes,
  staffSettingsRoutes,
  moneyMemberRoutes,
  moneyStaffRoutes,
  transactionDataRoutes,
  cirDataRoutes,
  importRoutes,
  caseTransitionRoutes,
  noticeRoutes,
  gstinWatchRoutes,
  evidenceRoutes,
  caseInterestRoutes,
  defaulterReportRoutes,
  dashboardRoutes,
  memberDashboardRoutes,
  notificationRoutes,
  reportRoutes,
  exportRoutes,
  signInResetRoutes,
  legalNoticeRoutes,
  gstRoutes,
  memberBusinessRoutes,
  transactionRoutes,
  accountScreenRoutes,
  paymentRoutes,
  staffPaymentRoutes,
  invoiceRoutes,
  messageRoutes,
  staffWalletRoutes,
  settlementRoutes,
  cirRoutes,
  mediaRoutes,
  publicRoutes,
  resourceRoutes,
];

export function createApp(ctx: AppContext, opts: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  if (opts.trustProxy) app.set('trust proxy', true);
  app.use(requestLogger(ctx.logger));
  // One Content-Security-Policy for the admin, the portal and /api/docs: every script is a same-origin file
  // (Vite emits no inline script; Swagger UI's init is /api/docs/init.js), nothing inline runs, nothing
  // frames us. Styles allow 'unsafe-inline' because MUI/emotion (and Swagger UI) inject <style> tags and
  // style attributes. Uploaded SVGs are served with their own sandboxing policy (media/mediaRoutes.ts).
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = express.Router();
  api.use(cors({ exposedHeaders: ['Content-Range', 'Content-Disposition', 'Download-Filename', 'X-Request-Id', 'X-Total-Estimated'] }));
  api.use(express.json({ limit: opts.bodyLimit ?? '1mb' }));
  api.use(express.urlencoded({ extended: false, limit: opts.bodyLimit ?? '1mb' }));
  api.use(requireObjectBody);
  api.use(rejectNulBytes);
  api.use(authenticate(ctx.db, { cacheMs: ctx.authCacheMs }));
  for (const routes of API_ROUTES) api.use(routes(ctx));
  api.use(notFoundJson);
  api.use(errorHandler);
  // Webhooks are signed over their raw bytes: mounted before the API's JSON parser.
  app.use('/api/payments/webhook', paymentWebhookRoutes(ctx), notFoundJson, errorHandler);
  app.use('/api/providers', esignCallbackRoutes(ctx), notFoundJson, errorHandler);
  app.use('/api/hooks/messages', messageHookRoutes(ctx), notFoundJson, errorHandler);
  app.use('/api', api);
  const gateway = paymentGatewayOf(ctx);
  if (gateway.name === 'sandbox') app.use(SANDBOX_CHECKOUT_PATH, sandboxCheckoutPage(gateway as SandboxGateway));

  serveSpa(app, '/admin', path.join(ROOT_DIR, 'admin/dist'));
  const site = opts.site ?? { origin: env.publicOrigin, brand: env.brand };
  serveSpa(app, '/', opts.portalDist ?? path.join(ROOT_DIR, 'portal/dist'), portalRenderer(ctx, site));
  app.use(errorHandler);
  return app;
}

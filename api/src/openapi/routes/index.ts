/**
 * Every endpoint that is not a registry resource, declared once (the registry's resources and the
 * public site's reads are documented from the registry), and the component schemas they refer to.
 */
import type { z } from 'zod';
import type { RouteContract } from '../routeContract';
import { accountRoutes } from './accountRoutes';
import { callComponents } from './callComponents';
import { caseInterestRoutes } from './caseInterestRoutes';
import { checkoutRoutes } from './checkoutRoutes';
import { cirComponents, cirRoutes } from './cirRoutes';
import { defaulterReportRoutes } from './defaulterReportRoutes';
import { evidenceRoutes } from './evidenceRoutes';
import { invoiceRoutes } from './invoiceRoutes';
import { memberAccountRoutes } from './memberAccountRoutes';
import { memberBusinessRoutes } from './memberBusinessRoutes';
import { memberCallRoutes } from './memberCallRoutes';
import { memberDashboardRoutes } from './memberDashboardRoutes';
import { notificationRoutes } from './notificationRoutes';
import { messageRoutes } from './messageRoutes';
import { moneyCallComponents, moneyCallRoutes } from './moneyCallRoutes';
import { noticeRoutes } from './noticeRoutes';
import { settlementRoutes } from './settlementRoutes';
import { staffCallRoutes } from './staffCallRoutes';
import { staffWalletRoutes } from './staffWalletRoutes';
import { transactionRoutes } from './transactionRoutes';

export const routeContracts: RouteContract[] = [
  ...accountRoutes,
  ...memberBusinessRoutes,
  ...defaulterReportRoutes,
  ...memberAccountRoutes,
  ...memberDashboardRoutes,
  ...notificationRoutes,
  ...checkoutRoutes,
  ...invoiceRoutes,
  ...evidenceRoutes,
  ...staffWalletRoutes,
  ...memberCallRoutes,
  ...staffCallRoutes,
  ...moneyCallRoutes,
  ...noticeRoutes,
  ...transactionRoutes,
  ...caseInterestRoutes,
  ...settlementRoutes,
  ...cirRoutes,
  ...messageRoutes,
];

export const routeComponents: Record<string, z.ZodType> = { ...callComponents, ...moneyCallComponents, ...cirComponents };

/**
 * The <head> the server sends with the portal's index.html, so a crawler or a link preview without
 * JavaScript sees each public page's title, description, keywords, canonical link and Open Graph
 * tags (spec §2), and an unknown path is answered 404. Routes come from the shared table
 * (contracts/portalRoutes.ts); a CMS page or blog post uses its own SEO fields and robots value,
 * and a draft or unknown one is not found. Everything injected is HTML-escaped; no script is added
 * (the CSP stays as strict).
 */
import type { AppContext } from '../context';
import { homeTitle, matchPortalRoute, NOT_FOUND_PAGE, pageTitle, type PortalRouteMatch } from '../contracts/portalRoutes';
import { readPublicItem } from '../engine/publicRoutes';
import { publicViewOf } from '../engine/publicView';
import { asHttpError } from './domainErrors';

export interface HeadTags {
  title: string;
  description: string;
  keywords?: string;
  /** Absolute URL; left out for pages that are not public. */
  canonical?: string;
  robots?: string;
  ogType?: 'website' | 'article';
}

export interface Site {
  /** Scheme, host and port the public site is reached at (PUBLIC_ORIGIN), never taken from the request. */
  origin: string;
  brand: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The tags this module writes; the template's own copies are removed first (multi-line attributes too). */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(description|keywords|robots)\b[^>]*>\s*/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>\s*/gi,
];

/** Pure: `html` with its head tags replaced by `head` (inserted just before </head>). */
export function injectHead(html: string, head: HeadTags, siteName: string): string {
  const attr = (v: string) => `"${escapeHtml(v)}"`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content=${attr(head.description)} />`,
    head.keywords ? `<meta name="keywords" content=${attr(head.keywords)} />` : '',
    head.robots ? `<meta name="robots" content=${attr(head.robots)} />` : '',
    head.canonical ? `<link rel="canonical" href=${attr(head.canonical)} />` : '',
    `<meta property="og:site_name" content=${attr(siteName)} />`,
    `<meta property="og:type" content=${attr(head.ogType ?? 'website')} />`,
    `<meta property="og:title" content=${attr(head.title)} />`,
    `<meta property="og:description" content=${attr(head.description)} />`,
    head.canonical ? `<meta property="og:url" content=${attr(head.canonical)} />` : '',
  ].filter(Boolean);
  const cleaned = REPLACED.reduce((out, re) => out.replace(re, ''), html);
  const block = `${tags.join('\n    ')}\n  `;
  // A replacer function, never a replacement string: CMS text with $` $& $' would paste parts of the template.
  return /<\/head>/i.test(cleaned) ? cleaned.replace(/<\/head>/i, () => `  ${block}</head>`) : `${block}${cleaned}`;
}

export interface PortalPage {
  status: 200 | 404;
  head: HeadTags;
}

const notFoundPage = (site: Site): PortalPage => ({
  status: 404,
  head: { title: pageTitle(NOT_FOUND_PAGE.title, site.brand), description: NOT_FOUND_PAGE.description, robots: 'noindex' },
});

type CmsItem = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The published CMS item a route shows, or undefined when there is none (draft, unknown, malformed). */
async function cmsItemOf(ctx: AppContext, match: PortalRouteMatch): Promise<CmsItem | undefined> {
  const cms = match.route.cms!;
  const slug = cms.slug ?? match.params[cms.slugParam ?? 'slug'] ?? '';
  try {
    return await readPublicItem(ctx, publicViewOf(cms.resource)!, slug);
  } catch (err) {
    if (asHttpError(err)?.status === 404) return undefined;
    throw err;
  }
}

/** What the server answers for a portal path: 200 and the route's head, or 404 and the not-found head. */
export async function portalPage(ctx: AppContext, site: Site, pathname: string): Promise<PortalPage> {
  const match = matchPortalRoute(pathname);
  if (!match) return notFoundPage(site);
  const { route } = match;
  const canonical = route.public ? `${site.origin}${pathname}` : undefined;
  const head: HeadTags = {
    title: route.path === '/' || route.path === '/home' ? homeTitle(site.brand) : pageTitle(route.title, site.brand),
    description: route.description,
    keywords: route.keywords,
    canonical,
    robots: route.noindex || !route.public ? 'noindex, nofollow' : undefined,
  };
  if (!route.cms) return { status: 200, head };
  const item = await cmsItemOf(ctx, match);
  if (!item) return notFoundPage(site);
  return {
    status: 200,
    head: {
      title: pageTitle(text(item.seo_title) ?? text(item.title) ?? route.title, site.brand),
      description: text(item.seo_description) ?? text(item.excerpt) ?? route.description,
      keywords: text(item.seo_keywords) ?? route.keywords,
      canonical: text(item.canonical_url) ?? canonical,
      robots: text(item.robots),
      ogType: route.cms.resource === 'cms-posts' ? 'article' : 'website',
    },
  };
}

/** serveSpa's renderer for the portal: the page's status, and index.html with the page's head. */
export const portalRenderer = (ctx: AppContext, site: Site) => async (pathname: string, html: string) => {
  const page = await portalPage(ctx, site, pathname);
  return { status: page.status, html: injectHead(html, page.head, site.brand) };
};

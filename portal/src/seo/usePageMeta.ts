/**
 * Page title, description, keywords and canonical link (spec §2): public pages read
 * '{page} | {brand}', the home page the fixed long tagline; the canonical link is the site origin
 * plus the current path. The server writes the same tags into the HTML of public routes, so a
 * crawler without JavaScript sees them; this keeps them right as the visitor moves around.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

export interface PageMeta {
  /** The page's name; undefined on the home page (the tagline is its title). */
  title?: string;
  description?: string;
  keywords?: string;
  robots?: string;
}

function setMeta(selector: string, create: () => HTMLElement, attr: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!value) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name });

export function usePageMeta({ title, description, keywords, robots }: PageMeta): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title ? `${title} | ${t('brand')}` : t('tagline');
    setMeta('meta[name="description"]', meta('description'), 'content', description ?? t('home.lead'));
    setMeta('meta[name="keywords"]', meta('keywords'), 'content', keywords ?? t('seo.keywords'));
    setMeta('meta[name="robots"]', meta('robots'), 'content', robots);
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      `${window.location.origin}${pathname}`,
    );
  }, [title, description, keywords, robots, pathname, t, i18n.language]);
}

/**
 * Rich-text fields (CMS pages, posts, FAQs, templates…) are HTML that the public site will render,
 * so the engine cleans them on every write with DOMPurify on a jsdom window: scripts, event
 * handlers, <iframe>/<object>/<embed>/<form>, <style> and script URLs go; formatting, tables,
 * images and links stay (links only http(s), mailto and tel, and every target=_blank link gets
 * rel="noopener noreferrer"). What is stored is the cleaned HTML, so no reader has to trust it.
 */
import type { Config, DOMPurify } from 'dompurify';
import type { ResourceDef } from '../registry/types';
import { refusal } from '../domain/errors';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
  ADD_URI_SAFE_ATTR: ['target'],
  // {{placeholder}} links are message templates' (filled in by the server when sending).
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\{\{)/i,
  ALLOW_DATA_ATTR: false,
};

let purifier: Promise<DOMPurify> | undefined;
/** jsdom and DOMPurify load on the first rich-text write (≈ 0.4 s), not with the app. */
const getPurifier = () =>
  (purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if ((node as Element).getAttribute?.('target') === '_blank') (node as Element).setAttribute('rel', 'noopener noreferrer');
    });
    return purify;
  })().catch((err: unknown) => {
    purifier = undefined;
    throw err;
  }));

export async function sanitizeRichText(html: string): Promise<string> {
  return (await getPurifier()).sanitize(html, CONFIG) as string;
}

/** The write's data with every rich-text field cleaned (other fields untouched). */
export async function withCleanRichText(r: ResourceDef, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = Object.keys(data).filter((k) => r.fields[k]?.type === 'richtext' && typeof data[k] === 'string' && data[k] !== '');
  if (!fields.length) return data;
  const out = { ...data };
  for (const k of fields) {
    out[k] = await sanitizeRichText(String(data[k]));
    if (!String(out[k]).replace(/<[^>]*>|&nbsp;|\s/g, '')) {
      throw refusal('RICH_TEXT_EMPTY', {}, [k]);
    }
  }
  return out;
}

/**
 * Message templates come from the database (`templates`, one row per key and language): the code names
 * a template and passes variables; staff edit the text in the back office. Every `{{name}}` in the
 * subject and body must be given a value — a missing variable or template throws, it never sends a
 * blank or half-filled message. Email bodies are HTML: values are escaped there, and the plain-text
 * part is derived from the same HTML.
 */
import type { Knex } from 'knex';
import type { MessageChannel, TemplateLanguage } from '../../adapters/messageProviders/messageProvider';

export const LANGUAGES: readonly TemplateLanguage[] = ['en', 'hi'];

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

export interface TemplateRow {
  key: string;
  language: TemplateLanguage;
  channel: MessageChannel | 'pdf';
  subject: string | null;
  body: string;
  dlt_template_id: string | null;
  whatsapp_name: string | null;
}

export type TemplateVariables = Readonly<Record<string, string | number>>;

export interface RenderedMessage {
  subject?: string;
  text: string;
  html?: string;
}

const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** The names a text uses, in order of first use. */
export function placeholdersOf(...texts: (string | null | undefined)[]): string[] {
  const names: string[] = [];
  for (const t of texts) for (const m of (t ?? '').matchAll(PLACEHOLDER)) if (!names.includes(m[1]!)) names.push(m[1]!);
  return names;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function fill(text: string, vars: TemplateVariables, where: string, escape: (s: string) => string = (s) => s): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const v = vars[name];
    if (v === undefined || v === null || String(v) === '') throw new TemplateError(`${where} needs a value for {{${name}}}`);
    return escape(String(v));
  });
}

/** The plain-text part of an HTML email body (paragraphs and line breaks kept, links written out). */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '').trim() === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Renders a template; throws TemplateError naming the first placeholder without a value. */
export function renderTemplate(
  t: Pick<TemplateRow, 'key' | 'language' | 'channel' | 'subject' | 'body'>,
  vars: TemplateVariables,
): RenderedMessage {
  const where = `template ${t.key} (${t.language})`;
  if (t.channel === 'email') {
    const subject = t.subject ? fill(t.subject, vars, where) : undefined;
    return { subject, html: fill(t.body, vars, where, escapeHtml), text: fill(htmlToText(t.body), vars, where) };
  }
  return { text: fill(t.body, vars, where) };
}

/** The active template of a key in a language; throws TemplateError when there is none. */
export async function loadTemplate(db: Knex, key: string, language: TemplateLanguage): Promise<TemplateRow> {
  const row = await db('templates')
    .where({ key, language, status: 1 })
    .first('key', 'language', 'channel', 'subject', 'body', 'dlt_template_id', 'whatsapp_name');
  if (!row) throw new TemplateError(`no active template ${key} in language ${language}`);
  return row as TemplateRow;
}

/** Staff preview: the template rendered with the given sample values (each missing one named). */
export async function previewTemplate(
  db: Knex,
  key: string,
  language: TemplateLanguage,
  sample: TemplateVariables,
  unsaved?: Pick<TemplateRow, 'channel' | 'subject' | 'body'>,
) {
  const t = unsaved ? { key, language, ...unsaved } : await loadTemplate(db, key, language);
  const missing = placeholdersOf(t.subject, t.body).filter((n) => sample[n] === undefined || String(sample[n]) === '');
  if (missing.length) return { ok: false as const, missing };
  return { ok: true as const, channel: t.channel, ...renderTemplate(t, sample) };
}

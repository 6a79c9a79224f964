/**
 * Every template the code names (templateCatalog.ts) exists in the database in English and Hindi, on its
 * channel, and renders with the variables the code passes leaving no `{{…}}` behind; a template using a
 * variable the code does not pass, or a missing one, is a failure here rather than a blank message.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToText, renderTemplate, TemplateError } from '../../api/src/domain/messages/templates';
import { LANGUAGES, loadTemplate, MESSAGE_TEMPLATES, placeholdersOf, type TemplateKey } from '../../api/src/domain/messages';
import { testKnex } from '../support/db';

const db = testKnex();
afterAll(() => db.destroy());

describe('message templates', () => {
  const keys = Object.keys(MESSAGE_TEMPLATES) as TemplateKey[];

  it('names at least the sign-in, notice, invoice, plan-expiry, referral and consent messages', () => {
    for (const k of [
      'otp-sms',
      'otp-email',
      'notice-code-sms',
      'invoice-resend-email',
      'plan-expiry-reminder-sms',
      'referral-invite-email',
      'transaction-consent-request-sms',
    ])
      expect(keys).toContain(k);
  });

  for (const language of LANGUAGES)
    it(`each exists in ${language}, on the channel its key says, and renders every placeholder from the code's variables`, async () => {
      for (const key of keys) {
        const t = await loadTemplate(db, key, language);
        expect(t.channel, key).toBe(key.endsWith('-email') ? 'email' : 'sms');
        const given = [...MESSAGE_TEMPLATES[key], 'brand', 'origin'];
        expect(
          placeholdersOf(t.subject, t.body).filter((n) => !given.includes(n)),
          `${key} (${language}) uses variables the code does not pass`,
        ).toEqual([]);
        const vars = Object.fromEntries(given.map((n) => [n, `‹${n}›`]));
        const out = renderTemplate(t, vars);
        for (const part of [out.subject, out.text, out.html]) expect(part ?? '', key).not.toMatch(/\{\{|\}\}/);
        if (t.channel === 'email') expect(out.subject, key).toBeTruthy();
        if (language === 'hi') expect(out.text, key).toMatch(/[\u0900-\u097F]/);
      }
    });

  it('throws on a missing or empty variable, and turns HTML into a readable text part', () => {
    const t = {
      key: 'x',
      language: 'en' as const,
      channel: 'email' as const,
      subject: 'Hi {{name}}',
      body: '<p>Code <b>{{otp}}</b></p><p><a href="/plans">Renew</a></p>',
    };
    expect(() => renderTemplate(t, { name: 'A' })).toThrow(TemplateError);
    expect(() => renderTemplate(t, { name: '', otp: '1' })).toThrow('template x (en) needs a value for {{name}}');
    expect(renderTemplate(t, { name: 'A', otp: '1' })).toEqual({
      subject: 'Hi A',
      html: '<p>Code <b>1</b></p><p><a href="/plans">Renew</a></p>',
      text: 'Code 1\n\nRenew (/plans)',
    });
    expect(htmlToText('a&amp;b<br>c &lt;d&gt;')).toBe('a&b\nc <d>');
  });
});

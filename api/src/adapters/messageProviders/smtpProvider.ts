/**
 * Email over SMTP with nodemailer (EMAIL_PROVIDER=smtp): works with any mail service that speaks SMTP
 * (SES SMTP, SendGrid, Zoho, Postmark…). SMTP_URL is e.g. smtp://user:pass@host:587 (STARTTLS) or
 * smtps://…:465; EMAIL_FROM is the From address ("Bakaya <no-reply@bakaya.in>").
 *
 * Each mail has a text and (from HTML templates) an HTML part; relative links become absolute to
 * PUBLIC_ORIGIN; non-essential mail carries the List-Unsubscribe headers the outbox passes. The outbox
 * row id goes into the Message-ID for tracing — SMTP has no idempotency key, so a crash between the
 * server's 250 and our update is the one window where a mail could be sent twice (the outbox never
 * resends such a row by itself). SMTP has no delivery receipts here (no `receipts`).
 *
 * Errors: a 4xx answer, a timeout or a lost connection is retryable; a 5xx answer (bad address, refused
 * content, authentication) is not — the server's own words become the row's reason.
 */
import nodemailer from 'nodemailer';
import { ProviderError, type MessageProvider, type ProviderMessage } from './messageProvider';

export const SMTP_ENV = ['SMTP_URL', 'EMAIL_FROM'] as const;

export interface SmtpOptions {
  url: string;
  from: string;
  /** Absolute base for relative links (PUBLIC_ORIGIN). */
  origin: string;
  timeoutMs?: number;
}

function absolute(origin: string, m: ProviderMessage): { html?: string; text: string } {
  const base = origin.replace(/\/+$/, '');
  const html = m.html?.replace(/\b(href|src)\s*=\s*"(\/(?!\/)[^"]*)"/gi, (_, attr: string, path: string) => `${attr}="${base}${path}"`);
  const text = m.text.replace(/(^|[\s(])(\/(?!\/)[^\s)]*)/g, (all, pre: string, path: string) =>
    path.length > 1 ? `${pre}${base}${path}` : all,
  );
  return { html, text };
}

interface SmtpFailure {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

export function smtpError(err: unknown): ProviderError {
  const e = (err ?? {}) as SmtpFailure;
  const reason = (e.response || e.message || String(err)).slice(0, 500);
  if (typeof e.responseCode === 'number') return new ProviderError(reason, e.responseCode >= 400 && e.responseCode < 500);
  // No SMTP answer: connection refused or lost, DNS, timeout — worth another try.
  return new ProviderError(reason, e.code !== 'EENVELOPE' && e.code !== 'EMESSAGE');
}

export function smtpProvider(o: SmtpOptions): MessageProvider {
  const timeout = o.timeoutMs ?? 20_000;
  const transport = nodemailer.createTransport({
    url: o.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    channel: 'email',
    name: 'smtp',
    async send(m) {
      const { html, text } = absolute(o.origin, m);
      const domain = o.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
      try {
        const info = await transport.sendMail({
          from: o.from,
          to: m.to,
          subject: m.subject ?? '',
          text,
          html,
          headers: { ...m.headers, 'X-Outbox-Reference': m.reference },
          messageId: `<outbox-${m.reference}.${Date.now()}@${domain}>`,
        });
        return { providerRef: String(info.messageId ?? `outbox-${m.reference}`) };
      } catch (err) {
        throw smtpError(err);
      }
    },
  };
}

export function smtpProviderFromEnv(env: Readonly<Record<string, string | undefined>>): MessageProvider {
  return smtpProvider({
    url: env.SMTP_URL!,
    from: env.EMAIL_FROM!,
    origin: env.PUBLIC_ORIGIN || env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`,
  });
}

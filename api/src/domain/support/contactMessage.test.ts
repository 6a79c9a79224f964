import { describe, expect, it } from 'vitest';
import { contactAuditSummary, contactMail, contactMessageSchema } from './contactMessage';

const valid = { name: ' Asha ', email: 'Asha@Example.com', mobile: 9876543210, message: 'Please call me about plans.' };

describe('contact message', () => {
  it('accepts a valid message, trimmed and with the email lower-cased', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, name: 'Asha', email: 'asha@example.com', mobile: '9876543210' });
  });

  it('refuses missing or bad fields, each with its message', () => {
    const r = contactMessageSchema.safeParse({ email: 'x@', mobile: '12345', message: 'hi' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'message', 'mobile', 'name']);
  });

  it('writes the mail for support, and a masked audit summary', () => {
    const m = contactMessageSchema.parse(valid);
    expect(contactMail(m, 'Bakaya')).toEqual({
      subject: 'Bakaya contact form: Asha',
      body: 'From: Asha\nEmail: asha@example.com\nMobile: 9876543210\n\nPlease call me about plans.',
    });
    expect(contactAuditSummary(m)).toEqual({ name: 'Asha', email: 'xxha@example.com', mobile: 'xxxxxxxx10' });
  });
});

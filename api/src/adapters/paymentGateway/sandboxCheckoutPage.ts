/**
 * The sandbox gateway's hosted checkout page (GET/POST /sandbox-pay/:id): what a tester sees in place
 * of a bank's page. It shows the amount and the order, and three buttons — pay, fail, leave pending —
 * then sends the browser back to our return URL while the sandbox delivers its signed webhook.
 * Plain server-rendered HTML (no script: the site's CSP allows none inline), every value escaped.
 */
import express, { Router } from 'express';
import { formatPaise } from '../../validation/money';
import type { SandboxDecision, SandboxGateway } from './sandboxGateway';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;color:#1c2733}
main{max-width:420px;margin:8vh auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px #0002}
h1{font-size:1.25rem;margin:0 0 4px}.badge{display:inline-block;background:#fff3cd;color:#6b4e00;border-radius:6px;padding:2px 8px;font-size:.8rem}
.amount{font-size:2rem;font-weight:700;margin:16px 0 4px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:16px 0}
dt{color:#5b6b7b}button{display:block;width:100%;padding:12px;margin-top:10px;font-size:1rem;border-radius:8px;border:1px solid #0b5394;cursor:pointer}
.pay{background:#0b5394;color:#fff}.fail{background:#fff;color:#a61b1b;border-color:#a61b1b}.wait{background:#fff;color:#0b5394}
</style></head><body><main>${body}</main></body></html>`;

export function sandboxCheckoutPage(gateway: SandboxGateway) {
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/:id', async (req, res) => {
    const s = await gateway.session(String(req.params.id));
    res.set('Cache-Control', 'no-store');
    if (!s) {
      res.status(404).type('html').send(page('Checkout not found', '<h1>This checkout does not exist.</h1>'));
      return;
    }
    const closed = s.status !== 'created' || s.expires_at.getTime() <= Date.now();
    const id = escapeHtml(s.id);
    res.type('html').send(
      page(
        'Sandbox checkout',
        `<span class="badge">Sandbox — no real money moves</span>
<h1>Bakaya sandbox payment gateway</h1>
<p class="amount">${escapeHtml(formatPaise(s.amount_paise))}</p>
<dl><dt>Order</dt><dd>${escapeHtml(s.order_number)}</dd><dt>For</dt><dd>${escapeHtml(s.description)}</dd>
<dt>Payer</dt><dd>${escapeHtml(s.customer.name)}</dd></dl>
${
  closed
    ? `<p>This checkout is ${s.status === 'paid' ? 'paid' : 'closed'}.</p><form method="post" action="/sandbox-pay/${id}"><button class="wait" name="decision" value="pending">Back to the site</button></form>`
    : `<form method="post" action="/sandbox-pay/${id}">
<button class="pay" name="decision" value="pay">Pay ${escapeHtml(formatPaise(s.amount_paise))}</button>
<button class="fail" name="decision" value="fail">Fail the payment</button>
<button class="wait" name="decision" value="pending">Leave it pending</button></form>`
}`,
      ),
    );
  });

  router.post('/:id', async (req, res) => {
    const decision = String((req.body as Record<string, unknown> | undefined)?.decision ?? '');
    if (!['pay', 'fail', 'pending'].includes(decision)) {
      res.status(400).type('html').send(page('Sandbox checkout', '<h1>Choose pay, fail or pending.</h1>'));
      return;
    }
    const s = await gateway.session(String(req.params.id));
    if (!s) {
      res.status(404).type('html').send(page('Checkout not found', '<h1>This checkout does not exist.</h1>'));
      return;
    }
    const { returnUrl } = await gateway.decide(s.id, decision as SandboxDecision);
    res.redirect(303, returnUrl);
  });

  return router;
}

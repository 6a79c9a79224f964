/** POST /api/admin/orders/:id/refund with the session's token and the dialog's Idempotency-Key. */
import { API_URL } from '../../config';
import { httpClient } from '../../providers/httpClient';
import { refundBody, type RefundAnswer, type RefundForm } from './refundModel';

export async function refundOrder(orderId: string | number, form: RefundForm, idempotencyKey: string): Promise<RefundAnswer> {
  const { json } = await httpClient(`${API_URL}/admin/orders/${encodeURIComponent(String(orderId))}/refund`, {
    method: 'POST',
    headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }),
    body: JSON.stringify(refundBody(form)),
  });
  return json as RefundAnswer;
}

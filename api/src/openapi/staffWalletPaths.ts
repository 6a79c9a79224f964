/**
 * OpenAPI entry of a member's wallet for staff (api/src/domain/walletLedger/staffWalletRoutes.ts).
 * openApiDocument adds the statuses every operation may answer (400, 401, 503). Shape:
 * StaffMemberWallet in api/src/contracts/staffWallet.ts.
 */
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const error = (description: string) => ({ description, ...json({ $ref: '#/components/schemas/Error' }) });
const rupees = (signed: boolean) => ({
  type: 'string',
  pattern: signed ? '^-?\\d+\\.\\d{2}$' : '^\\d+\\.\\d{2}$',
  description: signed ? 'Rupees: positive came in, negative went out' : 'Rupees as a decimal string',
  example: signed ? '-199.00' : '1180.00',
});

const movement = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'narration', 'amount', 'balanceAfter', 'createdAt', 'reference'],
  properties: {
    id: { type: 'integer', minimum: 1, description: 'The wallet entry’s id: the paging cursor' },
    kind: { type: 'string', example: 'topup' },
    narration: { type: 'string' },
    amount: rupees(true),
    balanceAfter: rupees(false),
    createdAt: { type: 'string', format: 'date-time' },
    reference: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['type', 'id'],
      properties: { type: { type: 'string', example: 'order' }, id: { type: ['string', 'null'] } },
    },
  },
};

export const staffWalletPaths = {
  '/api/admin/wallet/transaction/{userId}': {
    get: {
      tags: ['Wallet'],
      summary: 'A member’s wallet for staff: balance and statement, newest first, with the balance after each movement',
      description:
        'Staff with Wallet Transactions → detailView. Pages backwards: pass the answer’s nextBefore as `before` for older movements (null: no more).',
      parameters: [
        { name: 'userId', in: 'path', required: true, schema: { type: 'string' }, description: 'The member’s id' },
        { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } },
        {
          name: 'before',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1 },
          description: 'Only movements older than this entry id',
        },
      ],
      responses: {
        200: {
          description: 'The member, their balance and one page of their statement',
          ...json({
            type: 'object',
            additionalProperties: false,
            required: ['user', 'balance', 'movements', 'nextBefore'],
            properties: {
              user: {
                type: 'object',
                additionalProperties: false,
                required: ['id', 'name', 'mobile'],
                properties: {
                  id: { type: 'integer', minimum: 1 },
                  name: { type: ['string', 'null'] },
                  mobile: { type: ['string', 'null'] },
                },
              },
              balance: rupees(false),
              movements: { type: 'array', items: movement },
              nextBefore: { type: ['integer', 'null'], minimum: 1 },
            },
          }),
        },
        403: error('Not staff, or staff without Wallet Transactions → detailView'),
        404: error('No member has this id'),
      },
    },
  },
};

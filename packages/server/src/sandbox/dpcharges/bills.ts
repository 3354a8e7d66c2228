import type { FastifyInstance } from 'fastify';
import { enums, object, pattern, size, string, validate } from 'superstruct';
import { raiseBill } from '../../areas/dpcharges/seed.ts';
import type { AppDeps } from '../../deps.ts';
import { describeInvalid } from '../../http/request-fields.ts';
import { acceptHtmlForms, escapeHtml, formFields, sandboxPage } from '../html.ts';

const NewBill = object({
  investor: pattern(size(string(), 1, 20), /^\d+$/),
  mode: enums(['mandatory', 'optional'] as const),
});

/**
 * The depository's side of DP charges for testers: a new bill for an account, so one that has paid
 * meets the DP-charges gate again (deactivated when mandatory, reminded when optional). The page
 * `/sandbox/dpcharges` has a form; `POST /sandbox/api/dpcharges/bills` with
 * `{ "investor": "50000004", "mode": "mandatory" }` does the same as JSON.
 */
export async function registerSandboxDpCharges(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const newBill = async (body: unknown) => {
    const [error, wanted] = validate(body, NewBill);
    if (error) return { status: 400, reply: { isSuccess: false, ...describeInvalid(error) } } as const;
    const bill = await raiseBill(deps.db, { njAcNo: wanted.investor, mode: wanted.mode });
    if (!bill) return { status: 404, reply: { isSuccess: false, message: 'No such investor.' } } as const;
    return { status: 200, reply: { isSuccess: true, data: bill } } as const;
  };

  app.get('/sandbox/dpcharges', async (_request, reply) => {
    const body = `<p>Raise a new DP-charges bill for an investor; the DP-charges gate meets them at the next login.</p>
<form method="post" action="/sandbox/dpcharges/bills">
<label>Investor <input name="investor" value="50000004" required></label>
<label>Gate <select name="mode"><option value="mandatory">mandatory (account deactivated)</option><option value="optional">optional (reminder)</option></select></label>
<button>Raise a bill</button></form>`;
    return reply.type('text/html; charset=utf-8').send(sandboxPage('DP charges', body));
  });

  await app.register(async (scope) => {
    acceptHtmlForms(scope);
    scope.post('/sandbox/api/dpcharges/bills', async (request, reply) => {
      const made = await newBill(request.body);
      return reply.code(made.status).send(made.reply);
    });
    scope.post('/sandbox/dpcharges/bills', async (request, reply) => {
      const form = formFields(request.body);
      const made = await newBill({ investor: String(form.investor ?? '').trim(), mode: form.mode });
      const text = made.reply.isSuccess
        ? `Bill ${made.reply.data.billNo} raised.`
        : (made.reply.message ?? 'Not raised.');
      return reply
        .code(made.status)
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage('DP charges', `<p>${escapeHtml(text)}</p><p><a href="/sandbox/dpcharges">Back</a></p>`),
        );
    });
  });
}

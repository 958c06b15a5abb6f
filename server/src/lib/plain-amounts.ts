import { ERR_MSG } from '@safestay/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** Money fields of the API (KES), and how a message names each. */
const MONEY_FIELDS: Record<string, string> = {
  amount: 'Amount',
  rent: 'Rent',
  rentAmount: 'Rent',
  deposit: 'Deposit',
  openingBalance: 'Opening balance',
};
const MONEY_KEYS = Object.keys(MONEY_FIELDS);
/** A money field written in exponent notation, e.g. `"amount": 1e3` or `"rent":1.5E4`. */
const EXPONENT = new RegExp(`"(${MONEY_KEYS.join('|')})"\\s*:\\s*-?\\d+(?:\\.\\d+)?[eE]`);

/**
 * JSON numbers may be written `1e3`, and JSON.parse reads that as 1000, after which nobody can
 * tell. An amount of money is written in plain shillings: the JSON parser (Fastify's own, with its
 * prototype-poisoning protection) is wrapped so a money field in exponent notation is a 400
 * naming the field before anything else reads the body.
 */
export function plainAmountsOnly(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const exponent = EXPONENT.exec(body as string);
    if (exponent) {
      const message = ERR_MSG.plainShillings(MONEY_FIELDS[exponent[1]]);
      done(badRequest(message, [{ field: exponent[1], message }]), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

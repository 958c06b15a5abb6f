import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stkPassword } from '../daraja-parsers';
import type { SimulatorCore } from './core';

/**
 * Daraja's own paths and answers, as far as SafeStay uses them: OAuth, STK push and query, C2B
 * register and simulate. Checks are the ones Daraja makes that catch our mistakes (token, password,
 * shortcode, amount, phone); the error envelopes have Daraja's shape and codes.
 */

type Body = Record<string, unknown>;

const requestId = () => `${randomInt(1000, 99_999)}-${randomInt(1e6, 9e6)}-1`;

function fail(reply: FastifyReply, status: number, errorCode: string, errorMessage: string) {
  return reply.code(status).send({ requestId: requestId(), errorCode, errorMessage });
}

const badRequest = (reply: FastifyReply, what: string) =>
  fail(reply, 400, '400.002.02', `Bad Request - Invalid ${what}`);

const text = (body: Body, name: string): string => {
  const value = body[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);

export function registerDarajaRoutes(app: FastifyInstance, sim: SimulatorCore): void {
  const { consumerKey, consumerSecret, shortcode, passkey } = sim.options;
  const expectedBasic = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;

  /** Daraja answers a missing, revoked or expired token with 404.001.03 (HTTP 401). */
  function hasToken(request: FastifyRequest, reply: FastifyReply): boolean {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && sim.isCurrentToken(header.slice(7))) return true;
    fail(reply, 401, '404.001.03', 'Invalid Access Token');
    return false;
  }

  /** The STK password must be base64(shortcode + passkey + Timestamp) for the shortcode sent. */
  function checkStkCredentials(body: Body, reply: FastifyReply): boolean {
    if (text(body, 'BusinessShortCode') !== shortcode) {
      fail(reply, 500, '500.001.1001', 'Merchant does not exist');
      return false;
    }
    const timestamp = text(body, 'Timestamp');
    if (!/^\d{14}$/.test(timestamp)) {
      badRequest(reply, 'Timestamp');
      return false;
    }
    if (text(body, 'Password') !== stkPassword(shortcode, passkey, timestamp)) {
      fail(reply, 500, '500.001.1001', 'Wrong credentials');
      return false;
    }
    return true;
  }

  app.get('/oauth/v1/generate', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.grant_type !== 'client_credentials') {
      return fail(reply, 400, '400.008.02', 'Invalid grant type passed');
    }
    if (request.headers.authorization !== expectedBasic) {
      return fail(reply, 400, '400.008.01', 'Invalid Authentication passed');
    }
    const { accessToken, expiresIn } = sim.issueToken();
    // Daraja sends expires_in as a string.
    return { access_token: accessToken, expires_in: String(expiresIn) };
  });

  app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
    if (!hasToken(request, reply)) return reply;
    const body = (request.body ?? {}) as Body;
    if (!checkStkCredentials(body, reply)) return reply;
    const transactionType = text(body, 'TransactionType');
    if (transactionType !== 'CustomerPayBillOnline' && transactionType !== 'CustomerBuyGoodsOnline') {
      return badRequest(reply, 'TransactionType');
    }
    const amount = Number(text(body, 'Amount'));
    if (!Number.isInteger(amount) || amount < 1 || amount > 250_000) return badRequest(reply, 'Amount');
    const phone = text(body, 'PhoneNumber');
    if (!/^254[17]\d{8}$/.test(phone) || text(body, 'PartyA') !== phone) return badRequest(reply, 'PhoneNumber');
    const callbackUrl = text(body, 'CallBackURL');
    if (!isHttpUrl(callbackUrl)) return badRequest(reply, 'CallBackURL');
    const accountReference = text(body, 'AccountReference');
    if (accountReference.length < 1 || accountReference.length > 12) return badRequest(reply, 'AccountReference');
    const description = text(body, 'TransactionDesc');
    if (description.length > 13) return badRequest(reply, 'TransactionDesc');
    const entry = sim.acceptStk({
      shortcode: text(body, 'PartyB') || shortcode,
      transactionType,
      amount,
      phone,
      accountReference,
      description,
      callbackUrl,
    });
    return {
      MerchantRequestID: entry.merchantRequestId,
      CheckoutRequestID: entry.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    };
  });

  app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
    if (!hasToken(request, reply)) return reply;
    const body = (request.body ?? {}) as Body;
    if (!checkStkCredentials(body, reply)) return reply;
    const entry = sim.findStk(text(body, 'CheckoutRequestID'));
    if (!entry) return badRequest(reply, 'CheckoutRequestID');
    if (!entry.result) return fail(reply, 500, '500.001.1001', 'The transaction is being processed');
    return {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: entry.merchantRequestId,
      CheckoutRequestID: entry.checkoutRequestId,
      // A string here, unlike the callback's number.
      ResultCode: String(entry.result.code),
      ResultDesc: entry.result.desc,
    };
  });

  for (const version of ['v1', 'v2'] as const) {
    app.post(`/mpesa/c2b/${version}/registerurl`, async (request, reply) => {
      if (!hasToken(request, reply)) return reply;
      const body = (request.body ?? {}) as Body;
      const shortCode = text(body, 'ShortCode');
      if (!/^\d{5,7}$/.test(shortCode)) return badRequest(reply, 'ShortCode');
      const responseType = text(body, 'ResponseType');
      if (responseType !== 'Completed' && responseType !== 'Cancelled') return badRequest(reply, 'ResponseType');
      const confirmationUrl = text(body, 'ConfirmationURL');
      const validationUrl = text(body, 'ValidationURL');
      if (!isHttpUrl(confirmationUrl)) return badRequest(reply, 'ConfirmationURL');
      if (!isHttpUrl(validationUrl)) return badRequest(reply, 'ValidationURL');
      const outcome = sim.register({ shortCode, responseType, confirmationUrl, validationUrl, version });
      if (outcome === 'already-registered') return fail(reply, 500, '500.003.1001', 'Urls are already registered.');
      return { OriginatorCoversationID: requestId(), ResponseCode: '0', ResponseDescription: 'success' };
    });

    // Sandbox only on Daraja: a customer paying the shortcode, delivered to the registered URLs.
    app.post(`/mpesa/c2b/${version}/simulate`, async (request, reply) => {
      if (!hasToken(request, reply)) return reply;
      const body = (request.body ?? {}) as Body;
      const shortCode = text(body, 'ShortCode');
      if (!sim.registrations().some((r) => r.shortCode === shortCode)) return badRequest(reply, 'ShortCode');
      const amount = Number(text(body, 'Amount'));
      if (!Number.isInteger(amount) || amount < 1) return badRequest(reply, 'Amount');
      const buyGoods = text(body, 'CommandID') === 'CustomerBuyGoodsOnline';
      // Daraja answers at once and calls the URLs afterwards.
      sim
        .pay({
          shortcode: shortCode,
          account: buyGoods ? '' : text(body, 'BillRefNumber'),
          amount,
          phone: text(body, 'Msisdn') || undefined,
          transactionType: buyGoods ? 'Buy Goods' : 'Pay Bill',
        })
        .catch((error: Error) => request.log.warn(error.message));
      return {
        OriginatorCoversationID: requestId(),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      };
    });
  }
}

import Fastify, { type FastifyError } from 'fastify';
import { registerControlRoutes } from './control-routes';
import {
  type C2bRegistration,
  createSimulatorCore,
  type Delivery,
  type DeliveryOptions,
  type PayInput,
  type PayResult,
  type ResolveOptions,
  type SimulatorOptions,
  type StkOutcome,
  type StkRequest,
} from './core';
import { registerDarajaRoutes } from './daraja-routes';

/**
 * A local stand-in for Safaricom's Daraja (docs/mpesa.md): a real HTTP server speaking Daraja's
 * shapes, so SafeStay and its tests run M-Pesa flows on one machine. Tests start it on port 0 and
 * drive the "tenant" through the returned handle; people use the page at its address.
 */

export interface DarajaSimulatorOptions extends SimulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface DarajaSimulator {
  /** Base URL to give the Daraja client (MPESA_API_BASE), without a trailing slash. */
  url: string;
  close(): Promise<void>;
  /** STK pushes the "tenant" has not answered yet. */
  pending(): StkRequest[];
  /** Answer a prompt; resolves once the callbacks were sent (and answered, or failed). */
  resolve(
    checkoutRequestId: string,
    outcome: StkOutcome,
    options?: ResolveOptions,
  ): Promise<{ receipt: string | null; deliveries: Delivery[] }>;
  /** Pay a Paybill whose URLs were registered; resolves once the confirmation was sent. */
  pay(input: PayInput, options?: DeliveryOptions): Promise<PayResult>;
  registrations(): C2bRegistration[];
}

export async function startDarajaSimulator(options: DarajaSimulatorOptions): Promise<DarajaSimulator> {
  const sim = createSimulatorCore(options);
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  // Daraja answers a body it cannot read with its own envelope, not Fastify's.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply.code(status).send({ requestId: '0-0-0', errorCode: '400.002.02', errorMessage: error.message });
  });
  registerDarajaRoutes(app, sim);
  registerControlRoutes(app, sim);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  // Listening everywhere still means this machine is reachable as 127.0.0.1.
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    async close() {
      sim.close();
      await app.close();
    },
    pending: sim.pending,
    resolve: sim.resolve,
    pay: sim.pay,
    registrations: sim.registrations,
  };
}

export type { C2bRegistration, Delivery, PayInput, PayResult, StkOutcome, StkRequest } from './core';

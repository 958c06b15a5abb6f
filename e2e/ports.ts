/** Where this run's servers listen: E2E_PORT for SafeStay, and the Daraja simulator 1000 above it, so parallel runs never share one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const simulatorPort = Number(process.env.E2E_SIMULATOR_PORT ?? e2ePort + 1000);
export const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
/** The local Africa's Talking (server/test/fakes/africas-talking-cli.ts), 2000 above SafeStay. */
export const smsFakePort = Number(process.env.E2E_SMS_FAKE_PORT ?? e2ePort + 2000);

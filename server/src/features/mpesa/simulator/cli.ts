import { parseArgs } from 'node:util';
import { startDarajaSimulator } from './server';

/**
 * `npm run mpesa:simulator [-- --port 4010 --allow-reregister --validation]`: a local Daraja for
 * trying M-Pesa in SafeStay on one machine (docs/mpesa.md). The defaults mirror Safaricom's
 * sandbox: shortcode 174379 and its published test passkey.
 */

const SANDBOX_SHORTCODE = '174379';
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    'consumer-key': { type: 'string', default: 'simulator-consumer-key' },
    'consumer-secret': { type: 'string', default: 'simulator-consumer-secret' },
    shortcode: { type: 'string', default: SANDBOX_SHORTCODE },
    passkey: { type: 'string', default: SANDBOX_PASSKEY },
    'allow-reregister': { type: 'boolean', default: false },
    validation: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run mpesa:simulator -- [options]
  --port N              listen here (default 4010)
  --host ADDR           listen on this address (default 127.0.0.1)
  --consumer-key K      the key SafeStay must send (default simulator-consumer-key)
  --consumer-secret S   the secret SafeStay must send (default simulator-consumer-secret)
  --shortcode N         the STK shortcode (default ${SANDBOX_SHORTCODE}, as in Safaricom's sandbox)
  --passkey P           the STK passkey (default: the sandbox's public passkey)
  --allow-reregister    accept a second C2B URL registration of a shortcode
  --validation          call the validation URL before each C2B confirmation`);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, not "${values.port}".`);
  process.exit(1);
}

const simulator = await startDarajaSimulator({
  port,
  host: values.host,
  consumerKey: values['consumer-key'],
  consumerSecret: values['consumer-secret'],
  shortcode: values.shortcode,
  passkey: values.passkey,
  allowReregister: values['allow-reregister'],
  validation: values.validation,
  log: (line) => console.log(line),
});

console.log(`Daraja simulator on ${simulator.url} (open it in a browser to play the tenant).

Start SafeStay with:
  MPESA_API_BASE=${simulator.url}
  MPESA_CALLBACK_ALLOWLIST=127.0.0.1
  PUBLIC_BASE_URL=http://127.0.0.1:<SafeStay's port>
and in M-Pesa settings use:
  Shortcode        ${values.shortcode} (Paybill)
  Consumer key     ${values['consumer-key']}
  Consumer secret  ${values['consumer-secret']}
  Passkey          ${values.passkey}
`);

const stop = async () => {
  await simulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

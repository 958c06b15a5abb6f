import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server (smtp-server, plain text, no login) that parses and keeps every mail it
 * accepts, so the SMTP provider is tested over a real socket. `rejectNext(n)` refuses the next
 * n recipients with 550 (or another code).
 */
export interface ReceivedMail {
  /** The From header as mailparser prints it (`"SafeStay" <no-reply@…>`). */
  from: string;
  /** The envelope recipients the server accepted, comma-separated. */
  to: string;
  subject: string;
  /** The plain-text body, without the line break mailparser adds at its end. */
  text: string;
  messageId: string;
}

interface RejectionScript {
  code: number;
  message: string;
}

/** `login`: the user and password the server wants (AUTH over plain SMTP); none: any or none. */
export async function startSmtpFake(options: { login?: { user: string; pass: string } } = {}) {
  const mails: ReceivedMail[] = [];
  const rejections: RejectionScript[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Connections still open when the test closes the fake are cut after this.
    closeTimeout: 1000,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const { login } = options;
      if (!login || (auth.username === login.user && auth.password === login.pass)) {
        return callback(null, { user: auth.username ?? '' });
      }
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const rejection = rejections.shift();
      if (!rejection) return callback();
      const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').replace(/\n$/, ''),
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A client that goes away mid-conversation (a server process stopped with mail under way) is
  // an 'error' on the server; unhandled, it would end the process that runs the fake.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next `count` recipients are refused: 550 (permanent) unless another code is given. */
    rejectNext(count: number, code = 550, message = 'Mailbox unavailable') {
      for (let i = 0; i < count; i++) rejections.push({ code, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpFake = Awaited<ReturnType<typeof startSmtpFake>>;

/**
 * Africa's Talking and SMTP fakes in a process of their own for the bench (run by fakes.ts): the
 * real providers are other machines, and the bench's own process is busy driving load, which
 * would make every answer wait behind autocannon. Tells its parent the URLs, then answers
 * 'counts' with how many SMS and mails it has taken.
 */
import { startAfricasTalkingFake } from '../server/test/fakes/africas-talking-fake';
import { startSmtpFake } from '../server/test/fakes/smtp-fake';

const send = (message: unknown) => process.send?.(message);
const sms = await startAfricasTalkingFake({
  username: process.env.AT_USERNAME ?? '',
  apiKey: process.env.AT_API_KEY ?? '',
});
const smtp = await startSmtpFake();
process.on('message', (message) => {
  if (message === 'counts') send({ sms: sms.messages.length, mails: smtp.mails.length });
});
process.on('disconnect', () => {
  void Promise.all([sms.close(), smtp.close()]).then(() => process.exit(0));
});
send({ smsUrl: sms.url, smtpUrl: smtp.url });

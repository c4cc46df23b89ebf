import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message as received over SMTP. */
  raw: string;
}

export interface TestMailbox {
  smtpUrl: string;
  messages: ReceivedMail[];
  /** Waits for the next message to `address` (case-insensitive). */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startTestMailbox(): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') };
        messages.push(mail);
        for (const waiter of waiters.splice(0)) {
          if (mail.to.includes(waiter.address)) waiter.resolve(mail);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    next(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const already = messages.find((mail) => mail.to.includes(wanted));
      if (already) {
        messages.splice(messages.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no email to ${address} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          address: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            messages.splice(messages.indexOf(mail), 1);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset link in a received email's text part (undoing quoted-printable soft line breaks and escapes). */
export function resetLinkIn(mail: ReceivedMail): string {
  const decoded = mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(decoded);
  if (!match) throw new Error(`no reset link in the email:\n${mail.raw}`);
  return match[0];
}

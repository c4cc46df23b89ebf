import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

const mailers = new WeakMap<Config, Mailer>();

/** The SMTP mailer for SMTP_URL (one pooled transport per configuration), or null when email is not set up. */
export function mailerFor(config: Config): Mailer | null {
  const mail = config.mail;
  if (!mail) return null;
  let mailer = mailers.get(config);
  if (!mailer) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    mailer = {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
    };
    mailers.set(config, mailer);
  }
  return mailer;
}

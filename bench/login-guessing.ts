// `npm run bench:login-guessing`: how many of N simultaneous password guesses reach the password check (the limit is
// LOGIN_MAX_ATTEMPTS, 10; per account from any address LOGIN_ACCOUNT_MAX_ATTEMPTS, 50), and how long the burst takes;
// then how long "forgot password" takes to answer for emails with and without an account (they should not differ).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startBenchServer } from './benchServer.js';

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
process.env.TRUST_PROXY = 'true';
process.env.REGISTRATIONS_PER_IP = '1000000';

const randomIp = () => `10.${randomBytes(3).join('.')}`;
const PASSWORD = 'bench password 123';

const server = await startBenchServer(3901);
try {
  const register = async () => {
    const email = `guess.${randomBytes(6).toString('hex')}@nutri.dev`;
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench' }),
    });
    if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
    return email;
  };
  const guess = async (email: string, password: string, ip: string) => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    await response.arrayBuffer();
    return response.status;
  };

  for (const [label, size, spread] of [
    ['one address', 50, false],
    ['one address', 200, false],
    ['one address', 1000, false],
    ['200 addresses', 200, true],
  ] as const) {
    const email = await register();
    const ip = randomIp();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: size }, (_, index) => guess(email, index === size - 1 ? PASSWORD : `wrong ${index}`, spread ? randomIp() : ip)),
    );
    const ms = Math.round(performance.now() - started);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    const other = statuses.length - checked - refused;
    console.log(
      `${String(size).padStart(5)} simultaneous guesses from ${label.padEnd(13)} checked ${String(checked).padStart(3)}  ` +
        `refused (429) ${String(refused).padStart(4)}  other ${other}  burst ${ms} ms`,
    );
  }

  const forgot = async (email: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    if (response.status !== 202) throw new Error(`forgot-password answered ${response.status}`);
    return performance.now() - started;
  };
  const accounts = await Promise.all(Array.from({ length: 50 }, register));
  const withAccount: number[] = [];
  const without: number[] = [];
  for (const [index, email] of accounts.entries()) {
    withAccount.push(await forgot(email));
    without.push(await forgot(`nobody.${index}.${randomBytes(4).toString('hex')}@nutri.dev`));
  }
  const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!.toFixed(1);
  for (const [label, values] of [
    ['with an account', withAccount],
    ['without an account', without],
  ] as const) {
    console.log(`forgot-password ${label.padEnd(19)} p50 ${percentile(values, 0.5)} ms  p90 ${percentile(values, 0.9)} ms  (${values.length} requests)`);
  }
} finally {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every environment variable the server reads, parsed and validated once at start (documented in README). */
export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when absent an embedded PostgreSQL runs under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  /** App processes (node:cluster workers); 1 runs the app in the starting process itself. */
  webConcurrency: number;
  webDistDir: string;
  adminEmails: string[];
  testUserEmailDomains: string[];
  sessionTtlDays: number;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  /** Sign-in attempts per account from any IP in the login window (guessing spread over many addresses). */
  loginAccountMaxAttempts: number;
  registrationsPerIp: number;
  registrationWindowMinutes: number;
  passwordReset: PasswordResetConfig;
  /** Outgoing email; absent when SMTP_URL is not set (then admins issue reset links). */
  mail: MailConfig | undefined;
  /** Where users reach the web app; links in emails and admin reset links start with it. */
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  /** Food searches one client IP may make per minute without signing in. */
  anonymousSearchesPerMinute: number;
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number;
  /** NODE_ENV=development: error responses may carry stack traces. */
  isDevelopment: boolean;
  ai: AiConfig;
  payments: PaymentsConfig;
  jobs: JobsConfig;
  push: PushConfig;
  social: SocialLimitsConfig;
}

/** Limits of the social area. Per-user rates are rolling windows; past them the API answers RATE_LIMITED (HTTP 429). */
export interface SocialLimitsConfig {
  postsPerHour: number;
  commentsPerHour: number;
  friendRequestsPerHour: number;
  challenges: ChallengeLimitsConfig;
}

/** Friend challenges; past a shape limit the API answers BAD_USER_INPUT naming the field. */
export interface ChallengeLimitsConfig {
  /** Challenges one user may start per rolling day (RATE_LIMITED after). */
  perDay: number;
  /** People one challenge may hold besides its creator, invited and joined together. */
  maxFriends: number;
  /** The longest challenge, in days. */
  maxDays: number;
  /** How many days back a challenge may start (a "this week" challenge started on Wednesday) and how far ahead. */
  maxDaysBack: number;
  maxDaysAhead: number;
}

/** Pro billing: Stripe when its secret key is set, otherwise the built-in sandbox gateway (no real money). */
export interface PaymentsConfig {
  priceMonthlyCents: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; priceId: string } | undefined;
}

export interface JobsConfig {
  /** Whether this process runs background jobs (renewals, dunning, reminders); every process may, pg-boss hands each job to one. */
  isEnabled: boolean;
  billingSweepSeconds: number;
}

export interface MailConfig {
  smtpUrl: string;
  from: string;
}

export interface PasswordResetConfig {
  /** Lifetime of a link sent by email. */
  ttlMinutes: number;
  /** Lifetime of a link an admin creates and passes on by hand. */
  adminLinkTtlHours: number;
  /** Reset emails per email address per hour (four times as many per IP). */
  requestsPerHour: number;
}

export interface PushConfig {
  /** VAPID keys given by the environment; when absent they are generated once and kept in PostgreSQL. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** A mailto: or https: contact for push services. */
  vapidSubject: string;
  /** How often the daily-reminders job runs (one process runs each run); 0 turns reminders off. */
  reminderScanIntervalSeconds: number;
  /** How long a push service keeps an undelivered reminder. */
  reminderTtlSeconds: number;
  /** A PEM file of extra certificate authorities to trust for push services (a private push service, tests). */
  extraCaFile: string | undefined;
}

/** One OpenAI-compatible endpoint; absent when its key (or base URL) is not configured. */
export interface AiProviderConfig {
  apiKey: string;
  baseUrl: string | undefined;
}

export interface AiConfig {
  openai: AiProviderConfig | undefined;
  gemini: AiProviderConfig | undefined;
  /** A self-hosted OpenAI-compatible server (Ollama, vLLM, llama.cpp) and the model names it serves. */
  compatible: (AiProviderConfig & { baseUrl: string; models: string[] }) | undefined;
  timeoutMs: number;
  freeLimits: { aiFoodQueries: number; aiAnalyses: number; aiAssistantMessages: number };
  /** How long the offline speech synthesizer (eSpeak NG) may take for one reply; 0 switches it off. */
  offlineSpeechTimeoutMs?: number;
}

/**
 * The repository root, found by walking up to the folder that holds `server/package.json`: this file runs from
 * `server/src/` under tsx and from `server/dist/server/src/` when compiled, so its depth is not fixed.
 */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'server', 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no repository root above ${from}`);
  }
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^https?:\/\//.test(raw)) throw new ConfigError(`${name} must start with http:// or https://, got '${raw}'`);
  return raw;
}

export const GEMINI_OPENAI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai/';

function aiConfig(env: NodeJS.ProcessEnv): AiConfig {
  const openaiKey = env.OPENAI_API_KEY?.trim();
  const geminiKey = env.GEMINI_API_KEY?.trim();
  const compatibleUrl = url(env, 'COMPATIBLE_AI_BASE_URL');
  const compatibleModels = (env.COMPATIBLE_AI_MODELS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (compatibleUrl && compatibleModels.length === 0) {
    throw new ConfigError('COMPATIBLE_AI_MODELS must name at least one model when COMPATIBLE_AI_BASE_URL is set');
  }
  return {
    openai: openaiKey ? { apiKey: openaiKey, baseUrl: url(env, 'OPENAI_BASE_URL') } : undefined,
    gemini: geminiKey ? { apiKey: geminiKey, baseUrl: url(env, 'GEMINI_BASE_URL') ?? GEMINI_OPENAI_BASE_URL } : undefined,
    // Local servers usually ignore the key, but the SDK refuses to start without one.
    compatible: compatibleUrl
      ? { apiKey: env.COMPATIBLE_AI_API_KEY?.trim() || 'not-needed', baseUrl: compatibleUrl, models: [...new Set(compatibleModels)] }
      : undefined,
    timeoutMs: integer(env, 'AI_TIMEOUT_MS', 30_000, 100, 600_000),
    freeLimits: {
      aiFoodQueries: integer(env, 'FREE_AI_FOOD_QUERIES', 100, 0, 1_000_000),
      aiAnalyses: integer(env, 'FREE_AI_ANALYSES', 3, 0, 1_000_000),
      aiAssistantMessages: integer(env, 'FREE_AI_ASSISTANT_MESSAGES', 10, 0, 1_000_000),
    },
    offlineSpeechTimeoutMs: integer(env, 'OFFLINE_TTS_TIMEOUT_MS', 10_000, 0, 120_000),
  };
}

function mailConfig(env: NodeJS.ProcessEnv, publicUrl: string): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return { smtpUrl, from: env.MAIL_FROM?.trim() || `Nutri <no-reply@${new URL(publicUrl).hostname}>` };
}

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const currency = (env.PRO_PRICE_CURRENCY?.trim() || 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new ConfigError(`PRO_PRICE_CURRENCY must be a three-letter currency code, got '${currency}'`);
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  let stripe: PaymentsConfig['stripe'];
  if (secretKey) {
    const required = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
    const missing = required.filter((name) => !env[name]?.trim());
    if (missing.length) throw new ConfigError(`STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be set too`);
    stripe = {
      secretKey,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
      priceId: env.STRIPE_PRICE_ID!.trim(),
    };
  }
  return { priceMonthlyCents: integer(env, 'PRO_PRICE_MONTHLY_CENTS', 999, 50, 10_000_000), currency, stripe };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

// Some push services (Apple's) reject subjects that are not a real contact: no localhost, a dotted domain.
export function isValidVapidSubject(subject: string): boolean {
  const mailto = /^mailto:[^@\s]+@([^@\s]+)$/.exec(subject);
  const host = mailto ? mailto[1]! : /^https:\/\/([^/:?#\s]+)/.exec(subject)?.[1];
  if (!host) return false;
  return host.includes('.') && !/(^|\.)localhost$|\.local$/i.test(host);
}

function pushConfig(env: NodeJS.ProcessEnv, adminEmails: string[]): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  if (publicKey && privateKey) {
    // An uncompressed P-256 point (65 bytes) and a 32-byte scalar, URL-safe base64 without padding.
    if (!BASE64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65) {
      throw new ConfigError('VAPID_PUBLIC_KEY must be a URL-safe base64 P-256 public key (65 bytes)');
    }
    if (!BASE64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32) {
      throw new ConfigError('VAPID_PRIVATE_KEY must be a URL-safe base64 P-256 private key (32 bytes)');
    }
  }
  const fallbackSubject = adminEmails[0] ? `mailto:${adminEmails[0]}` : 'mailto:admin@example.com';
  const vapidSubject = env.VAPID_SUBJECT?.trim() || fallbackSubject;
  if (!isValidVapidSubject(vapidSubject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL on a public domain, got '${vapidSubject}'`);
  }
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject,
    reminderScanIntervalSeconds: integer(env, 'REMINDER_SCAN_INTERVAL_SECONDS', 30, 0, 3600),
    reminderTtlSeconds: integer(env, 'REMINDER_TTL_SECONDS', 4 * 3600, 60, 7 * 24 * 3600),
    extraCaFile: env.PUSH_EXTRA_CA_FILE?.trim() || undefined,
  };
}

function challengeLimits(env: NodeJS.ProcessEnv): ChallengeLimitsConfig {
  const maxDays = integer(env, 'SOCIAL_CHALLENGE_MAX_DAYS', 60, 1, 366);
  return {
    perDay: integer(env, 'SOCIAL_CHALLENGES_PER_DAY', 10, 1, 10_000),
    maxFriends: integer(env, 'SOCIAL_CHALLENGE_MAX_FRIENDS', 20, 1, 100),
    maxDays,
    // A challenge that started further back than it can last would be over before it is created.
    maxDaysBack: integer(env, 'SOCIAL_CHALLENGE_MAX_DAYS_BACK', Math.min(6, maxDays - 1), 0, maxDays - 1),
    maxDaysAhead: integer(env, 'SOCIAL_CHALLENGE_MAX_DAYS_AHEAD', 30, 0, 366),
  };
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const publicUrl = (url(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const adminEmails = list(env.ADMIN_EMAILS);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data'),
    embeddedPostgresPort: integer(env, 'EMBEDDED_POSTGRES_PORT', 54329, 1024, 65535),
    webConcurrency: integer(env, 'WEB_CONCURRENCY', env.NODE_ENV === 'production' ? os.availableParallelism() : 1, 1, 64),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR?.trim() || 'web/dist'),
    adminEmails,
    testUserEmailDomains: list(env.TEST_USER_EMAIL_DOMAINS ?? 'example.test'),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    loginMaxAttempts: integer(env, 'LOGIN_MAX_ATTEMPTS', 10, 1, 10000),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 1440),
    loginAccountMaxAttempts: integer(env, 'LOGIN_ACCOUNT_MAX_ATTEMPTS', 50, 1, 100000),
    registrationsPerIp: integer(env, 'REGISTRATIONS_PER_IP', 20, 1, 1_000_000),
    registrationWindowMinutes: integer(env, 'REGISTRATION_WINDOW_MINUTES', 60, 1, 10080),
    passwordReset: {
      ttlMinutes: integer(env, 'PASSWORD_RESET_TTL_MINUTES', 30, 1, 1440),
      adminLinkTtlHours: integer(env, 'ADMIN_RESET_LINK_TTL_HOURS', 24, 1, 720),
      requestsPerHour: integer(env, 'PASSWORD_RESET_REQUESTS_PER_HOUR', 5, 1, 10000),
    },
    mail: mailConfig(env, publicUrl),
    publicUrl,
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    anonymousSearchesPerMinute: integer(env, 'ANONYMOUS_SEARCHES_PER_MINUTE', 60, 1, 100_000),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    isDevelopment: env.NODE_ENV === 'development',
    ai: aiConfig(env),
    payments: paymentsConfig(env),
    jobs: {
      isEnabled: env.JOBS_ENABLED !== 'false',
      billingSweepSeconds: integer(env, 'BILLING_SWEEP_SECONDS', 60, 1, 86_400),
    },
    push: pushConfig(env, adminEmails),
    social: {
      postsPerHour: integer(env, 'SOCIAL_POSTS_PER_HOUR', 20, 1, 100_000),
      commentsPerHour: integer(env, 'SOCIAL_COMMENTS_PER_HOUR', 60, 1, 100_000),
      friendRequestsPerHour: integer(env, 'SOCIAL_FRIEND_REQUESTS_PER_HOUR', 30, 1, 100_000),
      challenges: challengeLimits(env),
    },
  };
}

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
  webDistDir: string;
  adminEmails: string[];
  testUserEmailDomains: string[];
  sessionTtlDays: number;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  logLevel: string;
  trustProxy: boolean;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(repoRoot, env.DATA_DIR?.trim() || 'data'),
    embeddedPostgresPort: integer(env, 'EMBEDDED_POSTGRES_PORT', 54329, 1024, 65535),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR?.trim() || 'web/dist'),
    adminEmails: list(env.ADMIN_EMAILS),
    testUserEmailDomains: list(env.TEST_USER_EMAIL_DOMAINS ?? 'example.test'),
    sessionTtlDays: integer(env, 'SESSION_TTL_DAYS', 30, 1, 365),
    loginMaxAttempts: integer(env, 'LOGIN_MAX_ATTEMPTS', 10, 1, 10000),
    loginWindowMinutes: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 1440),
    logLevel: env.LOG_LEVEL?.trim() || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
  };
}

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
  ai: AiConfig;
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
  const compatibleModels = (env.COMPATIBLE_AI_MODELS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
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
    ai: aiConfig(env),
  };
}

import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lathe/shared';
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './lib/common-passwords.js';
import { parseDuration } from './lib/duration.js';
import { SERVER_ROOT } from './paths.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** '15s', '500ms', '2m' → milliseconds; a bare number is seconds, as for the other durations; '0' turns it off. */
function parseMilliseconds(text: string): number {
  const ms = /^(\d+)\s*ms$/.exec(text.trim());
  if (ms) return Number(ms[1]);
  return text.trim() === '0' ? 0 : parseDuration(text) * 1000;
}

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  /** Where mill test certificates are kept; unset, DATA_DIR/material-certificates. */
  MATERIAL_FILES_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `ADMIN_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .refine((password) => !isCommonPassword(password), `ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`)
    .optional(),
  COMPANY_NAME: z.string().min(1).default('Acme Precision'),
  ALLOW_SIGNUP: bool.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'JWT_REFRESH_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.string().default('15m').transform(parseDuration),
  REFRESH_TOKEN_TTL: z.string().default('7d').transform(parseDuration),
  SESSION_MAX_AGE: z.string().default('30d').transform(parseDuration),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_THROTTLE_WINDOW: z.string().default('15m').transform(parseDuration),
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  SIGNUP_THROTTLE_WINDOW: z.string().default('1h').transform(parseDuration),
  STATEMENT_TIMEOUT: z.string().default('15s').transform(parseMilliseconds),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  EXPORT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  READ_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  READS_IN_FLIGHT: z.coerce.number().int().min(1).default(8),
  RATE_LIMIT_WINDOW: z.string().default('1m').transform(parseDuration),
  /** The mail server invoices and statements are e-mailed through: smtp://user:password@host:587 or smtps://…:465. */
  SMTP_URL: z
    .string()
    .trim()
    .refine(
      (v) => /^smtps?:\/\/[^/\s]+/i.test(v) && URL.canParse(v),
      'must be smtp://[user:password@]host[:port] or smtps://…',
    )
    .optional(),
  /** The sender of those mails ("Acme Precision <accounts@acme.in>"); unset, the company's e-mail in its settings. */
  MAIL_FROM: z.string().trim().max(320).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SQL_LOG: z.string().optional(),
  /** The reverse proxy whose X-Forwarded-For is believed: addresses, CIDRs or `loopback`; unset, none. */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (v) => !/^(true|\*|0\.0\.0\.0\/0|::\/0)$/i.test(v),
      'name the proxy (e.g. loopback or 10.0.0.5), not everyone',
    )
    .optional(),
});

export type Env = z.input<typeof envSchema>;

export const EMBEDDED_ONE_PROCESS =
  'the embedded database can be open in one process only; set DATABASE_URL to a PostgreSQL server to run more, or leave WEB_CONCURRENCY unset';

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** The folder uploaded mill test certificates are kept in (MATERIAL_FILES_DIR, else DATA_DIR/material-certificates). */
  materialFilesDir: string;
  databaseUrl: string | undefined;
  /**
   * Server processes answering on the port (WEB_CONCURRENCY): 1 on the embedded database (it
   * allows no more), the number of cores on PostgreSQL. More than 1: a cluster primary that
   * migrates and seeds, then forks that many workers (server.ts).
   */
  webConcurrency: number;
  adminEmail: string;
  adminPassword: string | undefined;
  companyName: string;
  allowSignup: boolean;
  jwtSecret: string | undefined;
  jwtRefreshSecret: string | undefined;
  /** Lifetimes in seconds. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** A sign-in's whole life in seconds: past it, refreshing stops working whatever the refresh token says. */
  sessionMaxAge: number;
  /**
   * Sign-in: `perAccount` consecutive failures of one account from one address before that pair
   * waits (the window, doubling); `perIp` failures from one address in the window, any account.
   */
  loginThrottle: { perAccount: number; perIp: number; windowSeconds: number };
  /** Sign-up attempts per address per window. */
  signupThrottle: { perIp: number; windowSeconds: number };
  /** PostgreSQL cancels an app query running longer (57014 → 503); 0 = no limit. Not enforceable on PGlite. */
  statementTimeoutMs: number;
  /** Per signed-in user, per window: writes under /api (not auth), CSV exports, e-mails sent. */
  rateLimit: {
    writes: number;
    exports: number;
    emails: number;
    reads: number;
    readsInFlight: number;
    windowSeconds: number;
  };
  /** Where documents are e-mailed through (SMTP_URL) and from whom (MAIL_FROM); no URL, no e-mail. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  logLevel: string;
  webDist: string;
  /** A file every SQL statement is appended to (`npm run bench`); unset, nothing is logged. */
  sqlLog: string | undefined;
  /** Fastify's trustProxy: the named proxies, or false (the client's own address is the address). */
  trustProxy: string | false;
}

/** Reads the configuration from the environment; a bad value stops start-up with the variable named. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.DATABASE_URL && e.WEB_CONCURRENCY !== undefined && e.WEB_CONCURRENCY > 1) {
    throw new Error(`Invalid configuration:\n  WEB_CONCURRENCY: ${EMBEDDED_ONE_PROCESS}`);
  }
  return {
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    materialFilesDir: resolve(e.MATERIAL_FILES_DIR ?? join(e.DATA_DIR, 'material-certificates')),
    databaseUrl: e.DATABASE_URL,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? availableParallelism() : 1),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    companyName: e.COMPANY_NAME,
    allowSignup: e.ALLOW_SIGNUP,
    jwtSecret: e.JWT_SECRET,
    jwtRefreshSecret: e.JWT_REFRESH_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    sessionMaxAge: e.SESSION_MAX_AGE,
    loginThrottle: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_THROTTLE_WINDOW,
    },
    signupThrottle: { perIp: e.SIGNUP_MAX_PER_IP, windowSeconds: e.SIGNUP_THROTTLE_WINDOW },
    statementTimeoutMs: e.STATEMENT_TIMEOUT,
    rateLimit: {
      writes: e.WRITE_RATE_LIMIT,
      exports: e.EXPORT_RATE_LIMIT,
      emails: e.EMAIL_RATE_LIMIT,
      reads: e.READ_RATE_LIMIT,
      readsInFlight: e.READS_IN_FLIGHT,
      windowSeconds: e.RATE_LIMIT_WINDOW,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? join(SERVER_ROOT, '..', 'web', 'dist')),
    sqlLog: e.SQL_LOG,
    trustProxy: e.TRUST_PROXY ?? false,
  };
}

import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: flag(true),
  ALLOW_REGISTRATION: flag(false),
  TOKEN_TTL_DAYS: z.coerce.number().positive().default(7),
  LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  // One-time links to choose a password: a forgotten password's works this many minutes, an invitation's days.
  PASSWORD_RESET_MINUTES: z.coerce.number().int().positive().default(60),
  INVITATION_DAYS: z.coerce.number().int().positive().default(7),
  // Forgotten-password requests counted per address and per IP in a window, as sign-in attempts are.
  PASSWORD_FORGOT_PER_EMAIL: z.coerce.number().int().positive().default(3),
  PASSWORD_FORGOT_PER_IP: z.coerce.number().int().positive().default(20),
  PASSWORD_FORGOT_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  // The key that encrypts stored secrets (64 hex digits); without it the server makes one and keeps it in the database.
  SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 bytes), e.g. from `openssl rand -hex 32`')
    .optional(),
  // A sign-in waiting for its second factor (or for setting one up) lasts this long and takes this many wrong codes.
  TWO_FACTOR_CHALLENGE_MINUTES: z.coerce.number().int().positive().default(10),
  TWO_FACTOR_CHALLENGE_ATTEMPTS: z.coerce.number().int().positive().default(5),
  // The name authenticator apps show beside the account.
  TWO_FACTOR_ISSUER: z.string().min(1).max(60).default('HRMS'),
  // A sign-in sent to an identity provider must come back within this many minutes.
  OIDC_LOGIN_MINUTES: z.coerce.number().int().positive().default(10),
  // Talk to identity providers over plain http (tests and a provider on this machine only).
  OIDC_ALLOW_HTTP: flag(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag(false),
  // Comma-separated origins (scheme://host[:port]) allowed to call the API from a browser; none by default.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (o) => URL.canParse(o) && new URL(o).origin === o,
            'each entry must be an origin like https://hr.example.com',
          ),
      ),
    ),
  JOB_STALE_SECONDS: z.coerce.number().int().min(2).default(30),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  // Outgoing mail. Without SMTP_HOST mail is kept in the outbox, unsent, for super admins to read.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  // true: TLS from the first byte (port 465); false: STARTTLS when the server offers it.
  SMTP_SECURE: flag(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('HRMS <no-reply@localhost>'),
  // The address people open the app at, for links in mail (e.g. https://hr.example.com); none by default.
  APP_URL: z
    .string()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  // The wait after a failed attempt; it doubles with each further failure, up to an hour.
  MAIL_RETRY_SECONDS: z.coerce.number().positive().default(60),
  // How often each instance looks for mail come due (retries, or mail an instance left behind).
  MAIL_POLL_SECONDS: z.coerce.number().positive().default(5),
});

export type Config = {
  port: number;
  host: string;
  /** A postgres:// URL for a real server, or null for the embedded PGlite database. */
  databaseUrl: string | null;
  /** Where PGlite keeps its files; null keeps it in memory (tests). */
  dataDir: string | null;
  seedDemo: boolean;
  allowRegistration: boolean;
  tokenTtlDays: number;
  loginLimits: { perEmail: number; perIp: number; windowSeconds: number };
  passwordLinks: PasswordLinkConfig;
  /** SECRET_KEY, or null to use the key the server keeps in the database. */
  secretKey: string | null;
  twoFactor: TwoFactorConfig;
  oidc: { loginMinutes: number; allowHttp: boolean };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The built client to serve, or null to serve the API only. */
  webDist: string | null;
  trustProxy: boolean;
  /** Browser origins other than the API's own that may call it (CORS); empty keeps cross-origin calls out. */
  corsOrigins: string[];
  /** A running job whose instance has been silent this long is taken over by another instance. */
  jobStaleSeconds: number;
  /** Jobs (or parts of one) an instance runs at once: 2 on PostgreSQL, 1 on the embedded database. */
  jobConcurrency: number;
  /**
   * The timed sweeps (leave accrual, approval escalation, settlement reminders) run on this instance. Always on
   * in a server; a test that compares every table's rows before and after a request turns them off, so a sweep
   * falling due meanwhile cannot look like the request's write.
   */
  backgroundSweeps: boolean;
  mail: MailConfig;
};

export type PasswordLinkConfig = {
  resetMinutes: number;
  invitationDays: number;
  forgotLimits: { perEmail: number; perIp: number; windowSeconds: number };
};

export type TwoFactorConfig = { challengeMinutes: number; challengeAttempts: number; issuer: string };

export type MailConfig = {
  /** The SMTP server mail leaves through; null keeps mail in the outbox. */
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null } | null;
  from: string;
  appUrl: string | null;
  /** This machine's own address of the server, for account mail's links when APP_URL is not set. */
  localUrl?: string | null;
  maxAttempts: number;
  retrySeconds: number;
  pollSeconds: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Reads the environment once; every setting the server has is here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? null,
    // npm runs the server from its workspace folder; relative paths mean where the user typed the command.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    allowRegistration: e.ALLOW_REGISTRATION,
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    loginLimits: {
      perEmail: e.LOGIN_MAX_ATTEMPTS_PER_EMAIL,
      perIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    passwordLinks: {
      resetMinutes: e.PASSWORD_RESET_MINUTES,
      invitationDays: e.INVITATION_DAYS,
      forgotLimits: {
        perEmail: e.PASSWORD_FORGOT_PER_EMAIL,
        perIp: e.PASSWORD_FORGOT_PER_IP,
        windowSeconds: e.PASSWORD_FORGOT_WINDOW_SECONDS,
      },
    },
    secretKey: e.SECRET_KEY ?? null,
    twoFactor: {
      challengeMinutes: e.TWO_FACTOR_CHALLENGE_MINUTES,
      challengeAttempts: e.TWO_FACTOR_CHALLENGE_ATTEMPTS,
      issuer: e.TWO_FACTOR_ISSUER,
    },
    oidc: { loginMinutes: e.OIDC_LOGIN_MINUTES, allowHttp: e.OIDC_ALLOW_HTTP },
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'web/dist')),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    jobStaleSeconds: e.JOB_STALE_SECONDS,
    jobConcurrency: e.JOB_CONCURRENCY ?? (e.DATABASE_URL ? 2 : 1),
    backgroundSweeps: true,
    mail: {
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            user: e.SMTP_USER || null,
            password: e.SMTP_PASSWORD || null,
          }
        : null,
      from: e.MAIL_FROM,
      appUrl: e.APP_URL ?? null,
      localUrl: `http://localhost:${e.PORT}`,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retrySeconds: e.MAIL_RETRY_SECONDS,
      pollSeconds: e.MAIL_POLL_SECONDS,
    },
  };
}

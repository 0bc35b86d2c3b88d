import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateSecrets } from './secrets';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Enlazá <no-reply@enlaza.ar>'),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  VISITOR_SALT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  FEATURE_DONATIONS_SCREEN: bool,
  FEATURE_ANALYTICS_SCREEN: bool,
  WEB_DIST_DIR: z.string().optional(),
  GEOCODER: z.enum(['simulator', 'nominatim', 'photon']).default('simulator'),
  GEOCODER_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEOCODER_USER_AGENT: z.string().min(3).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  encryptionKey: Buffer;
  visitorSaltSecret: string;
  passwordHashCost: number;
  logLevel: string;
  trustProxy: boolean;
  features: { donationsScreen: boolean; analyticsScreen: boolean };
  webDistDir: string;
  /** Address search: built-in gazetteer by default, or a Nominatim / Photon server. */
  geocoder: { provider: 'simulator' | 'nominatim' | 'photon'; url: string; userAgent: string };
  uploadsDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const DEFAULT_GEOCODER_URLS = {
  simulator: '',
  nominatim: 'https://nominatim.openstreetmap.org',
  photon: 'https://photon.komoot.io',
} as const;

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');

/** Reads and checks the whole environment at once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const secrets = loadOrCreateSecrets(dataDir, {
    encryptionKey: e.ENCRYPTION_KEY,
    visitorSaltSecret: e.VISITOR_SALT_SECRET,
  });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    encryptionKey: Buffer.from(secrets.encryptionKey, 'hex'),
    visitorSaltSecret: secrets.visitorSaltSecret,
    passwordHashCost: e.PASSWORD_HASH_COST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    features: { donationsScreen: e.FEATURE_DONATIONS_SCREEN, analyticsScreen: e.FEATURE_ANALYTICS_SCREEN },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    geocoder: {
      provider: e.GEOCODER,
      url: (e.GEOCODER_URL ?? DEFAULT_GEOCODER_URLS[e.GEOCODER]).replace(/\/+$/, ''),
      userAgent: e.GEOCODER_USER_AGENT ?? `Enlaza/1.0 (+${publicUrl})`,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}

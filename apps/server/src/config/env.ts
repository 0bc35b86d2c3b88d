import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadOrCreateSecrets, type Secrets, withGiven } from './secrets';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Trusts the last `hops` addresses of X-Forwarded-For (counted from the socket): a proxy that appends
 * the client's address, as Varnish does, then gives the real one even when the client sent its own.
 */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).default(3000),
  ),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1 to 40 letters, digits, ":", "_" or "-"')
    .default('enlaza:'),
  LIVE_MAX_CONNECTIONS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  ),
  /** How long shared caches (Varnish, a CDN) keep a public page or public read (s-maxage), issue 23. */
  PUBLIC_CACHE_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(86_400).default(60),
  ),
  LIVE_MAX_PER_IP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).default(5),
  ),
  RECONCILE_INTERVAL_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
  /** Monthly support's reconciliation with the provider (issue 21): nightly by default. */
  MONTHLY_RECONCILE_INTERVAL_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 86_400)
      .default(86_400),
  ),
  /**
   * Host names outbound webhooks may reach although they are local (comma-separated, e.g.
   * `localhost`), over http too: for tests and development only, refused in production.
   */
  WEBHOOK_LOCAL_HOSTS: z.string().optional(),
  /** Posts' mails (issue 35) sent per minute at most, all creators together: the operator's sending rate. */
  POST_MAILS_PER_MINUTE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).default(120),
  ),
  MAIL_QUEUE_INTERVAL_SECONDS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(3600).default(5),
  ),
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
  PASSWORD_HASH_THREADS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(64).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Share of successful API and page answers written to the request log (failures are always written). */
  LOG_REQUESTS_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  TRUST_PROXY: bool,
  /** Behind proxies that append the client's address (Varnish): trust only this many hops from the right. */
  TRUST_PROXY_HOPS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(8).optional(),
  ),
  FEATURE_DONATIONS_SCREEN: bool,
  FEATURE_ANALYTICS_SCREEN: bool,
  WEB_DIST_DIR: z.string().optional(),
  GEOCODER: z.enum(['simulator', 'nominatim', 'photon']).default('simulator'),
  GEOCODER_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEOCODER_USER_AGENT: z.string().min(3).optional(),
  MP_CLIENT_ID: z.string().optional(),
  MP_CLIENT_SECRET: z.string().optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  MP_API_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MP_AUTH_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MP_USE_PKCE: bool,
  MP_TEST_TOKEN: bool,
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(2),
  SPOTIFY_CLIENT_ID: z.string().optional(),
  SPOTIFY_CLIENT_SECRET: z.string().optional(),
  SPOTIFY_ACCOUNTS_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SPOTIFY_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  /** Price indices (issue 33): the offline simulator by default, or the BCRA statistics API (no token). */
  INDICES_SOURCE: z.enum(['simulator', 'bcra']).default('simulator'),
  INDICES_BCRA_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The HTTP cache in front of the copies, purged when a creator's public data changes (issue 23). */
  PAGE_CACHE: z.enum(['none', 'varnish', 'cloudflare']).default('none'),
  /** Varnish: the base URL of each cache node, comma-separated (BAN requests go there). */
  CACHE_PURGE_URLS: z.string().optional(),
  CLOUDFLARE_ZONE_ID: z.string().optional(),
  CLOUDFLARE_API_TOKEN: z.string().optional(),
  CLOUDFLARE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Mercado Pago needs its client id, secret and webhook secret together; none of them means the simulator. */
function paymentProblems(e: z.output<typeof envSchema>): string[] {
  const id = e.MP_CLIENT_ID?.trim();
  const secret = e.MP_CLIENT_SECRET?.trim();
  if (!id && !secret) return [];
  const problems: string[] = [];
  if (!id) problems.push('MP_CLIENT_ID: required when MP_CLIENT_SECRET is set');
  if (!secret) problems.push('MP_CLIENT_SECRET: required when MP_CLIENT_ID is set');
  if (!e.MP_WEBHOOK_SECRET?.trim()) {
    problems.push('MP_WEBHOOK_SECRET: required with Mercado Pago credentials (Tus integraciones → Webhooks)');
  }
  return problems;
}

/** Spotify needs its client id and secret together; neither means the simulator. */
function musicProblems(e: z.output<typeof envSchema>): string[] {
  const id = e.SPOTIFY_CLIENT_ID?.trim();
  const secret = e.SPOTIFY_CLIENT_SECRET?.trim();
  if (!id && secret) return ['SPOTIFY_CLIENT_ID: required when SPOTIFY_CLIENT_SECRET is set'];
  if (id && !secret) return ['SPOTIFY_CLIENT_SECRET: required when SPOTIFY_CLIENT_ID is set'];
  return [];
}

/** The purge URLs of each Varnish node: http(s) base URLs without a trailing slash. */
function purgeUrls(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => url !== '');
}

/** Each PAGE_CACHE needs its own settings: the nodes for Varnish, the zone and token for Cloudflare. */
function webhookLocalHosts(e: z.output<typeof envSchema>): string[] {
  return (e.WEBHOOK_LOCAL_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
}

function webhookProblems(e: z.output<typeof envSchema>): string[] {
  return e.NODE_ENV === 'production' && webhookLocalHosts(e).length > 0
    ? ['WEBHOOK_LOCAL_HOSTS: not allowed in production (webhooks reach public addresses only)']
    : [];
}

function pageCacheProblems(e: z.output<typeof envSchema>): string[] {
  if (e.PAGE_CACHE === 'varnish') {
    const urls = purgeUrls(e.CACHE_PURGE_URLS);
    if (urls.length === 0)
      return ['CACHE_PURGE_URLS: required with PAGE_CACHE=varnish (each node, comma-separated)'];
    return urls
      .filter((url) => !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      .map((url) => `CACHE_PURGE_URLS: "${url}" must be an http:// or https:// URL`);
  }
  if (e.PAGE_CACHE === 'cloudflare') {
    return (['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'] as const)
      .filter((key) => !e[key]?.trim())
      .map((key) => `${key}: required with PAGE_CACHE=cloudflare`);
  }
  return [];
}

function pageCacheConfig(e: z.output<typeof envSchema>): PageCacheConfig {
  if (e.PAGE_CACHE === 'varnish') return { kind: 'varnish', purgeUrls: purgeUrls(e.CACHE_PURGE_URLS) };
  if (e.PAGE_CACHE === 'cloudflare') {
    return {
      kind: 'cloudflare',
      zoneId: e.CLOUDFLARE_ZONE_ID?.trim() ?? '',
      apiToken: e.CLOUDFLARE_API_TOKEN?.trim() ?? '',
      apiUrl: (e.CLOUDFLARE_API_URL ?? 'https://api.cloudflare.com/client/v4').replace(/\/+$/, ''),
    };
  }
  return { kind: 'none' };
}

/** The HTTP cache in front of the copies and how to purge it. */
export type PageCacheConfig =
  | { kind: 'none' }
  | { kind: 'varnish'; purgeUrls: string[] }
  | { kind: 'cloudflare'; zoneId: string; apiToken: string; apiUrl: string };

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * Object storage is all or nothing: once any S3_* variable is set, the bucket, region and both keys
 * are required (S3_ENDPOINT only for stores other than AWS: R2, MinIO). None means local disk.
 */
function storageProblems(e: z.output<typeof envSchema>): string[] {
  if (![...S3_REQUIRED, 'S3_ENDPOINT' as const].some((key) => e[key]?.trim())) return [];
  return S3_REQUIRED.filter((key) => !e[key]?.trim()).map(
    (key) => `${key}: required with S3 storage (set ${S3_REQUIRED.join(', ')} together, or none of them)`,
  );
}

function s3Config(e: z.output<typeof envSchema>): S3Config | undefined {
  const bucket = e.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket,
    region: e.S3_REGION?.trim() ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID?.trim() ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY?.trim() ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** An S3-compatible bucket for uploads (AWS S3, Cloudflare R2, MinIO). */
export interface S3Config {
  /** Absent for AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted stores need it). */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared state of several copies (cache invalidation, rate limits, geocoder, live updates). */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel of this deployment (several deployments may share one Redis). */
  redisKeyPrefix: string;
  /** Live goal streams: at most this many open in this process, and per visitor IP. */
  live: { maxConnections: number; maxPerIp: number };
  /** s-maxage of the answers anyone may share (public pages and reads); browsers always revalidate. */
  publicCacheSeconds: number;
  /** How often the pending-donation reconciliation runs (one copy at a time). */
  reconcileEveryMs: number;
  /** How often monthly subscriptions and invoices are reconciled with the provider (one copy at a time). */
  monthlyReconcileEveryMs: number;
  /** How often the mail worker sends what mail_queue holds (one copy at a time). */
  mailQueueEveryMs: number;
  /** Posts' mails sent per minute at most (POST_MAILS_PER_MINUTE); other mails are not counted. */
  postMailsPerMinute: number;
  /** Local host names webhooks may reach (WEBHOOK_LOCAL_HOSTS; empty, and always empty in production). */
  webhookLocalHosts: readonly string[];
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  encryptionKey: Buffer;
  visitorSaltSecret: string;
  passwordHashCost: number;
  /** Worker threads that hash passwords (PasswordHasher). */
  passwordHashThreads: number;
  logLevel: string;
  /** LOG_REQUESTS_SAMPLE: 1 logs every successful API and page answer, 0 none (failures always). */
  logRequestsSample: number;
  /** true: every X-Forwarded-For hop; a number: only that many hops from the right (TRUST_PROXY_HOPS). */
  trustProxy: boolean | ((address: string, hop: number) => boolean);
  features: { donationsScreen: boolean; analyticsScreen: boolean };
  webDistDir: string;
  /** Address search: built-in gazetteer by default, or a Nominatim / Photon server. */
  geocoder: { provider: 'simulator' | 'nominatim' | 'photon'; url: string; userAgent: string };
  /** Local uploads (DATA_DIR/uploads), used unless `s3` is set. */
  uploadsDir: string;
  /** The S3-compatible bucket uploads go to when S3_* is configured. */
  s3: S3Config | undefined;
  /** Mercado Pago when its credentials are set, otherwise the offline simulator. */
  payments: {
    provider: 'simulator' | 'mercadopago';
    clientId: string;
    clientSecret: string;
    /** Verifies webhook signatures (x-signature). */
    webhookSecret: string;
    apiBaseUrl: string;
    authBaseUrl: string;
    usePkce: boolean;
    testToken: boolean;
    commissionPercent: number;
  };
  /** PAGE_CACHE: what to purge when a creator's public data changes (none: `s-maxage` alone). */
  pageCache: PageCacheConfig;
  /** Spotify when its credentials are set, otherwise the offline simulator. */
  music: {
    provider: 'simulator' | 'spotify';
    clientId: string;
    clientSecret: string;
    accountsUrl: string;
    apiUrl: string;
  };
  /** Where the daily job reads the price indices (issue 33). */
  indices: { source: 'simulator' | 'bcra'; bcraUrl: string };
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

/** apps/server: the nearest folder with a package.json, from src/config (tsx, tests) or dist (the build). */
function serverPackageDir(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

const defaultWebDist = path.resolve(serverPackageDir(), '../web/dist');

export interface LoadOptions {
  /**
   * Secrets stored elsewhere (the database, shared by the copies): DATA_DIR's secrets.json is then
   * neither read nor written. The environment's values still win.
   */
  storedSecrets?: Secrets;
}

/** The simulator's webhook key: derived from the encryption key, so it needs no setup and never changes. */
export function simulatorWebhookSecret(encryptionKeyHex: string): string {
  return createHmac('sha256', Buffer.from(encryptionKeyHex, 'hex'))
    .update('enlaza:mp-simulator-webhook')
    .digest('hex');
}

/** Reads and checks the whole environment at once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadOptions = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const providerIssues = [
    ...paymentProblems(e),
    ...musicProblems(e),
    ...storageProblems(e),
    ...pageCacheProblems(e),
    ...webhookProblems(e),
  ];
  if (providerIssues.length) throw new ConfigError(providerIssues);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const given = { encryptionKey: e.ENCRYPTION_KEY, visitorSaltSecret: e.VISITOR_SALT_SECRET };
  const secrets = options.storedSecrets
    ? withGiven(options.storedSecrets, given)
    : loadOrCreateSecrets(dataDir, given);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    live: { maxConnections: e.LIVE_MAX_CONNECTIONS, maxPerIp: e.LIVE_MAX_PER_IP },
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    reconcileEveryMs: e.RECONCILE_INTERVAL_SECONDS * 1000,
    mailQueueEveryMs: e.MAIL_QUEUE_INTERVAL_SECONDS * 1000,
    postMailsPerMinute: e.POST_MAILS_PER_MINUTE,
    webhookLocalHosts: webhookLocalHosts(e),
    monthlyReconcileEveryMs: e.MONTHLY_RECONCILE_INTERVAL_SECONDS * 1000,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    encryptionKey: Buffer.from(secrets.encryptionKey, 'hex'),
    visitorSaltSecret: secrets.visitorSaltSecret,
    passwordHashCost: e.PASSWORD_HASH_COST,
    // One core stays free for the event loop: a login flood must not stall the public pages.
    passwordHashThreads: e.PASSWORD_HASH_THREADS ?? Math.max(1, os.availableParallelism() - 1),
    logLevel: e.LOG_LEVEL,
    logRequestsSample: e.LOG_REQUESTS_SAMPLE,
    trustProxy: e.TRUST_PROXY_HOPS ? trustHops(e.TRUST_PROXY_HOPS) : e.TRUST_PROXY,
    features: { donationsScreen: e.FEATURE_DONATIONS_SCREEN, analyticsScreen: e.FEATURE_ANALYTICS_SCREEN },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? defaultWebDist),
    geocoder: {
      provider: e.GEOCODER,
      url: (e.GEOCODER_URL ?? DEFAULT_GEOCODER_URLS[e.GEOCODER]).replace(/\/+$/, ''),
      userAgent: e.GEOCODER_USER_AGENT ?? `Enlaza/1.0 (+${publicUrl})`,
    },
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: s3Config(e),
    payments: {
      provider: e.MP_CLIENT_ID?.trim() ? 'mercadopago' : 'simulator',
      clientId: e.MP_CLIENT_ID?.trim() ?? '',
      clientSecret: e.MP_CLIENT_SECRET?.trim() ?? '',
      // The simulator signs its own notifications: a key derived from the stored encryption key
      // needs no setup and stays the same across restarts.
      webhookSecret: e.MP_WEBHOOK_SECRET?.trim() || simulatorWebhookSecret(secrets.encryptionKey),
      apiBaseUrl: (e.MP_API_BASE_URL ?? 'https://api.mercadopago.com').replace(/\/+$/, ''),
      authBaseUrl: (e.MP_AUTH_BASE_URL ?? 'https://auth.mercadopago.com').replace(/\/+$/, ''),
      usePkce: e.MP_USE_PKCE,
      testToken: e.MP_TEST_TOKEN,
      commissionPercent: e.PLATFORM_COMMISSION_PERCENT,
    },
    pageCache: pageCacheConfig(e),
    music: {
      provider: e.SPOTIFY_CLIENT_ID?.trim() ? 'spotify' : 'simulator',
      clientId: e.SPOTIFY_CLIENT_ID?.trim() ?? '',
      clientSecret: e.SPOTIFY_CLIENT_SECRET?.trim() ?? '',
      accountsUrl: (e.SPOTIFY_ACCOUNTS_URL ?? 'https://accounts.spotify.com').replace(/\/+$/, ''),
      apiUrl: (e.SPOTIFY_API_URL ?? 'https://api.spotify.com').replace(/\/+$/, ''),
    },
    indices: {
      source: e.INDICES_SOURCE,
      bcraUrl: (e.INDICES_BCRA_URL ?? 'https://api.bcra.gob.ar').replace(/\/+$/, ''),
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import type { Database } from '../../db/database';
import { systemClock } from '../../lib/clock';
import { createPayments } from './create-payments';
import { MercadoPagoPayments } from './mercadopago/mercadopago-payments';
import { SimulatorPayments } from './simulator/simulator-payments';

const KEY = 'cd'.repeat(32);
const dirs: string[] = [];
const base = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-payments-'));
  dirs.push(dir);
  return { DATA_DIR: dir, ENCRYPTION_KEY: KEY, VISITOR_SALT_SECRET: 'sal-de-visitantes-de-prueba' };
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const database = { db: {}, dialect: 'sqlite', close: async () => {} } as unknown as Database;

describe('payments configuration', () => {
  it('uses the simulator without credentials, with a stable derived webhook secret', () => {
    const config = loadConfig(base());
    expect(config.payments).toMatchObject({
      provider: 'simulator',
      apiBaseUrl: 'https://api.mercadopago.com',
      authBaseUrl: 'https://auth.mercadopago.com',
      usePkce: false,
      testToken: false,
      commissionPercent: 2,
    });
    expect(config.payments.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(base()).payments.webhookSecret).toBe(config.payments.webhookSecret);
    expect(createPayments(config, database, systemClock)).toBeInstanceOf(SimulatorPayments);
  });

  it('uses Mercado Pago when the credentials are set', () => {
    const config = loadConfig({
      ...base(),
      MP_CLIENT_ID: 'APP-1',
      MP_CLIENT_SECRET: 'secreto',
      MP_WEBHOOK_SECRET: 'whsec',
      MP_API_BASE_URL: 'http://127.0.0.1:9/',
      MP_USE_PKCE: 'true',
      MP_TEST_TOKEN: '1',
      PLATFORM_COMMISSION_PERCENT: '3.5',
    });
    expect(config.payments).toMatchObject({
      provider: 'mercadopago',
      clientId: 'APP-1',
      webhookSecret: 'whsec',
      apiBaseUrl: 'http://127.0.0.1:9',
      usePkce: true,
      testToken: true,
      commissionPercent: 3.5,
    });
    expect(createPayments(config, database, systemClock)).toBeInstanceOf(MercadoPagoPayments);
  });

  it('lists what is missing next to the credentials', () => {
    const error = (() => {
      try {
        loadConfig({ ...base(), MP_CLIENT_ID: 'APP-1' });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'MP_CLIENT_SECRET: required when MP_CLIENT_ID is set',
      'MP_WEBHOOK_SECRET: required with Mercado Pago credentials (Tus integraciones → Webhooks)',
    ]);
    expect(() => loadConfig({ ...base(), PLATFORM_COMMISSION_PERCENT: '80' })).toThrow(ConfigError);
  });
});

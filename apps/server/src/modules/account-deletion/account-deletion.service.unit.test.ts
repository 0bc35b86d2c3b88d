import { ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import { describe, expect, it } from 'vitest';
import { FakeAccountDeletionStore } from '../../../test/fakes/fake-account-deletion-store';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeMusic } from '../../../test/fakes/fake-music';
import { FakePageChanges } from '../../../test/fakes/fake-page-changes';
import { FakePayments } from '../../../test/fakes/fake-payments';
import { FakeStorage } from '../../../test/fakes/fake-storage';
import { FakePasswordHasher } from '../../../test/fakes/fake-users';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { memoryRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { sealToken } from '../../lib/sealed-token';
import { AccountDeletionService } from './account-deletion.service';
import type { AccountDeletionHook, SecondFactorCheck } from './account-deletion-deps';

const PASSWORD = 'clave-segura-123';
const CODE = '424242';

async function build(
  options: { secondFactor?: SecondFactorCheck | null; hooks?: AccountDeletionHook[] } = {},
) {
  const config = unitConfig();
  const store = new FakeAccountDeletionStore();
  const payments = new FakePayments();
  const music = new FakeMusic();
  const storage = new FakeStorage();
  const pageChanges = new FakePageChanges();
  const log = new FakeLog();
  const hookCalls: string[] = [];
  const hooks = options.hooks ?? [
    async ({ userId }) => void hookCalls.push(`monthly:${userId}`),
    async ({ userId }) => void hookCalls.push(`other:${userId}`),
  ];
  const service = new AccountDeletionService(
    {
      config,
      database: noDatabase,
      clock: new TestClock(new Date('2026-11-20T12:00:00.000Z')),
      log,
      rateLimiter: new RateLimiter(memoryRateLimitStore()),
      pageChanges,
      seams: {
        onAccountDeleted: hooks,
        secondFactor: options.secondFactor === undefined ? null : options.secondFactor,
      },
      passwordHasher: new FakePasswordHasher(),
      payments,
      music,
      storage,
    },
    store,
  );
  const avatar = storage.put('avatar.webp');
  await store.users.add({
    id: 1,
    username: 'ana',
    email: 'ana@example.com',
    profile_image: avatar,
    password: PASSWORD,
  });
  const seal = (token: string) => sealToken(token, config.encryptionKey) as string;
  store.owned.set(1, {
    payment: { accountId: 'seller-9', accessToken: seal('APP_USR-9'), refreshToken: seal('TG-9') },
    music: { accountId: 'spotify-ana', accessToken: seal('spot-access'), refreshToken: null },
    files: ['https://elsewhere.example/thumb.png'],
    eventIds: [5, 6],
    formerUsernames: ['ana_old'],
  });
  const input = { password: PASSWORD, confirm_username: 'ana', code: undefined as string | undefined };
  return { service, store, payments, music, storage, pageChanges, log, hookCalls, input, avatar };
}

describe('AccountDeletionService (fakes, no database)', () => {
  it('runs every hook, revokes both grants, erases in one go, queues the goodbye and tells the pages', async () => {
    const s = await build();
    const outcome = await s.service.deleteAccount(1, s.input);
    expect(s.hookCalls).toEqual(['monthly:1', 'other:1']);
    expect(outcome).toEqual({ payments: 'revoked', music: 'unsupported' });
    // Grants reach the providers opened (the tokens are sealed at rest).
    expect(s.payments.revoked).toEqual([
      { accountId: 'seller-9', accessToken: 'APP_USR-9', refreshToken: 'TG-9' },
    ]);
    expect(s.music.revoked[0]).toMatchObject({ accountId: 'spotify-ana', accessToken: 'spot-access' });
    expect(s.store.users.rows[0]?.deleted_at).toBe('2026-11-20T12:00:00.000Z');
    expect(s.store.reservedNames.map((r) => r.username).sort()).toEqual(['ana', 'ana_old']);
    expect(s.store.mails.ofKind('account_deleted').map((m) => m.recipient)).toEqual(['ana@example.com']);
    // Only the store's own files are deleted.
    expect(s.storage.files.has(s.avatar)).toBe(false);
    expect(s.pageChanges.creators).toEqual([
      { userId: 1, change: { featured: true, usernames: ['ana', 'ana_old'], eventIds: [5, 6] } },
    ]);
    expect(s.pageChanges.goals).toEqual([1]);
  });

  it('a failing hook stops everything before anything is erased (503)', async () => {
    const calls: string[] = [];
    const s = await build({
      hooks: [
        async () => {
          throw new Error('provider down');
        },
        async () => void calls.push('after'),
      ],
    });
    await expect(s.service.deleteAccount(1, s.input)).rejects.toMatchObject({
      statusCode: 503,
      message: M.failed,
    });
    expect(calls).toEqual([]);
    expect(s.payments.revoked).toEqual([]);
    expect(s.store.users.rows[0]?.deleted_at).toBeNull();
    expect(s.store.mails.rows).toEqual([]);
  });

  it('with two-step login on, the code is required and must be right', async () => {
    const s = await build({ secondFactor: async (_userId, code) => code === CODE });
    await expect(s.service.deleteAccount(1, s.input)).rejects.toMatchObject({
      errors: [{ field: 'code', message: M.codeWrong }],
    });
    await expect(s.service.deleteAccount(1, { ...s.input, code: '000000' })).rejects.toMatchObject({
      errors: [{ field: 'code', message: M.codeWrong }],
    });
    expect(s.hookCalls).toEqual([]);
    await s.service.deleteAccount(1, { ...s.input, code: CODE });
    expect(s.store.users.rows[0]?.deleted_at).not.toBeNull();
  });

  it('a wrong password or username erases nothing; an erased account is gone (401)', async () => {
    const s = await build();
    await expect(
      s.service.deleteAccount(1, { ...s.input, password: 'otra-clave-000' }),
    ).rejects.toMatchObject({
      errors: [{ field: 'password', message: M.passwordWrong }],
    });
    await expect(s.service.deleteAccount(1, { ...s.input, confirm_username: 'Ana' })).rejects.toMatchObject({
      errors: [{ field: 'confirm_username', message: M.usernameMismatch }],
    });
    expect(s.hookCalls).toEqual([]);
    await s.service.deleteAccount(1, s.input);
    await expect(s.service.deleteAccount(1, s.input)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('a provider that fails to revoke is logged and does not block the erasure', async () => {
    const s = await build();
    s.payments.failNext('revokeAccess');
    const outcome = await s.service.deleteAccount(1, s.input);
    expect(outcome.payments).toBe('failed');
    expect(s.log.messages('warn')).toContain('revocation failed; tokens deleted anyway');
    expect(s.store.users.rows[0]?.deleted_at).not.toBeNull();
  });

  it('five attempts per 15 minutes, then 429', async () => {
    const s = await build();
    for (let i = 0; i < 5; i++) {
      await expect(
        s.service.deleteAccount(1, { ...s.input, password: 'mala-clave-000' }),
      ).rejects.toMatchObject({
        statusCode: 400,
      });
    }
    await expect(s.service.deleteAccount(1, s.input)).rejects.toMatchObject({ statusCode: 429 });
  });
});

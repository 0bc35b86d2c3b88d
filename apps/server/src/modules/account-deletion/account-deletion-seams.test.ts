import { ACCOUNT_DELETION_MESSAGES as M } from '@enlaza/shared/account-deletion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../test/delete-account';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

/**
 * The two seams other slices plug into: `onAccountDeleted` hooks (monthly support cancels its
 * subscriptions there) and `secondFactor` (two-step login checks the code there).
 */
describe('account deletion seams', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remove = (creator: Parameters<typeof deleteAccount>[1], extra: object = {}) =>
    deleteAccount(t, creator, extra);
  const stillThere = async (id: number) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('deleted_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).deleted_at === null;

  it('runs every hook with the account before erasing it; a failing hook stops it with a Spanish 503', async () => {
    const creator = await registerCreator(t.app);
    const seen: number[] = [];
    t.deps.deletionSeams.onAccountDeleted.push(async ({ userId }) => {
      seen.push(userId);
      throw new Error('provider down');
    });
    const refused = await remove(creator);
    expect(refused.statusCode).toBe(503);
    expect(json(refused)).toMatchObject({ message: M.failed });
    expect(seen).toEqual([creator.user.id]);
    expect(await stillThere(creator.user.id)).toBe(true);

    t.deps.deletionSeams.onAccountDeleted.length = 0;
    t.deps.deletionSeams.onAccountDeleted.push(async ({ userId }) => {
      seen.push(userId);
    });
    expect((await remove(creator)).statusCode).toBe(200);
    expect(seen).toEqual([creator.user.id, creator.user.id]);
    expect(await stillThere(creator.user.id)).toBe(false);
    t.deps.deletionSeams.onAccountDeleted.length = 0;
  });

  it('asks the second-factor check, once wired, with the code given', async () => {
    const creator = await registerCreator(t.app);
    const asked: (string | undefined)[] = [];
    t.deps.deletionSeams.secondFactor = async (_userId, code) => {
      asked.push(code);
      return code === '123456';
    };
    const wrong = await remove(creator, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errors: [{ field: 'code', message: M.codeWrong }] });
    expect(await stillThere(creator.user.id)).toBe(true);
    expect((await remove(creator, { code: ' 123456 ' })).statusCode).toBe(200);
    expect(asked).toEqual(['000000', '123456']);
    t.deps.deletionSeams.secondFactor = null;
  });
});

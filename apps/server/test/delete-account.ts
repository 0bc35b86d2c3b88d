import type { LightMyRequestResponse } from 'fastify';
import type { registerCreator, TestApp } from './test-app';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** DELETE /api/users/me as the creator would: their password and username typed again (+ a code). */
export function deleteAccount(
  t: TestApp,
  creator: Creator,
  extra: object = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: creator.headers,
    payload: { password: creator.body.password, confirm_username: creator.user.username, ...extra },
  });
}

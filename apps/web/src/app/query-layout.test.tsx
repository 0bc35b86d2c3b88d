import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import { appQueryClient } from '../lib/query-client';
import { sampleUser, setupDomTests } from '../testing/setup-dom';
import { QueryProvider } from './query-layout';

setupDomTests();

function auth(user: AuthContextValue['user']): AuthContextValue {
  return {
    status: 'ready',
    token: user ? 't' : null,
    user,
    isAuthenticated: user !== null,
    accountChecked: user !== null,
    login: vi.fn(),
    completeTwoFactor: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    updateUser: vi.fn(),
  };
}

const tree = (user: AuthContextValue['user']) => (
  <AuthContext.Provider value={auth(user)}>
    <QueryProvider>
      <p>pantalla</p>
    </QueryProvider>
  </AuthContext.Provider>
);

describe('the data cache and the signed-in account', () => {
  it('keeps the answers for the same account and drops them when the account changes', () => {
    const luna = sampleUser();
    const view = render(tree(luna));
    appQueryClient.setQueryData(['links', 'list'], ['de Luna']);
    view.rerender(tree({ ...luna }));
    expect(appQueryClient.getQueryData(['links', 'list'])).toEqual(['de Luna']);
    view.rerender(tree(null));
    expect(appQueryClient.getQueryData(['links', 'list'])).toBeUndefined();
    appQueryClient.setQueryData(['links', 'list'], ['de nadie']);
    view.rerender(tree(sampleUser({ id: 8, username: 'sol' })));
    expect(appQueryClient.getQueryData(['links', 'list'])).toBeUndefined();
  });
});

import { startServer } from '../../e2e/support/server-process';
import { realUserUnderLoginFlood } from './login-flood';

const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * A real creator's correct logins while unknown-email loops flood the login, on a server of its own:
 * the flood's source addresses arrive as X-Forwarded-For, so it trusts the proxy.
 */
export async function realUserBench(seconds: number): Promise<void> {
  const proxied = await startServer({ TRUST_PROXY: 'true' });
  try {
    const u = await realUserUnderLoginFlood(proxied.url, { seconds });
    const rate = u.userLogins ? u.userSucceeded / u.userLogins : 0;
    const floodAnswers = Object.entries(u.floodStatuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      `\nReal user under ${u.floodLoops} unknown-email login loops from ${u.floodAddresses} addresses (${floodAnswers}):`,
    );
    console.log(
      `  correct logins in ≤ ${u.withinMs / 1000} s    ${u.userSucceeded}/${u.userLogins} = ${(rate * 100).toFixed(0)} % (target ≥ 95 %: ${rate >= 0.95 ? 'ok' : 'UNDER TARGET'})  p50 ${ms(u.userP50Ms)}  p95 ${ms(u.userP95Ms)}  max ${ms(u.userMaxMs)} (no flood: p50 ${ms(u.calmP50Ms)})`,
    );
  } finally {
    await proxied.stop();
  }
}

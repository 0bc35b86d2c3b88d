import os from 'node:os';
import { startServer } from '../../e2e/support/server-process';
import { type RealLoginFigures, realUsersUnderAccountFlood } from './account-flood';
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

const figures = (f: RealLoginFigures, withinMs: number) =>
  `${f.withinTarget}/${f.logins} in ≤ ${withinMs / 1000} s  p50 ${ms(f.p50Ms)}  p95 ${ms(f.p95Ms)}  max ${ms(f.maxMs)}  (${Object.entries(
    f.statuses,
  )
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ')}; no flood: p50 ${ms(f.calmP50Ms)})`;

/**
 * Issue 30: real creators' correct logins (a known device and a new one) while wrong passwords
 * flood a dozen real accounts from 250 addresses, on a server of its own at the production hash
 * cost with one hashing thread.
 */
export async function accountFloodBench(seconds: number): Promise<void> {
  const proxied = await startServer({ TRUST_PROXY: 'true', PASSWORD_HASH_THREADS: '1' });
  try {
    const before = loadAverage();
    const r = await realUsersUnderAccountFlood(proxied.url, { seconds });
    const floodAnswers = Object.entries(r.floodStatuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(
      `\nReal logins under ${r.loops} loops of wrong passwords for ${r.accounts} real accounts from ${r.addresses} addresses, ${r.seconds} s (${floodAnswers}; 401 = hashed):`,
    );
    const knownOk = r.knownDevice.p95Ms <= r.withinMs;
    console.log(
      `  known device  ${figures(r.knownDevice, r.withinMs)}  target p95 ≤ ${r.withinMs / 1000} s: ${knownOk ? 'ok' : 'OVER TARGET'}`,
    );
    console.log(`  new device    ${figures(r.newDevice, r.withinMs)}`);
    console.log(`  load average before ${before}, after ${loadAverage()}`);
  } finally {
    await proxied.stop();
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

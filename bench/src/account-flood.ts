import { BROWSER_HEADERS, cookiesOf, floodAddress, percentile, postLogin } from './login-flood';

/** One real creator's correct logins, measured during the flood. */
export interface RealLoginFigures {
  logins: number;
  statuses: Record<number, number>;
  /** Answered 200 within `withinMs`. */
  withinTarget: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The same login with no flood, just before it (this machine, now). */
  calmP50Ms: number;
}

export interface AccountFloodResult {
  loops: number;
  accounts: number;
  addresses: number;
  seconds: number;
  /** The attacker's answers by status: 401 is a guess the server hashed, 429/503 one it refused. */
  floodStatuses: Record<number, number>;
  floodRequests: number;
  /** A browser the creator has logged in from before (it sends its `enlaza_device` cookie). */
  knownDevice: RealLoginFigures;
  /** A browser the creator never used: no cookie, every time. */
  newDevice: RealLoginFigures;
  withinMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Account {
  email: string;
  password: string;
}

async function register(baseUrl: string, username: string, address: string): Promise<Account> {
  const account = {
    full_name: 'Creadora de Prueba',
    username,
    email: `${username}@example.com`,
    password: 'la-clave-correcta',
  };
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { ...BROWSER_HEADERS, 'x-forwarded-for': address },
    body: JSON.stringify(account),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`register ${username} failed: ${res.status}`);
  return { email: account.email, password: account.password };
}

/** Logs `account` in with its right password; `keepCookie` plays a browser that keeps what it is given. */
class RealUser {
  private cookie = '';
  private readonly latencies: number[] = [];
  private readonly calm: number[] = [];
  private readonly statuses: Record<number, number> = {};
  private withinTarget = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly account: Account,
    private readonly address: string,
    private readonly keepCookie: boolean,
  ) {}

  private async once(): Promise<{ status: number; ms: number }> {
    const t0 = performance.now();
    const credentials = { email: this.account.email, password: this.account.password };
    const res = await postLogin(this.baseUrl, this.address, credentials, this.cookie || undefined);
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status === 200 && this.keepCookie) this.cookie = cookiesOf(res) || this.cookie;
    return { status: res.status, ms };
  }

  async warmUp(times: number): Promise<void> {
    for (let i = 0; i < times; i++) {
      const { status, ms } = await this.once();
      if (status !== 200) throw new Error(`calm login answered ${status}`);
      this.calm.push(ms);
    }
  }

  /** One login every `everyMs` (or right after a slower one) until `until`. */
  async during(until: number, everyMs: number, withinMs: number): Promise<void> {
    while (performance.now() < until) {
      const { status, ms } = await this.once();
      this.latencies.push(ms);
      this.statuses[status] = (this.statuses[status] ?? 0) + 1;
      if (status === 200 && ms <= withinMs) this.withinTarget += 1;
      await sleep(Math.max(0, everyMs - ms));
    }
  }

  figures(): RealLoginFigures {
    return {
      logins: this.latencies.length,
      statuses: this.statuses,
      withinTarget: this.withinTarget,
      p50Ms: percentile(this.latencies, 50),
      p95Ms: percentile(this.latencies, 95),
      maxMs: Math.max(0, ...this.latencies),
      calmP50Ms: percentile(this.calm, 50),
    };
  }
}

/**
 * Issue 30: `loops` concurrent loops of wrong passwords for `accounts` real accounts (the attacker's
 * own, registered first), each request from the next of `addresses` source addresses
 * (X-Forwarded-For: the server must trust the proxy), for `seconds`. Meanwhile one creator logs in
 * from a browser it used before (known device) and another from a browser it never used (new
 * device), each every `userEveryMs`, from addresses of their own.
 */
export async function realUsersUnderAccountFlood(
  baseUrl: string,
  { loops = 25, accounts = 12, addresses = 250, seconds = 20, userEveryMs = 1000, withinMs = 3000 } = {},
): Promise<AccountFloodResult> {
  const tag = Date.now().toString(36);
  // Sign-ups are throttled per address: each account comes from an address of its own.
  const attacked: Account[] = [];
  for (let i = 0; i < accounts; i++) {
    attacked.push(await register(baseUrl, `atacante-${tag}-${i}`, `192.0.2.${100 + i}`));
  }
  const known = new RealUser(
    baseUrl,
    await register(baseUrl, `conocida-${tag}`, '192.0.2.10'),
    '192.0.2.10',
    true,
  );
  const fresh = new RealUser(
    baseUrl,
    await register(baseUrl, `nueva-${tag}`, '192.0.2.20'),
    '192.0.2.20',
    false,
  );
  // The known device has logged in before the attack (sign-up set its cookie; these keep it fresh).
  await known.warmUp(3);
  await fresh.warmUp(3);

  const until = performance.now() + seconds * 1000;
  const floodStatuses: Record<number, number> = {};
  let sent = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const n = sent++;
      const target = attacked[n % attacked.length];
      if (!target) throw new Error('no attacked account');
      const res = await postLogin(baseUrl, floodAddress(n % addresses), {
        email: target.email,
        password: 'no-es-la-clave',
      });
      await res.arrayBuffer();
      floodStatuses[res.status] = (floodStatuses[res.status] ?? 0) + 1;
    }
  };
  const users = async () => {
    // Let the flood fill the server first.
    await sleep(1000);
    await Promise.all([
      known.during(until, userEveryMs, withinMs),
      fresh.during(until, userEveryMs, withinMs),
    ]);
  };
  await Promise.all([users(), ...Array.from({ length: loops }, loop)]);
  return {
    loops,
    accounts,
    addresses,
    seconds,
    floodStatuses,
    floodRequests: sent,
    knownDevice: known.figures(),
    newDevice: fresh.figures(),
    withinMs,
  };
}

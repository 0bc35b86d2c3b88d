import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, type HostLookup, isPublicAddress } from './webhook-address';

const lookupOf =
  (table: Record<string, string[]>): HostLookup =>
  async (hostname) => {
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('webhook addresses', () => {
  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '[2a00:1450:4001::200e]']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '172.31.9.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '[::1]',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
      '::ffff:a9fe:a9fe',
      'fe80::1',
      'fe80::1%eth0',
      'fd00::1',
      'fc12:3456::1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses http, private literals and names with any private address; answers the address to pin', async () => {
    const policy = {
      localHosts: [] as string[],
      lookup: lookupOf({
        'public.example': ['93.184.216.34'],
        'inside.example': ['10.1.2.3'],
        'mixed.example': ['93.184.216.34', '192.168.0.10'],
        'metadata.example': ['169.254.169.254'],
        'six.example': ['::1'],
        'dual.example': ['2606:2800:220:1:248:1893:25c8:1946', '93.184.216.34'],
      }),
    };
    const ok = await checkWebhookTarget('https://public.example/hook', policy);
    expect(ok).toMatchObject({ ok: true, target: { address: '93.184.216.34', family: 4 } });
    // Both families: the IPv4 address is the one pinned.
    expect(await checkWebhookTarget('https://dual.example/hook', policy)).toMatchObject({
      ok: true,
      target: { address: '93.184.216.34', family: 4 },
    });
    for (const [url, reason] of [
      ['http://public.example/hook', 'https_only'],
      ['ftp://public.example/hook', 'invalid'],
      ['https://user:pw@public.example/hook', 'invalid'],
      ['https://inside.example/hook', 'private'],
      ['https://mixed.example/hook', 'private'],
      ['https://metadata.example/hook', 'private'],
      ['https://six.example/hook', 'private'],
      ['https://127.0.0.1/hook', 'private'],
      ['https://2130706433/hook', 'private'],
      ['https://[::1]:8443/hook', 'private'],
      ['https://[::ffff:10.0.0.1]/hook', 'private'],
      ['https://nowhere.example/hook', 'unresolved'],
    ] as const) {
      expect(await checkWebhookTarget(url, policy), url).toEqual({ ok: false, reason });
    }
  });

  it('lets the operator name local hosts (tests, development), over http too', async () => {
    const policy = { localHosts: ['receiver.test'], lookup: lookupOf({ 'receiver.test': ['127.0.0.1'] }) };
    expect(await checkWebhookTarget('http://receiver.test:4000/x', policy)).toMatchObject({
      ok: true,
      target: { address: '127.0.0.1' },
    });
    expect(await checkWebhookTarget('http://127.0.0.1:4000/x', policy)).toEqual({
      ok: false,
      reason: 'https_only',
    });
    expect(await checkWebhookTarget('https://127.0.0.1:4000/x', policy)).toEqual({
      ok: false,
      reason: 'private',
    });
  });
});

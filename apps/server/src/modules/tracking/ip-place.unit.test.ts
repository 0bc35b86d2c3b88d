import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipPlace, loadIpPlaces } from './ip-place';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the place database', () => {
  it('is read when the server starts, so a visitor’s lookup reads no file', () => {
    loadIpPlaces();
    const read = vi.spyOn(fs, 'readFileSync');
    expect(ipPlace('200.45.0.1')).toEqual({ country: 'AR', province: 'Ciudad Autónoma de Buenos Aires' });
    expect(ipPlace('8.8.8.8').province).toBeNull();
    loadIpPlaces();
    expect(read).not.toHaveBeenCalled();
  });
});

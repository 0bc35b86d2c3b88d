import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-or-copy';

const data = { url: 'https://enlaza.ar/u/demo', title: 'Lucía' };
const abort = () => Object.assign(new Error('cancelled'), { name: 'AbortError' });

describe('shareOrCopy', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(data, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(data, { share: async () => Promise.reject(abort()), writeText })).toBe(
      'cancelled',
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet or it fails', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareOrCopy(data, { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const failing = async () => Promise.reject(new Error('NotAllowedError'));
    expect(await shareOrCopy(data, { share: failing, writeText })).toBe('copied');
  });

  it('falls back to the old copy command, and reports when nothing worked', async () => {
    const refused = async () => Promise.reject(new Error('denied'));
    const legacyCopy = vi.fn(() => true);
    expect(await shareOrCopy(data, { writeText: refused, legacyCopy })).toBe('copied');
    expect(legacyCopy).toHaveBeenCalledWith(data.url);
    expect(await shareOrCopy(data, { writeText: refused, legacyCopy: () => false })).toBe('failed');
    expect(await shareOrCopy(data, {})).toBe('failed');
  });
});

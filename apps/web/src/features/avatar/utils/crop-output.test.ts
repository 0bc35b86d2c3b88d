import { describe, expect, it } from 'vitest';
import { clampOutputSize, encoderQuality, formatBytes, outputFileName } from './crop-output';

describe('crop output', () => {
  it('names the file profile_{timestamp}.{ext}', () => {
    expect(outputFileName('image/jpeg', 1718000000000)).toBe('profile_1718000000000.jpg');
    expect(outputFileName('image/png', 5)).toBe('profile_5.png');
    expect(outputFileName('image/webp', 5)).toBe('profile_5.webp');
  });

  it('passes a quality only for JPEG, within 10–100 %', () => {
    expect(encoderQuality('image/jpeg', 80)).toBe(0.8);
    expect(encoderQuality('image/jpeg', 150)).toBe(1);
    expect(encoderQuality('image/jpeg', 0)).toBe(0.1);
    expect(encoderQuality('image/png', 80)).toBeUndefined();
    expect(encoderQuality('image/webp', 80)).toBeUndefined();
  });

  it('keeps the output between 200 and 800 px', () => {
    expect(clampOutputSize(256)).toBe(256);
    expect(clampOutputSize(100)).toBe(200);
    expect(clampOutputSize(2000)).toBe(800);
  });

  it('formats the estimated size in B, KB and MB with es-AR decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(25_088)).toBe('24,5 KB');
    expect(formatBytes(1_310_720)).toBe('1,25 MB');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

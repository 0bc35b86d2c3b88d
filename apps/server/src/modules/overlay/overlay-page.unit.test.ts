import { describe, expect, it } from 'vitest';
import { overlayBody, overlayHead, overlayOptions } from './overlay-page';

describe('the overlay page', () => {
  it('is 800×600 unless ?w=&h= name a size from 100 to 3840 px; ?meta=1 adds the goal bar', () => {
    expect(overlayOptions({})).toEqual({ w: 800, h: 600, meta: false });
    expect(overlayOptions({ w: '1920', h: '1080', meta: '1' })).toEqual({ w: 1920, h: 1080, meta: true });
    for (const bad of ['99', '3841', '-5', '12.5', '1e3', ' 800', '<script>']) {
      expect(overlayOptions({ w: bad, h: bad }), bad).toEqual({ w: 800, h: 600, meta: false });
    }
    expect(overlayOptions({ w: ['900', '1000'], meta: 'true' })).toEqual({ w: 800, h: 600, meta: false });
    expect(overlayHead({ w: 640, h: 360, meta: false })).toContain('width:640px;height:360px');
  });

  it('writes the goal bar only when asked, and escapes the stream path', () => {
    expect(overlayBody('/api/overlay/abc/live', { w: 800, h: 600, meta: false })).not.toContain(
      'data-overlay-goal',
    );
    const body = overlayBody('/api/overlay/"x/live', { w: 800, h: 600, meta: true });
    expect(body).toContain('data-overlay-goal');
    expect(body).toContain('data-overlay-stream="/api/overlay/&quot;x/live"');
  });
});

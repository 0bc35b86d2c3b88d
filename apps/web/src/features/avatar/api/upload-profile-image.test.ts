import { describe, expect, it } from 'vitest';
import { uploadedImageUrl } from './upload-profile-image';

describe('uploaded image URL', () => {
  it('reads data.profile_image, then top-level profile_image, then imageUrl', () => {
    expect(uploadedImageUrl({ data: { profile_image: '/uploads/a.webp' }, profile_image: '/b' })).toBe(
      '/uploads/a.webp',
    );
    expect(uploadedImageUrl({ profile_image: '/uploads/b.webp' })).toBe('/uploads/b.webp');
    expect(uploadedImageUrl({ imageUrl: 'https://cdn.example.com/c.webp' })).toBe(
      'https://cdn.example.com/c.webp',
    );
    expect(uploadedImageUrl({ data: { profile_image: '' } })).toBeNull();
    expect(uploadedImageUrl(null)).toBeNull();
  });
});

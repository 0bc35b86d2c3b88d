import { fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthValidation } from './auth-validation';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('./auth-forms', async (importOriginal) => {
  loaded();
  return await importOriginal();
});

describe('useAuthValidation', () => {
  it('loads the schemas at the first input on the page, not while the form hydrates', async () => {
    const { result } = renderHook(() => useAuthValidation());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'a' });
    await waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    const validation = await result.current();
    expect(validation?.validateForm(validation.loginSchema, { email: '', password: '' }).ok).toBe(false);
  });
});

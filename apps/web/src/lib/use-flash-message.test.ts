import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupDomTests } from '../testing/setup-dom';
import { useFlashMessage } from './use-flash-message';

setupDomTests();

function setup() {
  vi.useFakeTimers();
  const hook = renderHook(() => useFlashMessage());
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { hook, wait, text: () => hook.result.current.flash?.text ?? null };
}

describe('passing messages (spec 02 §8–§9)', () => {
  it('hides a success after 3 s, a hide/activate message after 2 s and an error after 5 s', () => {
    const { hook, wait, text } = setup();
    act(() => hook.result.current.showSuccess('Enlace agregado correctamente'));
    wait(2999);
    expect(text()).toBe('Enlace agregado correctamente');
    wait(1);
    expect(text()).toBeNull();

    act(() => hook.result.current.showSuccess('Enlace ocultado', 2000));
    wait(1999);
    expect(text()).toBe('Enlace ocultado');
    wait(1);
    expect(text()).toBeNull();

    act(() => hook.result.current.showError('Error al cambiar el orden'));
    expect(hook.result.current.flash?.tone).toBe('error');
    wait(4999);
    expect(text()).toBe('Error al cambiar el orden');
    wait(1);
    expect(text()).toBeNull();
  });

  it('a new message replaces the old one and gets its own full time', () => {
    const { hook, wait, text } = setup();
    act(() => hook.result.current.showError('Error al eliminar el enlace'));
    wait(4000);
    act(() => hook.result.current.showSuccess('Enlace activado', 2000));
    wait(1500);
    expect(text()).toBe('Enlace activado');
    wait(500);
    expect(text()).toBeNull();
  });
});

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function UsernameForm() {
  const form = useForm<{ username: string; remember: boolean }>(
    { username: '', remember: false },
    { username: (v) => v.toLowerCase().replace(/[^a-z0-9-]/g, '') },
  );
  return (
    <form ref={form.formRef}>
      <input
        name="username"
        value={form.values.username}
        onChange={(e) => form.setValue('username', e.target.value)}
      />
      <input
        name="remember"
        type="checkbox"
        checked={form.values.remember}
        onChange={(e) => form.setValue('remember', e.target.checked)}
      />
      <output>{form.values.username}</output>
      <button type="submit" disabled={!form.hydrated}>
        Enviar
      </button>
    </form>
  );
}

describe('useForm on a server-rendered form', () => {
  it('adopts what was typed before hydration, through the field normalizer', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UsernameForm />);
    document.body.append(container);
    const username = container.querySelector<HTMLInputElement>('input[name=username]');
    const remember = container.querySelector<HTMLInputElement>('input[name=remember]');
    if (!username || !remember) throw new Error('form not rendered');
    username.value = 'Mi Banda_2!';
    remember.checked = true;

    const root = await act(async () => hydrateRoot(container, <UsernameForm />));
    expect(username.value).toBe('mibanda2');
    expect(container.querySelector('output')?.textContent).toBe('mibanda2');
    expect(remember.checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the submit disabled in the server markup, enabled once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<UsernameForm />);
    document.body.append(container);
    const submit = container.querySelector('button');
    expect(submit?.disabled).toBe(true);
    const root = await act(async () => hydrateRoot(container, <UsernameForm />));
    expect(submit?.disabled).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

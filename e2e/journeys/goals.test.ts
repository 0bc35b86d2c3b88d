import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, sharedBrowser, uniqueCreator } from '../support/browser';
import { type ApiSession, registerViaApi, signedInPage } from '../support/session';

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('objetivo');

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
});

/** es-AR money has a no-break space after the sign. */
const text = (value: string | null) => (value ?? '').replace(/\u00a0/g, ' ');

interface ApiGoal {
  id: number;
  title: string;
  description: string;
  target_amount: number;
  is_active: boolean;
}

async function serverGoals(): Promise<{ goal: ApiGoal | null; goals: ApiGoal[] }> {
  const res = await fetch(`${baseUrl()}/api/goals`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { goal: ApiGoal | null; goals: ApiGoal[] } }).data;
}

describe('goal manager', () => {
  it('creates, edits and deletes the goal', async () => {
    const { context, page } = await signedInPage(browser, session, { mobile: true });
    await page.goto('/dashboard/goals');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Objetivos');
    await page.getByRole('button', { name: 'Crear Objetivo' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Create: the spec's messages first, then a real goal.
    await page.getByRole('button', { name: 'Crear Objetivo' }).click();
    const form = page.getByRole('region', { name: 'Nuevo objetivo' });
    await form.getByRole('button', { name: 'Crear Objetivo' }).click();
    await expect.poll(() => form.getByText('El título es requerido').isVisible()).toBe(true);
    expect(await form.getByText('La descripción es requerida').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('Título').fill('Grabar mi primer disco');
    await form.getByLabel('Descripción').fill('Estudio, mezcla y mastering de 8 canciones.');
    await form.getByLabel('Monto objetivo (ARS)').fill('80.000');
    expect(await form.getByText('Se mostrará como $ 80.000').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Crear Objetivo' }).click();
    await expect.poll(() => page.getByText('Objetivo creado correctamente').isVisible()).toBe(true);
    const card = page.getByRole('article', { name: 'Grabar mi primer disco' });
    expect(text(await card.textContent())).toContain('$ 0 de $ 80.000');
    expect(await card.getByText('0%').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const created = (await serverGoals()).goal;
    expect(created).toMatchObject({ title: 'Grabar mi primer disco', target_amount: 80000, is_active: true });

    // Edit, and the change survives a reload.
    await card.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('region', { name: 'Editar objetivo' });
    expect(await edit.getByLabel('Monto objetivo (ARS)').inputValue()).toBe('80.000');
    await edit.getByLabel('Título').fill('Grabar el disco y el videoclip');
    await edit.getByLabel('Monto objetivo (ARS)').fill('120000');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.poll(() => page.getByText('Objetivo actualizado correctamente').isVisible()).toBe(true);
    await page.reload();
    const updated = page.getByRole('article', { name: 'Grabar el disco y el videoclip' });
    await expect.poll(async () => text(await updated.textContent())).toContain('$ 0 de $ 120.000');
    expect((await serverGoals()).goal).toMatchObject({
      id: created?.id,
      target_amount: 120000,
      is_active: true,
    });

    // Delete: a warning that all progress is lost; the goal is deactivated, not erased.
    await updated.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminar objetivo' });
    expect(await dialog.textContent()).toContain('Se perderá todo el progreso.');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => page.getByText('Objetivo eliminado correctamente').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Crear Objetivo' }).isVisible()).toBe(true);
    const after = await serverGoals();
    expect(after.goal).toBeNull();
    expect(after.goals.map((g) => [g.id, g.is_active])).toEqual([[created?.id, false]]);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Crear Objetivo' }).isVisible()).toBe(true);
    await context.close();
  });
});

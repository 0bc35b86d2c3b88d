import { GOAL_MESSAGES, type Goal } from '@enlaza/shared/goals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithQuery } from '../../../testing/render-with-query';
import { type ApiCall, mockApi, setupDomTests, signIn } from '../../../testing/setup-dom';
import { GoalManager } from './goal-manager';

setupDomTests();
// Screens render lazily and answer through fetch: room for a busy machine.
vi.setConfig({ testTimeout: 15_000 });

/** Answers go through fetch and React: generous on a busy machine. */
const SLOW = { timeout: 4000 };

function goal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 4,
    title: 'Grabar el disco',
    description: 'Estudio y mezcla',
    target_amount: 100000,
    current_amount: 125000,
    progress: 125,
    is_active: true,
    indexing: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const goalsAnswer = (g: Goal | null) => ({ body: { success: true, data: { goals: g ? [g] : [], goal: g } } });
const echo = (call: ApiCall) => ({
  status: 201,
  body: { success: true, data: { goal: goal({ ...(call.body as object), current_amount: 0 }) } },
});

function open(handlers: Parameters<typeof mockApi>[0]) {
  signIn();
  const api = mockApi(handlers);
  renderWithQuery(<GoalManager />);
  return api;
}

describe('goal manager', () => {
  it('creates the goal, defaulting the target to 1000', async () => {
    const { calls } = open({ 'GET /api/goals': goalsAnswer(null), 'POST /api/goals': echo });
    fireEvent.click(await screen.findByRole('button', { name: GOAL_MESSAGES.createCta }, SLOW));
    const form = screen.getByRole('region', { name: 'Nuevo objetivo' });
    expect(within(form).getByText('Si lo dejas vacío, el objetivo será de $ 1.000.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: GOAL_MESSAGES.createCta }));
    expect(within(form).getByText(GOAL_MESSAGES.titleRequired)).toBeTruthy();
    expect(within(form).getByText(GOAL_MESSAGES.descriptionRequired)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: ' Gira ' } });
    fireEvent.change(within(form).getByLabelText('Descripción'), { target: { value: 'Por el país' } });
    expect(within(form).getByText('11/300')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: GOAL_MESSAGES.createCta }));

    expect(await screen.findByText(GOAL_MESSAGES.created, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Gira',
      description: 'Por el país',
      target_amount: 1000,
    });
    expect(screen.getByText('$ 1.000', { exact: false })).toBeTruthy();
  });

  it('shows raised of target in ARS, the rounded percentage and a bar capped at 100%', async () => {
    open({ 'GET /api/goals': goalsAnswer(goal()), 'GET /api/donations/goal/4': { status: 404 } });
    const card = await screen.findByRole('article', { name: 'Grabar el disco' }, SLOW);
    expect(within(card).getByText('$ 125.000')).toBeTruthy();
    expect(within(card).getByText('de $ 100.000', { exact: false })).toBeTruthy();
    expect(within(card).getByText('125%')).toBeTruthy();
    const bar = within(card).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
    // The donations list endpoint answered 404: no list, no error.
    await new Promise((r) => setTimeout(r, 50));
    expect(within(card).queryByText('Últimas donaciones')).toBeNull();
  });

  it('lists the latest donations when the server has them', async () => {
    open({
      'GET /api/goals': goalsAnswer(goal()),
      'GET /api/donations/goal/4': {
        body: {
          success: true,
          data: {
            donations: [
              {
                id: 'd1',
                amount: 5000,
                donor_name: '',
                message: '¡Vamos!',
                created_at: '2026-03-02T12:00:00Z',
              },
            ],
          },
        },
      },
    });
    expect(await screen.findByText('Últimas donaciones', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Anónimo')).toBeTruthy();
    expect(screen.getByText('$ 5.000')).toBeTruthy();
  });

  it('reads the target as every typed amount: whole pesos, centavos refused before any request', async () => {
    const { calls } = open({ 'GET /api/goals': goalsAnswer(null), 'POST /api/goals': echo });
    fireEvent.click(await screen.findByRole('button', { name: GOAL_MESSAGES.createCta }, SLOW));
    const form = screen.getByRole('region', { name: 'Nuevo objetivo' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Gira' } });
    fireEvent.change(within(form).getByLabelText('Descripción'), { target: { value: 'Por el país' } });
    const amount = within(form).getByLabelText('Monto objetivo (ARS)');
    fireEvent.change(amount, { target: { value: '1.500,50' } });
    expect(within(form).getByText('Ingresa un monto en pesos')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: GOAL_MESSAGES.createCta }));
    expect(within(form).getByText('Ingresa un monto en pesos, sin centavos')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '1.500.000' } });
    expect(within(form).getByText('Se mostrará como $ 1.500.000')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: GOAL_MESSAGES.createCta }));
    expect(await screen.findByText(GOAL_MESSAGES.created, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ target_amount: 1_500_000 });
  });

  it('edits the goal keeping it active, with an es-AR amount', async () => {
    const { calls } = open({
      'GET /api/goals': goalsAnswer(goal()),
      'PUT /api/goals/4': (call) => ({
        body: { success: true, data: { goal: goal(call.body as Partial<Goal>) } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }, SLOW));
    const form = screen.getByRole('region', { name: 'Editar objetivo' });
    const amount = within(form).getByLabelText('Monto objetivo (ARS)') as HTMLInputElement;
    expect(amount.value).toBe('100.000');
    fireEvent.change(amount, { target: { value: '150.000' } });
    expect(within(form).getByText('Se mostrará como $ 150.000')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(GOAL_MESSAGES.updated, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      title: 'Grabar el disco',
      description: 'Estudio y mezcla',
      target_amount: 150000,
      is_active: true,
    });
  });

  it('prefers the server message when saving fails', async () => {
    open({
      'GET /api/goals': goalsAnswer(null),
      'POST /api/goals': { status: 409, body: { message: GOAL_MESSAGES.alreadyActive } },
    });
    fireEvent.click(await screen.findByRole('button', { name: GOAL_MESSAGES.createCta }, SLOW));
    const form = screen.getByRole('region', { name: 'Nuevo objetivo' });
    fireEvent.change(within(form).getByLabelText('Título'), { target: { value: 'Gira' } });
    fireEvent.change(within(form).getByLabelText('Descripción'), { target: { value: 'Por el país' } });
    fireEvent.click(within(form).getByRole('button', { name: GOAL_MESSAGES.createCta }));
    expect((await within(form).findByRole('alert', {}, SLOW)).textContent).toBe(GOAL_MESSAGES.alreadyActive);
  });

  it('deletes by deactivating, after warning that all progress is lost', async () => {
    const { calls } = open({
      'GET /api/goals': goalsAnswer(goal()),
      'PUT /api/goals/4': { body: { success: true, data: { goal: goal({ is_active: false }) } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }, SLOW));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(GOAL_MESSAGES.deleteConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(GOAL_MESSAGES.deleted, {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_active: false });
    expect(screen.getByRole('button', { name: GOAL_MESSAGES.createCta })).toBeTruthy();
  });

  it('says "Error al eliminar el objetivo" when deleting fails without a reason', async () => {
    open({ 'GET /api/goals': goalsAnswer(goal()), 'PUT /api/goals/4': { status: 500 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar' }, SLOW));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByText(GOAL_MESSAGES.deleteFailedScreen)).toBeTruthy(), SLOW);
    expect(screen.getByRole('article', { name: 'Grabar el disco' })).toBeTruthy();
  });
});

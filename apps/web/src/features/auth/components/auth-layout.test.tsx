import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupDomTests } from '../../../testing/setup-dom';
import { AuthLayout } from './auth-layout';

setupDomTests();

describe('auth layout', () => {
  it('writes the sample goal as es-AR money, like every other amount', () => {
    const { container } = render(
      <AuthLayout title="Iniciar sesión">
        <p>formulario</p>
      </AuthLayout>,
    );
    expect(container.querySelector('.sample-goal-amount')?.textContent).toBe(
      '$\u00a068.000 de $\u00a0100.000',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validate';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './schema';

const validRegister = {
  full_name: 'Ana Pérez',
  username: 'ana-perez',
  email: 'ana@example.com',
  password: 'secreto1',
};
const validRegisterForm = { ...validRegister, confirmPassword: 'secreto1', acceptTerms: true };

function errorsOf(schema: Parameters<typeof validateForm>[0], values: unknown): Record<string, string> {
  const result = validateForm(schema, values);
  if (result.ok) throw new Error(`expected a validation failure for ${JSON.stringify(values)}`);
  return result.errors;
}

describe('loginSchema (spec 01 §5)', () => {
  it.each([
    [{ password: 'abc' }, 'email', 'El email es requerido'],
    [{ email: '   ', password: 'abc' }, 'email', 'El email es requerido'],
    [{ email: 'ana', password: 'abc' }, 'email', 'El email no es válido'],
    [{ email: 'ana@example', password: 'abc' }, 'email', 'El email no es válido'],
    [{ email: 'ana @example.com', password: 'abc' }, 'email', 'El email no es válido'],
    [{ email: 'ana@example.com' }, 'password', 'La contraseña es requerida'],
    [{ email: 'ana@example.com', password: '' }, 'password', 'La contraseña es requerida'],
    [
      { email: 'ana@example.com', password: 'ab' },
      'password',
      'La contraseña debe tener al menos 3 caracteres',
    ],
  ])('%j → %s: %s', (values, field, message) => {
    expect(errorsOf(loginSchema, values)[field]).toBe(message);
  });

  it('accepts a 3-character password and normalises the email', () => {
    const parsed = loginSchema.parse({ email: '  Ana@Example.COM ', password: 'abc' });
    expect(parsed).toEqual({ email: 'ana@example.com', password: 'abc' });
  });

  it('rejects an over-long email quickly, without scanning it with the pattern', () => {
    const started = performance.now();
    const errors = errorsOf(loginSchema, { email: `a@${'a.'.repeat(50_000)} x`, password: 'abc' });
    expect(errors.email).toBe('El email no es válido');
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('registerSchema (spec 01 §5)', () => {
  it.each([
    [{ full_name: undefined }, 'full_name', 'El nombre es requerido'],
    [{ full_name: '   ' }, 'full_name', 'El nombre es requerido'],
    [{ full_name: 'A' }, 'full_name', 'El nombre debe tener al menos 2 caracteres'],
    [{ full_name: '  A  ' }, 'full_name', 'El nombre debe tener al menos 2 caracteres'],
    [{ username: undefined }, 'username', 'El nombre de usuario es requerido'],
    [{ username: '' }, 'username', 'El nombre de usuario es requerido'],
    [{ username: 'ab' }, 'username', 'El nombre de usuario debe tener al menos 3 caracteres'],
    [{ username: 'ana perez' }, 'username', 'Solo se permiten letras, números y guiones'],
    [{ username: 'ana_perez' }, 'username', 'Solo se permiten letras, números y guiones'],
    [{ username: 'año' }, 'username', 'Solo se permiten letras, números y guiones'],
    [{ email: undefined }, 'email', 'El email es requerido'],
    [{ email: 'no-es-un-email' }, 'email', 'El email no es válido'],
    [{ password: undefined }, 'password', 'La contraseña es requerida'],
    [{ password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
    [{ password: 'x'.repeat(101) }, 'password', 'La contraseña no puede tener más de 100 caracteres'],
  ])('%j → %s: %s', (override, field, message) => {
    expect(errorsOf(registerSchema, { ...validRegister, ...override })[field]).toBe(message);
  });

  it('refuses reserved usernames whatever their letter case', () => {
    const result = validateForm(registerSchema, {
      full_name: 'Ana',
      username: 'API',
      email: 'ana@example.com',
      password: 'secreto1',
    });
    expect(result).toEqual({ ok: false, errors: { username: 'Este nombre de usuario no está disponible' } });
  });

  it('lowercases the username and trims the name', () => {
    const parsed = registerSchema.parse({ ...validRegister, username: 'Ana-Perez', full_name: '  Ana  ' });
    expect(parsed.username).toBe('ana-perez');
    expect(parsed.full_name).toBe('Ana');
  });

  it('accepts the boundaries: name of 2, username of 3, passwords of 6 and 100', () => {
    expect(registerSchema.safeParse({ ...validRegister, full_name: 'Al', username: 'a-1' }).success).toBe(
      true,
    );
    expect(registerSchema.safeParse({ ...validRegister, password: '123456' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...validRegister, password: 'x'.repeat(100) }).success).toBe(true);
  });

  it('reports every field of an empty form, one message each, in form order', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      full_name: 'El nombre es requerido',
      username: 'El nombre de usuario es requerido',
      email: 'El email es requerido',
      password: 'La contraseña es requerida',
    });
  });
});

describe('registerFormSchema', () => {
  it('accepts a complete form', () => {
    expect(validateForm(registerFormSchema, validRegisterForm).ok).toBe(true);
  });

  it.each([
    [{ confirmPassword: '' }, 'confirmPassword', 'Confirma tu contraseña'],
    [{ confirmPassword: undefined }, 'confirmPassword', 'Confirma tu contraseña'],
    [{ confirmPassword: 'secreto2' }, 'confirmPassword', 'Las contraseñas no coinciden'],
    [{ acceptTerms: false }, 'acceptTerms', 'Debes aceptar los términos de servicio'],
    [{ acceptTerms: undefined }, 'acceptTerms', 'Debes aceptar los términos de servicio'],
  ])('%j → %s: %s', (override, field, message) => {
    expect(errorsOf(registerFormSchema, { ...validRegisterForm, ...override })[field]).toBe(message);
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    [{}, 'El email es requerido'],
    [{ email: '' }, 'El email es requerido'],
    [{ email: 'ana@' }, 'El email no es válido'],
  ])('%j → %s', (values, message) => {
    expect(errorsOf(forgotPasswordSchema, values).email).toBe(message);
  });
});

describe('resetPasswordSchema and resetPasswordFormSchema', () => {
  it.each([
    [{ token: 't' }, 'password', 'La contraseña es requerida'],
    [{ token: 't', password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
    [
      { token: 't', password: 'x'.repeat(101) },
      'password',
      'La contraseña no puede tener más de 100 caracteres',
    ],
    [{ password: 'secreto1' }, 'token', AUTH_MESSAGES.resetInvalid],
  ])('API body %j → %s: %s', (values, field, message) => {
    expect(errorsOf(resetPasswordSchema, values)[field]).toBe(message);
  });

  it('keeps the marker the reset page switches on in its invalid-token message', () => {
    expect(AUTH_MESSAGES.resetInvalid).toContain('Invalid or expired');
    expect(AUTH_MESSAGES.resetInvalid).toContain(AUTH_MESSAGES.resetInvalidMarker);
  });

  it.each([
    [
      { password: '12345', confirmPassword: '12345' },
      'password',
      'La contraseña debe tener al menos 6 caracteres',
    ],
    [
      { password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) },
      'password',
      'La contraseña no puede tener más de 100 caracteres',
    ],
    [{ password: 'secreto1', confirmPassword: '' }, 'confirmPassword', 'Debes confirmar la contraseña'],
    [{ password: 'secreto1' }, 'confirmPassword', 'Debes confirmar la contraseña'],
    [
      { password: 'secreto1', confirmPassword: 'secreto2' },
      'confirmPassword',
      'Las contraseñas no coinciden',
    ],
  ])('form %j → %s: %s', (values, field, message) => {
    expect(errorsOf(resetPasswordFormSchema, values)[field]).toBe(message);
  });

  it('accepts matching passwords', () => {
    expect(
      validateForm(resetPasswordFormSchema, { password: 'secreto1', confirmPassword: 'secreto1' }).ok,
    ).toBe(true);
  });
});

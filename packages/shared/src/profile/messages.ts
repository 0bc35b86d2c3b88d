import { LIMITS } from '../limits/limits';

/** Every text of spec 02 §5 and §8 about the profile editor, plus the API's own rules. */
export const PROFILE_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  nameMax: `El nombre no puede tener más de ${LIMITS.nameMax} caracteres`,
  usernameRequired: 'El nombre de usuario es requerido',
  usernameMin: 'Debe tener al menos 3 caracteres',
  usernameMax: `No puede tener más de ${LIMITS.usernameMax} caracteres`,
  usernamePattern: 'Solo se permiten letras, números y guiones',
  usernameHint: 'Solo letras, números y guiones. Es difícil de cambiar una vez publicado.',
  usernameTaken: 'Este nombre de usuario ya está en uso',
  usernameChangesExceeded: 'Cambiaste tu nombre de usuario demasiadas veces. Intenta de nuevo mañana.',
  bioMax: `La biografía no puede tener más de ${LIMITS.bioMax} caracteres`,
  categoryInvalid: 'La categoría seleccionada no existe',
  colorInvalid: 'El color debe tener el formato #rrggbb',
  backgroundInvalid: 'El estilo de fondo no es válido',
  saved: 'Perfil actualizado correctamente',
  saveFailed: 'Error al actualizar el perfil',
  saveFailedStore: 'Error al actualizar perfil',
  unexpected: 'Error inesperado. Por favor intenta de nuevo.',
} as const;

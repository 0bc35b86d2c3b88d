import { LIMITS } from '../limits/limits';

/** Largest target accepted, in pesos: keeps centavos far inside exact integer range. */
export const GOAL_TARGET_MAX = 1_000_000_000;

/** Every text of spec 02 §5 and §8 about the goal, plus the API's own rules. */
export const GOAL_MESSAGES = {
  titleRequired: 'El título es requerido',
  titleMax: `El título no puede tener más de ${LIMITS.goalTitleMax} caracteres`,
  descriptionRequired: 'La descripción es requerida',
  descriptionMax: `La descripción no puede tener más de ${LIMITS.goalDescriptionMax} caracteres`,
  targetInvalid: 'El monto objetivo debe ser un número',
  targetPositive: 'El monto objetivo debe ser mayor a 0',
  targetMax: 'El monto objetivo es demasiado alto',
  targetDecimals: 'El monto objetivo no puede tener más de 2 decimales',
  activeInvalid: 'El estado del objetivo no es válido',
  alreadyActive: 'Ya tienes un objetivo activo. Edítalo o elimínalo antes de crear otro.',
  notFound: 'Objetivo no encontrado',
  loadFailed: 'Error al cargar objetivo',
  updateFailed: 'Error al actualizar objetivo',
  donationsLoadFailed: 'Error al cargar donaciones',
  saveFailedScreen: 'Error al guardar el objetivo',
  deleteFailedScreen: 'Error al eliminar el objetivo',
  unexpected: 'Error inesperado',
  created: 'Objetivo creado correctamente',
  updated: 'Objetivo actualizado correctamente',
  deleted: 'Objetivo eliminado correctamente',
  deleteConfirm: '¿Estás seguro de que deseas eliminar este objetivo? Se perderá todo el progreso.',
  createCta: 'Crear Objetivo',
} as const;

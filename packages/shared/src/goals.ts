import { z } from 'zod';
import { LIMITS } from './limits';
import { requiredText } from './validation';

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

/** Pesos; blank or absent means the default target of 1000. */
const targetAmount = z
  .union([z.number(), z.string(), z.null()], { error: GOAL_MESSAGES.targetInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      return LIMITS.goalDefaultTarget;
    }
    const amount = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(amount)) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.targetInvalid });
      return z.NEVER;
    }
    if (amount <= 0) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.targetPositive });
      return z.NEVER;
    }
    if (amount > GOAL_TARGET_MAX) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.targetMax });
      return z.NEVER;
    }
    if (Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: GOAL_MESSAGES.targetDecimals });
      return z.NEVER;
    }
    return amount;
  });

/** POST /goals, PUT /goals/{id} and the goal form. */
export const goalSchema = z.object({
  title: requiredText(GOAL_MESSAGES.titleRequired).max(LIMITS.goalTitleMax, GOAL_MESSAGES.titleMax),
  description: requiredText(GOAL_MESSAGES.descriptionRequired).max(
    LIMITS.goalDescriptionMax,
    GOAL_MESSAGES.descriptionMax,
  ),
  target_amount: targetAmount,
  is_active: z.boolean({ error: GOAL_MESSAGES.activeInvalid }).optional(),
});
export type GoalInput = z.input<typeof goalSchema>;
export type GoalValues = z.output<typeof goalSchema>;

/** The goal as the API presents it to its owner; amounts in pesos. */
export interface Goal {
  id: number;
  title: string;
  description: string;
  target_amount: number;
  target: number;
  current_amount: number;
  /** Rounded percentage raised of the target (not capped; the bar caps it at 100). */
  progress: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

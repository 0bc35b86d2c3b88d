import { monthName } from '../format/month-names';
import { LIMITS } from '../limits/limits';
import { formatARS } from '../money/money';

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
  activeInvalid: 'El estado del objetivo no es válido',
  indexInvalid: 'Elige si la meta se ajusta: sin ajuste, por inflación (IPC) o por UVA',
  indexLabel: 'Ajustar por inflación',
  indexOptions: {
    none: 'No, la meta queda fija',
    ipc: 'Sí, por inflación (IPC del INDEC)',
    uva: 'Sí, por UVA (BCRA)',
  },
  indexHint: 'La meta se muestra en pesos de hoy, redondeada a $ 1.000. Lo recibido se cuenta igual.',
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

/** 'marzo' (or 'marzo de 2025' when the month is not of `currentYear`), from 'YYYY-MM'. */
export function goalBaseMonthText(baseMonth: string, currentYear: number): string {
  const [year, month] = baseMonth.split('-').map(Number);
  const name = monthName(month ?? 1) ?? baseMonth;
  return year === currentYear ? name : `${name} de ${year}`;
}

/** The line under an indexed goal's bar: 'Meta ajustada por inflación: $ 612.000 (era $ 500.000 en marzo)'. */
export function goalIndexingLine(
  goal: {
    target_amount: number;
    indexing: { index: 'ipc' | 'uva'; base_target_amount: number; base_month: string };
  },
  currentYear: number,
): string {
  const by = goal.indexing.index === 'uva' ? 'por UVA' : 'por inflación';
  const month = goalBaseMonthText(goal.indexing.base_month, currentYear);
  return `Meta ajustada ${by}: ${formatARS(goal.target_amount)} (era ${formatARS(goal.indexing.base_target_amount)} en ${month})`;
}

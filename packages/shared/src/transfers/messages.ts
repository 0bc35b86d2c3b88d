import { DONATION_LIMITS } from '../donations/messages';
import { formatARS } from '../money/money';

/** Transfers by alias or CVU that the creator confirms (issue 32). Amounts in whole pesos. */
export const TRANSFER_LIMITS = {
  amountMin: 1,
  amountMax: DONATION_LIMITS.amountMax,
  aliasMin: 6,
  aliasMax: 20,
  holderMax: 80,
  noteMax: 200,
  /** The code a fan writes in the transfer's concept. */
  codeLength: 6,
  /** The latest confirmed transfers listed on the creator's screen. */
  listLimit: 100,
} as const;

/** What the creator's screens and the public page say about transfers. */
export const TRANSFER_MESSAGES = {
  aliasInvalid: 'El alias tiene de 6 a 20 caracteres: letras, números, punto y guion',
  cvuLength: 'El CVU o CBU tiene 22 números',
  cvuCheckDigits: 'El CVU o CBU no es válido: revisa los números',
  aliasOrCvuRequired: 'Ingresa un alias o un CVU',
  holderRequired: 'Ingresa el nombre del titular de la cuenta',
  get holderTooLong() {
    return `El nombre del titular puede tener hasta ${TRANSFER_LIMITS.holderMax} caracteres`;
  },
  detailsSaved: 'Datos para transferencias guardados',
  detailsRemoved: 'Ya no muestras datos para transferencias',
  amountRequired: 'Ingresa el monto que llegó',
  amountInvalid: 'Ingresa un monto en pesos enteros, por ejemplo 2.000',
  amountCentavos: 'Ingresa pesos enteros, sin centavos',
  amountNegative: 'El monto no puede ser negativo',
  get amountMin() {
    return `El monto mínimo es ${formatARS(TRANSFER_LIMITS.amountMin)}`;
  },
  get amountMax() {
    return `El monto máximo es ${formatARS(TRANSFER_LIMITS.amountMax)}`;
  },
  get noteTooLong() {
    return `La nota puede tener hasta ${TRANSFER_LIMITS.noteMax} caracteres`;
  },
  eventIdInvalid: 'El evento no es válido',
  eventNotFound: 'No encontramos ese evento',
  receivedAtInvalid: 'Ingresa una fecha válida',
  receivedAtFuture: 'La fecha no puede ser posterior a hoy',
  recorded: 'Transferencia confirmada',
  removed: 'Transferencia eliminada',
  notFound: 'No encontramos esa transferencia',
  /** A confirmed transfer's 'Estado' and 'Medio de pago' in the donations CSV. */
  csvStatus: 'Confirmada por ti',
  csvMethod: 'Transferencia',
  /** How each confirmed transfer is named wherever it is counted. */
  confirmedBy: (name: string) => `Transferencia confirmada por ${name}`,
} as const;

/** The texts of the 'Transferir' block (public page and 'Modo gorra') and of the creator's screens. */
export const TRANSFER_TEXTS = {
  title: 'Transferir',
  intro: 'Transfiere desde cualquier banco o billetera a estos datos:',
  alias: 'Alias',
  cvu: 'CVU',
  holder: 'Titular',
  code: 'Código para el concepto',
  codeHint: 'Escribe este código en el concepto de la transferencia.',
  copy: 'Copiar',
  copied: 'Copiado',
  copyAlias: 'Copiar alias',
  copyCvu: 'Copiar CVU',
  copyCode: 'Copiar código',
  settingsTitle: 'Transferencias',
  settingsIntro:
    'Muestra tu alias o CVU en tu página y en Modo gorra. Las transferencias no pasan por Enlazá: confirmas tú cada una cuando llega.',
  aliasLabel: 'Alias',
  cvuLabel: 'CVU o CBU',
  holderLabel: 'Nombre del titular',
  save: 'Guardar',
  saving: 'Guardando...',
  remove: 'Dejar de mostrar',
  listTitle: 'Transferencias confirmadas',
  listIntro: 'Anota cada transferencia que llegó: suma a tu meta y no paga comisión.',
  amountLabel: 'Monto que llegó',
  noteLabel: 'Nota (opcional)',
  eventLabel: 'Evento al que suma (opcional)',
  noEvent: 'Sin evento',
  receivedAtLabel: 'Fecha en que llegó (opcional)',
  confirm: 'Confirmar transferencia',
  confirming: 'Confirmando...',
  loading: 'Cargando transferencias...',
  empty: 'Todavía no confirmaste transferencias.',
  loadFailed: 'No se pudieron cargar las transferencias. Intenta de nuevo.',
  delete: 'Eliminar',
  deleteLabel: (amount: string) => `Eliminar la transferencia de ${amount}`,
  ofWhichTransfers: (amount: string) => `${amount} en transferencias confirmadas`,
} as const;

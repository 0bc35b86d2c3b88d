import { monthName } from '../format/month-names';
/** The monotributo categories, smallest to largest ceiling. */
export const MONOTRIBUTO_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'] as const;
export type MonotributoCategory = (typeof MONOTRIBUTO_CATEGORIES)[number];

/** The kinds of tax a provider withholds, as the summary groups them. */
export const WITHHOLDING_KINDS = ['gross_income', 'bank_tax', 'income_tax', 'vat', 'other'] as const;
export type WithholdingKind = (typeof WITHHOLDING_KINDS)[number];

/** The thresholds of the ceiling alert, in percent of the category's annual ceiling. */
export const CEILING_THRESHOLDS = [80, 100] as const;

/** 'YYYY-MM' as people read it: 'marzo 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${monthName(Number(number)) ?? month} ${year}`;
}

export const TAX_MESSAGES = {
  title: 'Resumen para ARCA',
  intro:
    'Lo que cobraste a través de Enlazá, mes por mes: lo bruto, la comisión de Mercado Pago, la de Enlazá, los impuestos retenidos, las devoluciones y lo neto.',
  disclaimer:
    'Es un resumen de tus cobros a través de Enlazá, no una factura ni asesoramiento impositivo. Consulta a tu contador para facturar y recategorizarte.',
  pdfNote: 'Resumen de cobros a través de Enlazá. No es una factura ni asesoramiento impositivo.',
  year: 'Año',
  month: 'Mes',
  total: 'Total del año',
  rolling: 'Últimos 12 meses',
  rollingRange: (from: string, to: string) => `Últimos 12 meses (${monthLabel(from)} a ${monthLabel(to)})`,
  columns: {
    gross: 'Bruto',
    provider_fee: 'Comisión Mercado Pago',
    platform_fee: 'Comisión Enlazá',
    withheld: 'Retenciones',
    refunded: 'Devoluciones y contracargos',
    net: 'Neto',
  },
  split: {
    without_consideration: 'Sin contraprestación',
    with_consideration: 'Con contraprestación',
  },
  splitHint:
    'Sin contraprestación: aportes únicos y la gorra. Con contraprestación: los aportes mensuales con beneficios.',
  withholdingKinds: {
    gross_income: 'Ingresos Brutos',
    bank_tax: 'Débitos y créditos bancarios',
    income_tax: 'Ganancias',
    vat: 'IVA',
    other: 'Otras',
  } satisfies Record<WithholdingKind, string>,
  downloadCsv: 'Descargar CSV',
  downloadPdf: 'Descargar PDF',
  loadError: 'No pudimos cargar el resumen. Intenta de nuevo en un momento.',
  category: {
    label: 'Categoría del monotributo',
    none: 'No estoy en el monotributo / prefiero no decirlo',
    hint: 'Solo la usamos para compararla con tus cobros. No pedimos ni guardamos tu CUIT.',
    save: 'Guardar categoría',
    saved: 'Guardamos tu categoría.',
    cleared: 'Quitamos tu categoría.',
    invalid: 'Elige una categoría de la A a la K, o ninguna.',
    /** The profile screen's section. */
    profileTitle: 'Monotributo',
    profileLink: 'Ver tu Resumen para ARCA',
  },
  ceiling: {
    title: 'Tope de tu categoría',
    usage: (pct: string, category: string) => `Usaste el ${pct} % del tope anual de la categoría ${category}`,
    amounts: (rolling: string, limit: string) => `${rolling} de ${limit} en los últimos 12 meses`,
    effective: (day: string) => `Tabla de topes vigente desde el ${day}.`,
    none: 'Elige tu categoría para ver cuánto te falta para el tope.',
    missingTable: 'Todavía no hay una tabla de topes cargada.',
    /** The dashboard banner and the mail's subject. */
    reached: (threshold: number, category: string) =>
      `Tus cobros de los últimos 12 meses llegaron al ${threshold} % del tope de la categoría ${category}`,
    bannerAction: 'Ver el resumen',
    mailIntro:
      'Te avisamos para que revises tu categoría con tiempo. Suma tus cobros a través de Enlazá de los últimos 12 meses completos.',
    mailCta: 'Ver el resumen para ARCA',
  },
  yearInvalid: 'Elige un año entre 2020 y el actual.',
} as const;

export const MONOTRIBUTO_CLI_MESSAGES = {
  usage: 'Uso: npm run admin -- monotributo load <archivo.json>',
  unreadable: (path: string) => `No se pudo leer ${path} como JSON.`,
  invalid: (detail: string) => `La tabla no es válida: ${detail}`,
  loaded: (count: number, day: string) => `Cargamos ${count} categorías vigentes desde el ${day}.`,
} as const;

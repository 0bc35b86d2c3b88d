import { PUBLIC_MESSAGES, publicUrls } from '../public/messages';

/** Reports on a public page (issue 22): texts and limits (no zod: the public page's bundle reads them). */

/** What a visitor may report a page for, in the order the form lists them. */
export const PAGE_REPORT_REASONS = ['fraud', 'impersonation', 'sexual', 'hate', 'spam', 'other'] as const;
export type PageReportReason = (typeof PAGE_REPORT_REASONS)[number];

export const PAGE_REPORT_REASON_LABELS: Readonly<Record<PageReportReason, string>> = {
  fraud: 'Estafa o fraude',
  impersonation: 'Suplantación de identidad',
  sexual: 'Contenido sexual',
  hate: 'Odio o violencia',
  spam: 'Spam',
  other: 'Otro',
};

export const PAGE_REPORT_LIMITS = {
  detailsMax: 1000,
  contactEmailMax: 255,
} as const;

export const PAGE_REPORT_MESSAGES = {
  link: PUBLIC_MESSAGES.reportPage,
  title: 'Denunciar esta página',
  intro: (name: string) => `Cuéntanos qué está mal en la página de ${name}. Revisamos cada denuncia.`,
  reasonLabel: 'Motivo',
  reasonChoose: 'Elige un motivo',
  detailsLabel: 'Detalles',
  detailsHint: `Hasta ${PAGE_REPORT_LIMITS.detailsMax} caracteres.`,
  contactLabel: 'Tu email (opcional)',
  contactHint: 'Solo para escribirte si necesitamos más datos.',
  submit: 'Enviar denuncia',
  received: 'Recibimos tu denuncia',
  receivedText: 'Gracias. El equipo de Enlazá la va a revisar.',
  backToProfile: 'Volver al perfil',
  reasonInvalid: 'Elige un motivo de la lista',
  detailsInvalid: 'Los detalles no son válidos',
  detailsMax: `Los detalles pueden tener hasta ${PAGE_REPORT_LIMITS.detailsMax} caracteres`,
  contactEmailInvalid: 'Ingresa un email válido',
  contactEmailMax: `El email puede tener hasta ${PAGE_REPORT_LIMITS.contactEmailMax} caracteres`,
} as const;

/** What every public read of a suspended page answers (403). */
export const SUSPENSION_MESSAGES = {
  suspended: 'Esta página fue suspendida',
  suspendedText: 'Esta página no está disponible mientras el equipo de Enlazá revisa una denuncia.',
  goHome: 'Ir al inicio',
} as const;

export const reportUrls = {
  /** The report form that works without JavaScript. */
  form: publicUrls.report,
};

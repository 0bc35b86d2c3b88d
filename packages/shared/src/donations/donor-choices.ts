/**
 * What a donor chooses to show (issue 20): an email for the receipt (never public), whether the
 * wall shows their name, whether the message is for the wall or only for the creator, and whether
 * the amount is hidden. The same fields on the dialog, /u/{username}/aportar and the event's page.
 */

export const DONOR_CHOICES_MESSAGES = {
  emailLabel: 'Email',
  optional: '(opcional)',
  emailHint: 'Para enviarte el comprobante',
  showName: 'Mostrar mi nombre',
  showNameHint: 'Si no lo marcas, en la página aparecerás como "Anónimo".',
  messageAudience: '¿Quién puede leer tu mensaje?',
  messagePublic: 'Mensaje público',
  hideAmount: 'Ocultar el monto',
} as const;

/** 'Solo para {creador}': the message reaches the creator and never the wall. */
export function privateMessageLabel(creatorName: string): string {
  return `Solo para ${creatorName}`;
}

/** The form fields' names, the same as the checkout API's. */
export type DonorChoicesField = 'donor_email' | 'show_name' | 'message_public' | 'hide_amount';

export interface DonorChoicesValues {
  donor_email: string;
  show_name: boolean;
  message_public: boolean;
  hide_amount: boolean;
}

export const DEFAULT_DONOR_CHOICES: DonorChoicesValues = {
  donor_email: '',
  show_name: true,
  message_public: true,
  hide_amount: false,
};

/**
 * The choices a posted form made. A browser sends nothing for an unticked checkbox, so a missing
 * 'show_name' or 'hide_amount' means no; the audience is a radio whose 'false' is 'Solo para…'.
 */
export function donorChoicesFromForm(
  field: (name: DonorChoicesField) => string | undefined,
): DonorChoicesValues {
  return {
    donor_email: field('donor_email') ?? '',
    show_name: field('show_name') !== undefined,
    message_public: field('message_public') !== 'false',
    hide_amount: field('hide_amount') !== undefined,
  };
}

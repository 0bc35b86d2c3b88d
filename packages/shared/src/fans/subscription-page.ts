/**
 * The fan's pages without JavaScript (issue 24): the sign-up form on its own page
 * (/u/{username}/novedades) and the pages the mails' links open (/suscripcion/confirmar,
 * /suscripcion/baja). Opening a link changes nothing: each has one button that posts the token back.
 */

/** The creator a fan's page is about. */
export interface SubscriptionPageCreator {
  full_name: string;
  username: string;
}

export type FanSubscriptionPage =
  | {
      kind: 'fan-subscription';
      view: 'form';
      creator: SubscriptionPageCreator;
      email: string;
      consent: boolean;
      errors: Partial<Record<'email' | 'consent', string>>;
      formError: string | null;
    }
  | { kind: 'fan-subscription'; view: 'sent' | 'confirmed'; creator: SubscriptionPageCreator }
  | {
      kind: 'fan-subscription';
      view: 'confirm' | 'unsubscribe';
      creator: SubscriptionPageCreator;
      token: string;
    }
  /** `creator` null: the address was already off the list (or never on it). */
  | { kind: 'fan-subscription'; view: 'unsubscribed'; creator: SubscriptionPageCreator | null }
  | { kind: 'fan-subscription'; view: 'invalid' }
  /** The block is off, the page does not exist, or it is suspended: just the message. */
  | { kind: 'fan-subscription'; view: 'message'; title: string; message: string };

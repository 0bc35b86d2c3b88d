import type { SubscriptionStatus } from './messages';

/**
 * The subscribe and return pages of monthly support without JavaScript (issue 21):
 * /u/{username}/mensual/{tierId} (the tier and the form) and /u/{username}/mensual/gracias (the
 * status the provider reports).
 */

export interface SubscribePageCreator {
  full_name: string;
  username: string;
}

export type MonthlySubscribeField = 'supporter_name' | 'email' | 'message' | 'frecuencia' | 'monto';

/** The tier page's 'Regalar un mes' form (issue 34): the fields of POST …/gifts, as text. */
export type MonthlyGiftField = 'months' | 'recipient_email' | 'giver_name' | 'message';

/** Where 'Regalar un mes' posts without JavaScript: the tier page's path plus this. */
export const GIFT_FORM_SUFFIX = '/regalo';

export interface MonthlyGiftForm {
  action: string;
  values: Record<MonthlyGiftField, string>;
  errors: Record<string, string>;
  formError: string | null;
}

export type MonthlySubscribePage =
  | {
      kind: 'monthly-subscribe';
      view: 'form';
      creator: SubscribePageCreator;
      /** `amount`: pesos per month; the shapes of issue 34 (null: not offered / a fixed amount). */
      tier: {
        name: string;
        amount: number;
        description: string;
        yearly_amount: number | null;
        open_amount_min: number | null;
        free_trial: boolean;
      };
      /** Where the form posts (the page's own path). */
      action: string;
      values: Record<MonthlySubscribeField, string>;
      errors: Record<string, string>;
      formError: string | null;
      /** 'Regalar un mes' under the subscribe form. */
      gift: MonthlyGiftForm;
    }
  | {
      kind: 'monthly-subscribe';
      view: 'thanks';
      creator: SubscribePageCreator;
      status: SubscriptionStatus;
      tierName: string;
      /** Pesos per charge (per month, or per year when yearly). */
      amount: number;
      /** Issue 34; absent reads as 'monthly'. */
      frequency?: 'monthly' | 'yearly';
    }
  /** A short page with one message (a missing tier or page, an unknown return). */
  | {
      kind: 'monthly-subscribe';
      view: 'message';
      title: string;
      message: string;
      back: SubscribePageCreator | null;
    };

/** Where the simulated Mercado Pago's pages live, under the site's own address. */
export const SIMULATOR_BASE_PATH = '/simulador/mercadopago';

/** The consent page of one simulated subscription (the `init_point` of `POST /preapproval`). */
export const SUBSCRIPTION_CONSENT_PATH = `${SIMULATOR_BASE_PATH}/suscripcion`;

/** The simulator's list of every simulated subscription, and each one's page (`/{id}`). */
export const SUBSCRIPTIONS_PATH = `${SIMULATOR_BASE_PATH}/suscripciones`;

/**
 * The app's webhook address as a seller would set it in the Mercado Pago panel: subscriptions take
 * no `notification_url` of their own, so the simulator sends their notifications here.
 */
export const APP_WEBHOOK_PATH = '/api/webhooks/mercadopago?source_news=webhooks';

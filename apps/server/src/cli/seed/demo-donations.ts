import { donationCheckoutSchema } from '@enlaza/shared/donations';
import { DEMO_USERNAME } from '@enlaza/shared/public';
import type { AppWiring } from '../../create-deps';
import { SimulatorPayments } from '../../integrations/payments/simulator/simulator-payments';
import { DemoDonationsRepository } from './demo-donations.repository';

/** The demo's first supporters: $ 66.500 of its $ 100.000 goal, about two thirds. */
const DEMO_DONATIONS = [
  { amount: 25_000, donor_name: 'Martín G.', message: '¡Vamos con ese disco, Lu!' },
  { amount: 18_000, donor_name: 'Carolina', message: 'Te escuché en el Parque de España y me encantó.' },
  { amount: 15_000, donor_name: '', message: '' },
  { amount: 8_500, donor_name: 'Nico desde Funes', message: 'Un aporte para la mezcla 🎶' },
];

/** The checkout budget key of the seed (checkouts are rate-limited per IP). */
const SEED_IP = 'seed:demo-donations';

/**
 * With the payment simulator, the demo creator's active goal gets real approved donations, made the
 * way a donor makes them: a checkout, a payment approved in the simulator, and its notification
 * applied by the payment sync (which changes the donation's status in `donation-status.repository.ts`). Does
 * nothing without the simulator, without the demo's active goal, or when the demo has donations.
 * Returns how many it made.
 */
export async function seedDemoDonations(
  deps: Pick<AppWiring, 'payments' | 'database' | 'donations'>,
): Promise<number> {
  const simulator = deps.payments;
  if (!(simulator instanceof SimulatorPayments)) return 0;
  const rows = new DemoDonationsRepository(deps.database.db);
  const goal = await rows.activeGoalOf(DEMO_USERNAME);
  if (!goal) return 0;
  if (await rows.hasDonations(goal.user_id)) return 0;

  let made = 0;
  for (const donation of DEMO_DONATIONS) {
    const input = donationCheckoutSchema.parse({ goal_id: goal.id, ...donation });
    const { donation_id } = await deps.donations.checkout.start(input, SEED_IP);
    const preferenceId = await rows.preferenceOf(donation_id);
    const preference = preferenceId ? await simulator.getPreference(preferenceId) : undefined;
    if (!preference) continue;
    const payment = await simulator.pay(preference, 'approve');
    const outcome = await deps.donations.sync.onNotification(payment.id, payment.collector_id);
    if (outcome !== 'deferred') made += 1;
  }
  return made;
}

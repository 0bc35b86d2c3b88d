import { DEMO_USERNAME } from '@enlaza/shared/app-pages';
import { donationCheckoutSchema } from '@enlaza/shared/donations-schema';
import type { AppDeps } from '../../app-deps';
import { SimulatorPayments } from '../../integrations/payments/simulator/simulator-payments';
import type { DonationsService } from './donations.service';

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
export async function seedDemoDonations(deps: AppDeps & { donations: DonationsService }): Promise<number> {
  const simulator = deps.payments;
  if (!(simulator instanceof SimulatorPayments)) return 0;
  const db = deps.database.db;
  const goal = await db
    .selectFrom('goals')
    .innerJoin('users', 'users.id', 'goals.user_id')
    .select(['goals.id', 'goals.user_id'])
    .where('users.username', '=', DEMO_USERNAME)
    .where('goals.is_active', '=', 1)
    .executeTakeFirst();
  if (!goal) return 0;
  const existing = await db
    .selectFrom('donations')
    .select('id')
    .where('user_id', '=', goal.user_id)
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;

  let made = 0;
  for (const donation of DEMO_DONATIONS) {
    const input = donationCheckoutSchema.parse({ goal_id: goal.id, ...donation });
    const { donation_id } = await deps.donations.checkout.start(input, SEED_IP);
    const row = await db
      .selectFrom('donations')
      .select('mp_preference_id')
      .where('id', '=', donation_id)
      .executeTakeFirstOrThrow();
    const preference = row.mp_preference_id ? await simulator.getPreference(row.mp_preference_id) : undefined;
    if (!preference) continue;
    const payment = await simulator.pay(preference, 'approve');
    const outcome = await deps.donations.sync.onNotification(payment.id, payment.collector_id);
    if (outcome !== 'deferred') made += 1;
  }
  return made;
}

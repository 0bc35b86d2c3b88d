import { monthlySubscribeSchema, monthlyTierSchema } from '@enlaza/shared/monthly';
import { DEMO_USERNAME } from '@enlaza/shared/public';
import type { AppWiring } from '../../create-deps';
import { SimulatorPayments } from '../../integrations/payments/simulator/simulator-payments';
import { demoWithoutTiers } from './demo-monthly.repository';

/** The demo's two tiers and its three supporters (issue 21); the first one has been charged twice. */
const DEMO_TIERS = [
  { name: 'Amigo del disco', amount: 2000, description: 'Un adelanto de cada canción antes que nadie.' },
  { name: 'Productor asociado', amount: 5000, description: 'Tu nombre en los créditos y un ensayo abierto.' },
];
const DEMO_SUPPORTERS = [
  { tier: 0, supporter_name: 'Sofi de Rosario', email: 'sofi.demo@example.com', months: 2 },
  { tier: 0, supporter_name: '', email: 'anonimo.demo@example.com', months: 1 },
  { tier: 1, supporter_name: 'Julián P.', email: 'julian.demo@example.com', months: 1 },
];

/** The subscribe budget key of the seed (subscribing is rate-limited per IP). */
const SEED_IP = 'seed:demo-monthly';

/**
 * With the payment simulator, the demo creator gets two monthly tiers and three active supporters,
 * made the way real ones are: plans created with the demo's token, our subscribe step, 'Suscribirme'
 * at the simulator (which charges the first month), and the provider's state read and applied by the
 * sync — so the monthly donations reach the history, the goal and the figures through the one path.
 * Does nothing without the simulator, without the demo, or when the demo has tiers. Returns how many
 * supporters it made.
 */
export async function seedDemoMonthly(
  deps: Pick<AppWiring, 'payments' | 'database' | 'monthly'>,
): Promise<number> {
  const simulator = deps.payments;
  if (!(simulator instanceof SimulatorPayments)) return 0;
  const demoId = await demoWithoutTiers(deps.database.db);
  if (demoId === null) return 0;

  const { monthly } = deps;
  const tierIds: number[] = [];
  for (const tier of DEMO_TIERS) {
    const created = await monthly.tiers.create(demoId, DEMO_USERNAME, monthlyTierSchema.parse(tier));
    tierIds.push(created.id);
  }
  let made = 0;
  for (const supporter of DEMO_SUPPORTERS) {
    const target = await monthly.subscribe.target(DEMO_USERNAME, String(tierIds[supporter.tier]));
    if (!target) continue;
    const input = monthlySubscribeSchema.parse({ ...supporter, message: '' });
    const consent = await monthly.subscribe.subscribe(target, input, SEED_IP);
    const subscriptionId = new URL(consent).pathname.split('/').at(-1) ?? '';
    const events = [await simulator.authorizeSubscription(subscriptionId, { notify: false })];
    for (let month = 1; month < supporter.months; month += 1) {
      events.push(await simulator.chargeMonth(subscriptionId, 'approve', { notify: false }));
    }
    for (const event of events) {
      if (!event) continue;
      const seller = event.subscription.collector_id;
      await monthly.sync.onSubscription(event.subscription.id, seller);
      if (event.invoice) await monthly.sync.onInvoice(event.invoice.id, seller);
    }
    made += 1;
  }
  return made;
}

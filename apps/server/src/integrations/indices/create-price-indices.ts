import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { BcraIndices } from './bcra/bcra-indices';
import type { PriceIndexSource } from './price-index-port';
import { SimulatorIndices } from './simulator/simulator-indices';

/** INDICES_SOURCE=bcra reads the BCRA statistics API; the default is the offline simulator. */
export function createPriceIndices(config: Config, clock: Clock): PriceIndexSource {
  if (config.indices.source === 'bcra') return new BcraIndices({ baseUrl: config.indices.bcraUrl });
  return new SimulatorIndices(clock);
}

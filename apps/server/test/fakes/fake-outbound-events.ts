import type { OutboundEvent, OutboundEvents } from '../../src/ports/outbound-events';

/** The creator's webhooks' queue (issue 37) in memory: what was queued, in order. */
export class FakeOutboundEvents implements OutboundEvents<unknown> {
  readonly queued: OutboundEvent[] = [];

  async queue(_trx: unknown, event: OutboundEvent): Promise<void> {
    this.queued.push(event);
  }
}

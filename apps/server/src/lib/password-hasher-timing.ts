/** The most recent durations of real password hashes, to draw from when a login must take as long as one. */
export class HashDurations {
  private readonly samples: number[] = [];
  private next = 0;

  constructor(private readonly keep = 64) {}

  get count(): number {
    return this.samples.length;
  }

  record(ms: number): void {
    if (this.samples.length < this.keep) this.samples.push(ms);
    else this.samples[this.next] = ms;
    this.next = (this.next + 1) % this.keep;
  }

  /** One of the kept durations at random, so an imitation follows the real spread, not its mean. */
  draw(): number | undefined {
    if (!this.samples.length) return undefined;
    return this.samples[Math.floor(Math.random() * this.samples.length)];
  }

  list(): readonly number[] {
    return [...this.samples];
  }
}

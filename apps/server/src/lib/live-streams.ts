import type { ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS } from '@enlaza/shared/live';

export interface LiveStreamLimits {
  maxConnections: number;
  maxPerIp: number;
}

interface OpenStream {
  ip: string;
  stop: () => void;
}

/**
 * The live streams open in this process: bounded in total and per visitor IP, kept alive by one
 * shared heartbeat timer (a comment line every 25 s, whatever the number of streams), and ended
 * together when the server shuts down.
 */
export class LiveStreams {
  private readonly open = new Map<ServerResponse, OpenStream>();
  private readonly perIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly limits: LiveStreamLimits,
    private readonly heartbeatMs = LIVE_HEARTBEAT_MS,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /** Why a new stream from `ip` cannot open now, or null when it can. */
  refusal(ip: string): 'per-ip' | 'full' | null {
    if (this.open.size >= this.limits.maxConnections) return 'full';
    if ((this.perIp.get(ip) ?? 0) >= this.limits.maxPerIp) return 'per-ip';
    return null;
  }

  /** Counts the stream until its connection closes; `stop` then runs once. */
  add(ip: string, response: ServerResponse, stop: () => void): void {
    this.open.set(response, { ip, stop });
    this.perIp.set(ip, (this.perIp.get(ip) ?? 0) + 1);
    response.on('close', () => this.remove(response));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  /** Ends every stream (shutdown): browsers reconnect to another copy. */
  closeAll(): void {
    for (const response of [...this.open.keys()]) {
      this.remove(response);
      response.end();
    }
  }

  private beat(): void {
    for (const response of this.open.keys()) response.write(': ping\n\n');
  }

  private remove(response: ServerResponse): void {
    const stream = this.open.get(response);
    if (!stream) return;
    this.open.delete(response);
    stream.stop();
    const left = (this.perIp.get(stream.ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(stream.ip, left);
    else this.perIp.delete(stream.ip);
    if (this.open.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }
}

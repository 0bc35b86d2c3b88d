/** The line crowd-client.ts prints when its warm-up is over and the measured load begins. */
export const CROWD_MEASURING = 'measuring';

/** Issue 38's p99 goal for a beacon; the crowd client also says when its last slower request was due. */
export const BEACON_P99_TARGET_MS = 50;

/** The line crowd-client.ts prints when its warm-up is over and the measured load begins. */
export const CROWD_MEASURING = 'measuring';

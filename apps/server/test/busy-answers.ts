import { HTTP_MESSAGES } from '@enlaza/shared/http';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { json } from './test-app';

/**
 * A burst at a bounded worker queue: every answer is drawn (200) or refused with the Spanish 'busy'
 * message and a Retry-After (503), never a 500, and at least one was refused. Returns the statuses.
 */
export function expectSomeBusyAnswers(answers: LightMyRequestResponse[]): number[] {
  const statuses = answers.map((res) => res.statusCode);
  expect(
    statuses.every((status) => status === 200 || status === 503),
    statuses.join(','),
  ).toBe(true);
  const busy = answers.filter((res) => res.statusCode === 503);
  expect(busy.length).toBeGreaterThan(0);
  for (const res of busy) {
    expect(json<{ message: string }>(res).message).toBe(HTTP_MESSAGES.busy);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  return statuses;
}

import { describe, expect, it } from 'vitest';
import { presentAdminCreator } from './admin.presenter';
import type { AdminCreatorRow } from './admin.repository';

describe('presentAdminCreator', () => {
  it('lets out only what the console shows, whatever else the row carries', () => {
    const row = {
      id: 7,
      username: 'ana',
      email: 'ana@example.com',
      full_name: 'Ana',
      role: 'creator',
      created_at: '2026-11-01T12:00:00.000Z',
      suspended_at: null,
      suspension_reason: null,
      payment_status: 'authorized',
      music_status: null,
      approved_count: '2',
      approved_cents: '350050',
      // What a careless query could bring along: never presented.
      password_hash: 'scrypt$secret',
      access_token: 'APP_USR-token',
      refresh_token: 'TG-refresh',
      session_token: 'abc',
    } as AdminCreatorRow;
    const shown = presentAdminCreator(row, 'https://enlaza.example');
    expect(shown).toEqual({
      id: 7,
      username: 'ana',
      email: 'ana@example.com',
      full_name: 'Ana',
      role: 'creator',
      created_at: '2026-11-01T12:00:00.000Z',
      page_url: 'https://enlaza.example/u/ana',
      suspended: false,
      suspended_at: null,
      suspension_reason: null,
      payment_connection: 'authorized',
      music_connection: 'none',
      approved_donations: 2,
      approved_amount: 3500.5,
    });
    expect(JSON.stringify(shown)).not.toMatch(/token|secret|hash|refresh/i);
  });
});

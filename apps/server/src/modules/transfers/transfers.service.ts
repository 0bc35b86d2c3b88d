import { randomInt } from 'node:crypto';
import { Money } from '@enlaza/shared/money';
import {
  type ConfirmedTransfer,
  TRANSFER_MESSAGES as M,
  type PublicTransfer,
  TRANSFER_LIMITS,
  type TransferCreateValues,
  type TransferDetails,
  type TransferDetailsValues,
} from '@enlaza/shared/transfers';
import { fieldError, notFound } from '../../http/errors';
import { presentConfirmedTransfer, presentTransferDetails } from './transfer.presenter';
import {
  activeGoalId,
  creatorName,
  deleteTransfer,
  deleteTransferDetails,
  findTransfer,
  findTransferDetails,
  insertTransfer,
  listTransfers,
  ownsEvent,
  transfersForEvent,
  transfersForGoal,
  upsertTransferDetails,
} from './transfers.repository';
import type { TransfersDeps } from './transfers-deps';

/** Letters and digits that read alike nowhere (no 0/O, 1/I/L), for the concept code. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** A typed arrival may be this far ahead of the server's clock (phones' clocks drift). */
const FUTURE_SLACK_MS = 10 * 60_000;

function drawCode(): string {
  let code = '';
  for (let i = 0; i < TRANSFER_LIMITS.codeLength; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Transfers by alias or CVU, confirmed by the creator (issue 32). The money never passes through
 * the platform: the creator shows where to transfer and records what arrived; each record counts
 * toward the goal active then (and its event) with no commission. Every query is scoped by the
 * creator's id: another creator's transfer is simply not found.
 */
export class TransfersService {
  constructor(private readonly deps: TransfersDeps) {}

  private get db() {
    return this.deps.database.db;
  }

  async details(userId: number): Promise<TransferDetails | null> {
    const row = await findTransferDetails(this.db, userId);
    return row ? presentTransferDetails(row) : null;
  }

  async saveDetails(userId: number, input: TransferDetailsValues): Promise<TransferDetails> {
    const now = this.deps.clock.now().toISOString();
    const row = await upsertTransferDetails(this.db, {
      user_id: userId,
      alias: input.alias,
      cvu: input.cvu,
      holder_name: input.holder_name,
      reference_code: drawCode(),
      created_at: now,
      updated_at: now,
    });
    await this.deps.pageChanges.creatorChanged(userId);
    return presentTransferDetails(row);
  }

  async removeDetails(userId: number): Promise<void> {
    await deleteTransferDetails(this.db, userId);
    await this.deps.pageChanges.creatorChanged(userId);
  }

  /** The 'Transferir' block of the public page, or null when the creator shows no details. */
  async publicDetails(userId: number): Promise<PublicTransfer | null> {
    return this.details(userId);
  }

  async list(
    userId: number,
    limit: number | undefined = TRANSFER_LIMITS.listLimit,
  ): Promise<ConfirmedTransfer[]> {
    const [rows, name] = await Promise.all([
      listTransfers(this.db, userId, limit),
      creatorName(this.db, userId),
    ]);
    return rows.map((row) => presentConfirmedTransfer(row, name));
  }

  async record(userId: number, input: TransferCreateValues): Promise<ConfirmedTransfer> {
    const now = this.deps.clock.now();
    if (input.event_id !== null && !(await ownsEvent(this.db, userId, input.event_id))) {
      throw fieldError('event_id', M.eventNotFound, 404);
    }
    if (input.received_at !== null && Date.parse(input.received_at) > now.getTime() + FUTURE_SLACK_MS) {
      throw fieldError('received_at', M.receivedAtFuture);
    }
    const id = await insertTransfer(this.db, {
      user_id: userId,
      goal_id: await activeGoalId(this.db, userId),
      event_id: input.event_id,
      amount_cents: Money.fromPesos(input.amount).cents,
      note: input.note,
      received_at: input.received_at ?? now.toISOString(),
      created_at: now.toISOString(),
    });
    await this.announce(userId, input.event_id);
    const row = await findTransfer(this.db, userId, id);
    if (!row) throw notFound(M.notFound);
    return presentConfirmedTransfer(row, await creatorName(this.db, userId));
  }

  async remove(userId: number, id: number): Promise<void> {
    const removed = await deleteTransfer(this.db, userId, id);
    if (!removed) throw notFound(M.notFound);
    await this.announce(userId, removed.event_id);
  }

  /** What a goal's confirmed transfers add up to. */
  forGoal(goalId: number): Promise<Money> {
    return transfersForGoal(this.db, goalId);
  }

  /** What the confirmed transfers for an event add up to. */
  forEvent(eventId: number): Promise<Money> {
    return transfersForEvent(this.db, eventId);
  }

  /**
   * The goal bar moves live; the cached page and its event's pages are forgotten. The featured
   * lists rank by donations' roll-ups, which transfers never enter: they stay.
   */
  private async announce(userId: number, eventId: number | null): Promise<void> {
    await this.deps.pageChanges.creatorChanged(userId, eventId !== null ? { eventIds: [eventId] } : {});
    await this.deps.pageChanges.goalChanged(userId);
  }
}

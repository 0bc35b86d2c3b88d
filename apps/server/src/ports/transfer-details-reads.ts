import type { PublicTransfer } from '@enlaza/shared/transfers';

/** The 'Transferir' block of a creator's public page (issue 32). Offered by transfers; public reads it. */
export interface TransferDetailsReads {
  /** The alias/CVU, holder and concept code the creator shows, or null when they show none. */
  publicDetails(userId: number): Promise<PublicTransfer | null>;
}

/** Whether a creator can take donations now. Offered by payment-connection; public and the pages ask it. */
export interface PaymentReadiness {
  canReceiveDonations(creatorId: number): Promise<boolean>;
}

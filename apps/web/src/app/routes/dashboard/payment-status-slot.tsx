/**
 * Slot for the payment status badge of the dashboard header (spec 02 §2, payment integration panel).
 * The payments feature renders its badge here; until that feature exists the slot stays empty.
 */
export function PaymentStatusSlot() {
  return null;
}

/**
 * A visitor's donation over HTTP against a running server with the payments simulator: checkout,
 * then 'Aprobar pago' on the simulator's page, whose signed notification goes to that same server.
 * Answers the donation and the simulator's payment id.
 */
export async function approveDonationOverHttp(
  baseUrl: string,
  goalId: number,
  amount: number,
  /** Called right before 'Aprobar pago' is sent (the bench times from here). */
  onApproving: () => void = () => {},
): Promise<{ donationId: string; paymentId: string }> {
  const checkout = await fetch(`${baseUrl}/api/donations/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ goal_id: goalId, amount }),
  });
  const text = await checkout.text();
  if (checkout.status !== 201) throw new Error(`checkout failed: ${checkout.status} ${text}`);
  const { data } = JSON.parse(text) as { data: { donation_id: string; checkout_url: string } };
  onApproving();
  const paid = await fetch(`${baseUrl}${new URL(data.checkout_url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ resultado: 'aprobar' }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`simulator payment failed: ${paid.status}`);
  const paymentId = new URL(String(paid.headers.get('location'))).searchParams.get('payment_id') ?? '';
  return { donationId: data.donation_id, paymentId };
}

/** The active goal of a creator, read from the visitors' API. */
export async function activeGoalId(baseUrl: string, username: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/public/${username}`);
  const body = (await res.json()) as { data?: { goal?: { id: number } | null } };
  const id = body.data?.goal?.id;
  if (!id) throw new Error(`${username} has no active goal`);
  return id;
}

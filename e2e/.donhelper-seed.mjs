const base = process.env.BASE;
const prof = await (await fetch(`${base}/api/public/demo`)).json();
const goalId = prof.data.user.goals[0].id;
for (const [amount, outcome, donor_name, message] of [[1500,'aprobar','Carla','¡Vamos con el disco!'],[800,'rechazar',null,null],[2500,'pendiente','Beto',null],[3000,'aprobar',null,'Un abrazo enorme desde Córdoba, ojalá salga pronto']]) {
  const r = await fetch(`${base}/api/donations/checkout`, { method: 'POST', headers: {'content-type':'application/json'}, body: JSON.stringify({ goal_id: goalId, amount, donor_name, message }) });
  const { data } = await r.json();
  const u = new URL(data.checkout_url);
  const res = await fetch(`${base}${u.pathname}`, { method: 'POST', headers: {'content-type':'application/x-www-form-urlencoded'}, body: `resultado=${outcome}`, redirect: 'manual' });
  console.log(res.status, res.headers.get('location'));
}

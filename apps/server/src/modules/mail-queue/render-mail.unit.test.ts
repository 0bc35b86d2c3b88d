import reactDomServer from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MailPayloads } from '../../db/mail-queue.repository';
import { renderMail } from './render-mail';

const PUBLIC_URL = 'https://enlaza.ar';
// 2026-11-20 23:45 UTC is 20:45 in Buenos Aires (UTC−3).
const APPROVED_AT = '2026-11-20T23:45:00.000Z';

const receipt: MailPayloads['donor_receipt'] = {
  amount_cents: 150_000,
  creator_name: 'Lucía Fernández',
  creator_username: 'lucia',
  approved_at: APPROVED_AT,
  operation_number: '1324567890',
};

/** Text without the non-breaking spaces Intl puts after the peso sign. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('mail templates', () => {
  it('renders the donor receipt with amount, creator, Argentine time, operation number, terms wording and page link', async () => {
    const mail = await renderMail('donor_receipt', receipt, PUBLIC_URL);
    expect(mail.subject).toBe('Comprobante de tu aporte a Lucía Fernández');
    for (const body of [plain(mail.html), plain(mail.text)]) {
      expect(body).toContain('$ 1.500');
      expect(body).toContain('Lucía Fernández');
      expect(body).toContain('20/11/2026 20:45');
      expect(body).toContain('1324567890');
      expect(body).toContain('Aporte voluntario');
      expect(body).toContain('no son la compra de un producto ni de un servicio');
      expect(body).toContain('https://enlaza.ar/u/lucia');
    }
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="es-AR"');
    // The product's look: the default theme's primary colour.
    expect(mail.html.toLowerCase()).toContain('#6366f1');
    expect(mail.text).not.toContain('<');
  });

  it('renders the creator alert with who, how much, the message marked public or private and a link to reply', async () => {
    const alert: MailPayloads['creator_alert'] = {
      amount_cents: 200_000,
      donor_name: 'Martín',
      message: '¡Vamos con el disco!',
      message_public: true,
      approved_at: APPROVED_AT,
    };
    const pub = await renderMail('creator_alert', alert, PUBLIC_URL);
    expect(plain(pub.subject)).toBe('Recibiste un aporte de $ 2.000');
    expect(plain(pub.text)).toContain('Martín te aportó $ 2.000');
    expect(pub.text).toContain('Mensaje público');
    expect(pub.text).toContain('¡Vamos con el disco!');
    expect(pub.text).toContain('https://enlaza.ar/dashboard/donations');

    const priv = await renderMail(
      'creator_alert',
      { ...alert, donor_name: null, message_public: false },
      PUBLIC_URL,
    );
    expect(priv.text).toContain('Anónimo');
    expect(priv.text).toContain('Mensaje privado (solo para ti)');
    expect(priv.text).not.toContain('Mensaje público');
  });

  it('renders the digest, the refund notice and the chargeback notice with its deadline', async () => {
    const digest = await renderMail(
      'creator_digest',
      {
        day: '2026-11-20',
        count: 3,
        total_cents: 450_000,
        items: [
          {
            amount_cents: 150_000,
            donor_name: 'Ana',
            message: null,
            message_public: true,
            approved_at: APPROVED_AT,
          },
          {
            amount_cents: 300_000,
            donor_name: null,
            message: 'Gracias',
            message_public: false,
            approved_at: APPROVED_AT,
          },
        ],
      },
      PUBLIC_URL,
    );
    expect(digest.subject).toBe('Resumen diario de aportes del 20/11/2026');
    expect(plain(digest.text)).toContain('El 20/11/2026 recibiste 3 aportes por $ 4.500 en total.');
    expect(digest.text).toContain('Anónimo');
    expect(digest.text).toContain('y 1 aporte más');

    const refund = await renderMail(
      'refund_notice',
      { amount_cents: 100_000, donor_name: 'Ana', operation_number: '99' },
      PUBLIC_URL,
    );
    expect(plain(refund.subject)).toBe('Se reembolsó un aporte de $ 1.000');
    expect(refund.text).toContain('ya no cuenta en tu objetivo');

    const chargeback = await renderMail(
      'chargeback_notice',
      { amount_cents: 100_000, donor_name: null, operation_number: '99', evidence_deadline: APPROVED_AT },
      PUBLIC_URL,
    );
    expect(plain(chargeback.subject)).toBe('Contracargo de un aporte de $ 1.000');
    expect(chargeback.text).toContain('hasta el 20/11/2026 20:45');
    const without = await renderMail(
      'chargeback_notice',
      { amount_cents: 100_000, donor_name: null, operation_number: '99', evidence_deadline: null },
      PUBLIC_URL,
    );
    expect(without.text).not.toContain('hasta el');
  });

  it("says 'por año' for a yearly subscription and 'por mes' for a monthly one (issue 34)", async () => {
    const creator = { creator_name: 'Lucía Fernández', creator_username: 'lucia' };
    const yearly = { amount_cents: 2_000_000, frequency: 'yearly' as const };
    const active = await renderMail(
      'monthly_active',
      { ...yearly, ...creator, tier_name: 'Club' },
      PUBLIC_URL,
    );
    expect(plain(active.text)).toContain('aportas $ 20.000 por año a Lucía Fernández');
    expect(active.text).toContain('Monto anual');
    expect(active.text).not.toContain('por mes');
    const alert = await renderMail(
      'monthly_new_supporter',
      { ...yearly, tier_name: 'Club', supporter_name: 'Ana' },
      PUBLIC_URL,
    );
    expect(plain(alert.text)).toContain('Ana te aporta $ 20.000 por año (nivel Club)');
    const cancelled = await renderMail(
      'monthly_cancelled',
      { ...yearly, tier_name: 'Club', supporter_name: 'Ana', cancelled_by: 'supporter' },
      PUBLIC_URL,
    );
    expect(plain(cancelled.text)).toContain('dejó de aportarte $ 20.000 por año');
    const receipt = await renderMail(
      'monthly_receipt',
      { ...yearly, ...creator, charged_at: APPROVED_AT, operation_number: '77' },
      PUBLIC_URL,
    );
    expect(plain(receipt.text)).toContain('Se cobró tu aporte anual de $ 20.000');
    expect(receipt.subject).toBe('Comprobante de tu aporte anual a Lucía Fernández');
    expect(plain(receipt.text).toLowerCase()).toContain('comprobante de tu aporte anual');
    const failed = await renderMail(
      'monthly_payment_failed',
      {
        ...yearly,
        creator_name: 'Lucía Fernández',
        reason: null,
        next_retry_at: null,
        manage_url: 'https://mp/x',
      },
      PUBLIC_URL,
    );
    expect(plain(failed.text)).toContain('tu aporte de $ 20.000 por año a Lucía Fernández');
    // A monthly one, and a mail queued before issue 34 (no frequency), still say 'por mes'.
    const monthly = await renderMail(
      'monthly_new_supporter',
      { amount_cents: 200_000, tier_name: 'Club', supporter_name: 'Ana' },
      PUBLIC_URL,
    );
    expect(plain(monthly.text)).toContain('Ana te aporta $ 2.000 por mes (nivel Club)');
  });

  it('renders with React’s static renderer: no streaming render, whose first run left async hooks on for every later request', async () => {
    const streaming = [
      vi.spyOn(reactDomServer, 'renderToReadableStream'),
      vi.spyOn(reactDomServer, 'renderToPipeableStream'),
    ];
    try {
      const mail = await renderMail('donor_receipt', receipt, PUBLIC_URL);
      for (const spy of streaming) expect(spy).not.toHaveBeenCalled();
      // Nor the streaming renderer's markers (Suspense boundaries, text separators) in what mail apps get.
      expect(mail.html).not.toContain('<!--$-->');
      expect(mail.html).not.toContain('<!-- -->');
      expect(mail.html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
    } finally {
      for (const spy of streaming) spy.mockRestore();
    }
  });
});

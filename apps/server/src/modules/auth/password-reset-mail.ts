import type { MailMessage } from '../../integrations/mail/mail-port';

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Hola ${name}:`,
    '',
    'Recibimos un pedido para restablecer la contraseña de tu cuenta de Enlazá.',
    `Para elegir una nueva, abre este enlace (vale por 1 hora y se puede usar una sola vez):`,
    link,
    '',
    'Si no fuiste tú, ignora este mensaje: tu contraseña no cambia.',
  ].join('\n');
  const safeName = name.replace(/[<>&"]/g, '');
  const html = `<p>Hola ${safeName}:</p>
<p>Recibimos un pedido para restablecer la contraseña de tu cuenta de Enlazá.</p>
<p><a href="${link}">Elegir una nueva contraseña</a> (vale por 1 hora y se puede usar una sola vez).</p>
<p>Si no fuiste tú, ignora este mensaje: tu contraseña no cambia.</p>`;
  return { to, subject: 'Restablece tu contraseña de Enlazá', text, html };
}

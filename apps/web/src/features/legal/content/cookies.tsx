import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MailLink } from '../components/mail-link';
import { LEGAL_CONTACTS } from './legal-contacts';
import type { LegalSection } from './legal-section';

export const COOKIES_SUMMARY =
  'Qué cookies y qué datos guardados en tu navegador usa Enlazá, para qué sirven, cuánto duran y cómo puedes borrarlos.';

const STORAGE_ROWS = [
  {
    name: 'auth_token',
    kind: 'Necesaria',
    duration: '7 días',
    purpose:
      'Mantiene tu sesión iniciada en el panel. Hoy Enlazá la guarda en el almacenamiento local del navegador (claves «token» y «user»), no en una cookie.',
  },
  {
    name: 'enlaza_device',
    kind: 'Necesaria (seguridad)',
    duration: '180 días',
    purpose:
      'Cookie firmada que recuerda que este navegador ya inició sesión en tu cuenta. Si alguien prueba muchas contraseñas equivocadas con tu email, tú puedes seguir entrando desde aquí. Solo se envía al iniciar sesión y se invalida si cambias tu contraseña.',
  },
  {
    name: 'enlaza_adult',
    kind: 'Necesaria',
    duration: '1 año',
    purpose:
      'Recuerda que confirmaste «Tengo 18 años o más» ante una página con contenido para mayores de 18, para no volver a preguntártelo. Solo guarda ese «sí».',
  },
  {
    name: 'theme',
    kind: 'Preferencias',
    duration: '1 año',
    purpose:
      'Recuerda el tema visual y los colores de tu página. Hoy se guarda junto con tu sesión (clave «user») y se borra al salir.',
  },
  {
    name: 'language',
    kind: 'Preferencias',
    duration: '1 año',
    purpose: 'Recordaría el idioma de la interfaz. Hoy no se guarda: Enlazá está disponible solo en español.',
  },
  {
    name: 'consent',
    kind: 'Necesaria',
    duration: '1 año',
    purpose:
      'Guardaría tus elecciones sobre cookies. Hoy no se guarda porque Enlazá no usa cookies que requieran tu consentimiento.',
  },
  {
    name: 'Analítica',
    kind: 'Analítica',
    duration: 'Hasta 2 años',
    purpose:
      'Hoy Enlazá no usa cookies de analítica. Si en el futuro las incorporamos, durarán como máximo 2 años y solo se activarán con tu consentimiento.',
  },
  {
    name: 'pwa-install-dismissed',
    kind: 'Preferencias',
    duration: 'Hasta que la borres (oculta el aviso 7 días)',
    purpose: 'Recuerda que elegiste «Ahora no» en el aviso para instalar la aplicación.',
  },
];

export const COOKIES_SECTIONS: readonly LegalSection[] = [
  {
    id: 'que-son',
    title: 'Qué son las cookies y el almacenamiento local',
    body: (
      <>
        <p>
          Las cookies son pequeños archivos que un sitio guarda en tu navegador. El almacenamiento local
          (localStorage y sessionStorage) cumple una función parecida: permite que un sitio recuerde datos en
          tu dispositivo entre una visita y otra. En esta política llamamos «cookies» a ambas tecnologías.
        </p>
      </>
    ),
  },
  {
    id: 'uso-actual',
    title: 'Cómo las usa Enlazá hoy',
    body: (
      <>
        <ul>
          <li>
            <strong>Sesión</strong>: al iniciar sesión guardamos tu sesión en el almacenamiento local del
            navegador. Si marcas «Recordarme» queda en localStorage; si no, en sessionStorage y termina al
            cerrar la pestaña. La sesión vence a los 7 días.
          </li>
          <li>
            <strong>Dispositivo conocido</strong>: cuando inicias sesión guardamos una cookie de seguridad (
            <code>enlaza_device</code>) para reconocer este navegador si alguien intenta bloquear tu cuenta
            con contraseñas equivocadas. No sirve para seguirte ni se usa en las páginas públicas.
          </li>
          <li>
            <strong>Visitas sin cookies</strong>: contamos las visitas a las páginas públicas en nuestro
            servidor con un identificador anónimo que se calcula con un valor que cambia todos los días. No
            ponemos cookies en el navegador de quien visita una página ni guardamos su dirección IP.
          </li>
          <li>
            <strong>Aplicación instalable</strong>: para que Enlazá abra rápido y funcione sin conexión, el
            navegador guarda una copia de los archivos de la aplicación y de las páginas que visitaste. Nunca
            guardamos ahí respuestas con tus datos privados ni las imágenes que subes.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'detalle',
    title: 'Detalle y duración',
    body: (
      <>
        <p>
          Cada elemento con su tipo, su duración máxima y lo que hace hoy en Enlazá (los datos guardados en el
          navegador se pueden borrar antes, como se explica más abajo).
        </p>
        <ul className="legal-storage-list">
          {STORAGE_ROWS.map((row) => (
            <li key={row.name} className="legal-storage-item">
              <h3>
                <code>{row.name}</code>
              </h3>
              <dl>
                <div>
                  <dt>Tipo</dt>
                  <dd>{row.kind}</dd>
                </div>
                <div>
                  <dt>Duración</dt>
                  <dd>{row.duration}</dd>
                </div>
                <div className="legal-storage-purpose">
                  <dt>Para qué sirve</dt>
                  <dd>{row.purpose}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'terceros',
    title: 'Cookies de terceros',
    body: (
      <p>
        Cuando haces una donación pasas al sitio de Mercado Pago, que usa sus propias cookies según su
        política de privacidad. Los mapas de las páginas de eventos se cargan desde OpenStreetMap y las vistas
        previas de música desde Spotify, que pueden aplicar sus propias políticas. Enlazá no controla esas
        cookies.
      </p>
    ),
  },
  {
    id: 'gestion',
    title: 'Cómo gestionarlas o borrarlas',
    body: (
      <>
        <p>
          Puedes ver y borrar las cookies y el almacenamiento local desde la configuración de privacidad de tu
          navegador, en la sección de datos de sitios. También puedes cerrar sesión con «Cerrar Sesión» o
          «Salir», que borra tu sesión de este dispositivo.
        </p>
        <p>
          Si bloqueas el almacenamiento local no podrás iniciar sesión en el panel, pero las páginas públicas
          de los creadores seguirán funcionando.
        </p>
      </>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Si empezamos a usar otras cookies, actualizaremos esta política y su fecha de «Última actualización»,
        y te pediremos consentimiento cuando la ley lo requiera. Más información sobre tus datos en la{' '}
        <Link to={paths.legal.privacy.getHref()}>Política de Privacidad</Link>.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <ul>
        <li>
          Cookies y almacenamiento: <MailLink address={LEGAL_CONTACTS.cookies} />
        </li>
        <li>
          Privacidad y datos personales: <MailLink address={LEGAL_CONTACTS.privacy} />
        </li>
        <li>
          Consultas generales: <MailLink address={LEGAL_CONTACTS.general} />
        </li>
      </ul>
    ),
  },
];

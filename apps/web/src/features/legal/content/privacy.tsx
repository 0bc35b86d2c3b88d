import { LIMITS } from '@enlaza/shared/limits';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MailLink } from '../components/mail-link';
import { LEGAL_CONTACTS } from './legal-contacts';
import type { LegalSection } from './legal-section';

export const PRIVACY_SUMMARY =
  'Cómo Enlazá recopila, usa, protege y conserva tus datos personales, y cómo puedes ejercer tus derechos según la Ley 25.326 de Protección de los Datos Personales.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable y marco legal',
    body: (
      <>
        <p>
          Enlazá es responsable de las bases de datos con la información personal que se trata en el Servicio.
          Para cualquier consulta sobre privacidad puedes escribir a{' '}
          <MailLink address={LEGAL_CONTACTS.privacy} />.
        </p>
        <p>
          El tratamiento de tus datos se rige por la{' '}
          <strong>Ley 25.326 de Protección de los Datos Personales</strong> de la República Argentina, su
          reglamentación (Decreto 1558/2001) y las normas de la Agencia de Acceso a la Información Pública
          (AAIP), que es la autoridad de control.
        </p>
      </>
    ),
  },
  {
    id: 'datos',
    title: 'Qué datos recopilamos',
    body: (
      <>
        <h3>Datos de tu cuenta y tu página</h3>
        <ul>
          <li>Nombre completo, nombre de usuario y email.</li>
          <li>
            Tu contraseña, que guardamos solo como un valor cifrado de forma irreversible: nadie, ni siquiera
            Enlazá, puede leerla.
          </li>
          <li>
            Lo que publicas: biografía, foto de perfil, categoría, colores de tu página, enlaces, objetivos,
            eventos (con su lugar o dirección si los indicas) y la música que destacas. Las fotos se procesan
            de nuevo al subirlas y se les quitan los metadatos, como la ubicación donde fueron tomadas.
          </li>
        </ul>

        <h3>Conexiones con otros servicios</h3>
        <ul>
          <li>
            Mercado Pago: si conectas tu cuenta, guardamos su identificador, el email asociado y los permisos
            de acceso que Mercado Pago nos otorga, cifrados.
          </li>
          <li>
            Spotify: si lo conectas, guardamos los permisos de acceso (cifrados) y la música que elijas.
          </li>
        </ul>

        <h3>Donaciones</h3>
        <p>
          De cada donación guardamos el monto, la comisión, el estado del pago, los identificadores de la
          operación en Mercado Pago y, si quien dona los escribe, su nombre y un mensaje. Los datos de la
          tarjeta o del medio de pago se ingresan directamente en Mercado Pago: Enlazá no los recibe ni los
          guarda.
        </p>

        <h3>Visitas y clics</h3>
        <p>
          Cuando alguien visita una página pública registramos qué página fue, la fecha, el sitio desde el que
          llegó y un identificador anónimo que se calcula con un valor que cambia todos los días. No guardamos
          la dirección IP ni usamos cookies para contar visitas, y excluimos los robots conocidos. También
          contamos los clics en los enlaces. Con esto mostramos estadísticas al creador y armamos el ranking
          de Creadores Destacados.
        </p>
        <p>
          Para que el creador sepa desde dónde y con qué lo visitan, en el momento de contar cada visita o
          clic consultamos la dirección IP para saber el país y, en Argentina, la provincia (la dirección no
          se guarda), leemos del navegador el tipo de dispositivo, el navegador y el sistema operativo, y de
          la dirección de la página los parámetros de campaña (utm_source, utm_medium y utm_campaign). Solo
          guardamos totales por día. También contamos cuántas personas abren «Aportar».
        </p>
        <p>
          La ubicación aproximada se obtiene sin conexión con la base IP to City Lite de DB-IP, publicada con
          licencia Creative Commons Atribución 4.0 (CC BY 4.0):{' '}
          <a href="https://db-ip.com">IP Geolocation by DB-IP</a>.
        </p>

        <h3>Datos técnicos</h3>
        <p>
          Para proteger el Servicio llevamos registros técnicos mínimos (por ejemplo, la ruta pedida y la
          hora) y contadores temporales de intentos para frenar abusos, como los intentos repetidos de inicio
          de sesión.
        </p>
      </>
    ),
  },
  {
    id: 'finalidades',
    title: 'Para qué usamos tus datos',
    body: (
      <>
        <ul>
          <li>Crear y administrar tu cuenta y mostrar tu página pública.</li>
          <li>Permitir donaciones a través de Mercado Pago y mostrarte su historial.</li>
          <li>Mostrarte estadísticas de tu página y elaborar el ranking de Creadores Destacados.</li>
          <li>Enviarte emails necesarios del servicio, como el enlace para recuperar tu contraseña.</li>
          <li>Proteger la seguridad del Servicio y prevenir fraudes y abusos.</li>
          <li>Cumplir obligaciones legales, contables e impositivas.</li>
        </ul>
        <p>
          Tratamos tus datos con tu consentimiento, que das al registrarte, y porque son necesarios para
          cumplir el contrato que aceptas con los{' '}
          <Link to={paths.legal.terms.getHref()}>Términos y Condiciones</Link> (artículo 5 de la Ley 25.326).
          No vendemos tus datos ni los usamos para publicidad de terceros.
        </p>
      </>
    ),
  },
  {
    id: 'publicos',
    title: 'Qué es público',
    body: (
      <p>
        Tu página es pública: cualquier persona puede ver tu nombre, nombre de usuario, biografía, foto,
        categoría, enlaces activos, objetivo y su progreso, eventos y música destacada. Tu perfil también
        puede aparecer en Creadores Destacados con la cantidad de visitas que recibió. Tu email y tus datos de
        pago nunca se muestran.
      </p>
    ),
  },
  {
    id: 'terceros',
    title: 'Con quién compartimos datos',
    body: (
      <>
        <p>Solo compartimos lo necesario con:</p>
        <ul>
          <li>
            <strong>Mercado Pago</strong>, para procesar cada donación (monto, descripción y referencia de la
            operación).
          </li>
          <li>
            <strong>Spotify</strong>, si conectas tu cuenta, para buscar y mostrar la música que elijas.
          </li>
          <li>
            Servicios de mapas (OpenStreetMap), para ubicar la dirección de un evento: la consulta la hace
            nuestro servidor y solo incluye la dirección.
          </li>
          <li>Proveedores de alojamiento y de envío de emails que prestan servicios a Enlazá.</li>
          <li>Autoridades judiciales o administrativas, cuando la ley nos obligue.</li>
        </ul>
        <p>
          Si algún proveedor trata datos fuera de la Argentina, solo lo hacemos hacia países con un nivel de
          protección adecuado o con las garantías que exigen el artículo 12 de la Ley 25.326 y las normas de
          la AAIP.
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: 'Cuánto tiempo conservamos los datos',
    body: (
      <ul>
        <li>Los datos de tu cuenta y tu página, mientras la cuenta esté activa.</li>
        <li>
          Las sesiones vencen a los {LIMITS.sessionDays} días y se cierran al salir o al cambiar la
          contraseña; los enlaces para recuperar la contraseña vencen a los {LIMITS.resetTokenMinutes}{' '}
          minutos.
        </li>
        <li>
          Los <strong>registros contables</strong> de las donaciones se conservan durante{' '}
          <strong>10 años</strong>, como exige la ley, aunque la cuenta se dé de baja.
        </li>
        <li>
          Las estadísticas de visitas no identifican a las personas; se conservan mientras exista la página
          del creador.
        </li>
        <li>
          Cuando pides la baja de tu cuenta, eliminamos o anonimizamos el resto de tus datos, salvo lo que una
          ley nos obligue a guardar.
        </li>
      </ul>
    ),
  },
  {
    id: 'seguridad',
    title: 'Seguridad',
    body: (
      <p>
        Aplicamos medidas técnicas y organizativas para proteger tus datos, como exige el artículo 9 de la Ley
        25.326: conexiones cifradas, contraseñas guardadas con algoritmos de hash resistentes, permisos de
        Mercado Pago y Spotify cifrados, sesiones que se pueden cerrar desde el servidor y acceso restringido
        a la información. Ningún sistema es infalible: si detectamos un incidente que afecte tus datos, te lo
        informaremos.
      </p>
    ),
  },
  {
    id: 'derechos',
    title: 'Tus derechos',
    body: (
      <>
        <p>Como titular de los datos tienes derecho a:</p>
        <ul>
          <li>
            <strong>Acceso</strong>: saber qué datos tuyos tenemos. Respondemos dentro de los{' '}
            <strong>10 días corridos</strong> desde que recibimos tu pedido (artículo 14).
          </li>
          <li>
            <strong>Rectificación, actualización y supresión</strong>: corregir datos inexactos o pedir que
            borremos los que no corresponda conservar. Lo hacemos dentro de los{' '}
            <strong>5 días hábiles</strong> (artículo 16).
          </li>
          <li>Retirar tu consentimiento, con los efectos que eso tenga sobre el uso del Servicio.</li>
        </ul>
        <p>
          Muchos datos los puedes corregir tú mismo desde tu panel. Para ejercer cualquiera de estos derechos
          escribe a <MailLink address={LEGAL_CONTACTS.privacy} /> desde el email de tu cuenta, o acreditando
          tu identidad.
        </p>
        <p>
          También puedes <strong>eliminar tu cuenta</strong> tú mismo, en cualquier momento, desde tu perfil
          en «Eliminar mi cuenta»: confirmas con tu contraseña y tu nombre de usuario, y en ese momento
          cerramos tus sesiones, desconectamos Mercado Pago y Spotify, cancelamos tus suscripciones mensuales
          y borramos tu perfil, tus enlaces, tus eventos, tu música, tus imágenes, tus estadísticas y tu
          actividad. De los aportes que recibiste solo guardamos el registro contable, sin el nombre, el email
          ni el mensaje de quien aportó, durante 10 años. Tu nombre de usuario queda reservado 30 días para
          que nadie se haga pasar por ti, y te enviamos un email que lo confirma.
        </p>
        <p>
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en
          forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al
          efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley 25.326.
        </p>
        <p>
          La <strong>Agencia de Acceso a la Información Pública (AAIP)</strong>, en su carácter de órgano de
          control de la Ley 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan
          quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de
          protección de datos personales.
        </p>
      </>
    ),
  },
  {
    id: 'menores',
    title: 'Menores de edad',
    body: (
      <p>
        Enlazá está dirigido a personas mayores de 18 años. No recopilamos a sabiendas datos de menores; si
        detectamos una cuenta de un menor, la daremos de baja y eliminaremos sus datos.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies y almacenamiento local',
    body: (
      <p>
        Cómo usamos el almacenamiento del navegador se explica en la{' '}
        <Link to={paths.legal.cookies.getHref()}>Política de Cookies</Link>.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en esta política',
    body: (
      <p>
        Podemos actualizar esta política. La fecha de «Última actualización» indica la versión vigente y, si
        el cambio es importante, te avisaremos por email o dentro del Servicio.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <ul>
        <li>
          Privacidad y datos personales: <MailLink address={LEGAL_CONTACTS.privacy} />
        </li>
        <li>
          Consultas generales: <MailLink address={LEGAL_CONTACTS.general} />
        </li>
        <li>
          Cookies y almacenamiento: <MailLink address={LEGAL_CONTACTS.cookies} />
        </li>
      </ul>
    ),
  },
];

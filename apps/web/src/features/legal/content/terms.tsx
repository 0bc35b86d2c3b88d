import { formatARS } from '@enlaza/shared/format';
import { LIMITS } from '@enlaza/shared/limits';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MailLink } from '../components/mail-link';
import { DEFAULT_COMMISSION_PERCENT, LEGAL_CONTACTS } from './legal-contacts';
import type { LegalSection } from './legal-section';

export const TERMS_SUMMARY =
  'Estas condiciones regulan el uso de Enlazá por parte de creadores y visitantes. Léelas con atención: al crear una cuenta o usar el servicio las aceptas.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'aceptacion',
    title: 'Aceptación de las condiciones',
    body: (
      <>
        <p>
          Estos Términos y Condiciones (los «Términos») rigen el acceso y el uso del sitio y la aplicación web
          Enlazá (el «Servicio»). Al registrarte, iniciar sesión, publicar contenido o hacer una donación
          aceptas estos Términos y la <Link to={paths.legal.privacy.getHref()}>Política de Privacidad</Link>.
          Si no estás de acuerdo, no uses el Servicio.
        </p>
        <p>
          Los Términos se aplican a los <strong>creadores</strong> (personas registradas que tienen una página
          y un panel) y a los <strong>visitantes</strong> (personas que abren páginas, siguen enlaces,
          consultan eventos o hacen donaciones sin registrarse).
        </p>
      </>
    ),
  },
  {
    id: 'servicio',
    title: 'Qué es Enlazá',
    body: (
      <>
        <p>
          Enlazá es una plataforma argentina que le da a cada creador una página pública en la dirección
          /u/tu-nombre, donde puede reunir sus enlaces, mostrar un objetivo con barra de progreso, publicar
          sus eventos, destacar música y recibir donaciones de su comunidad.
        </p>
        <p>
          Enlazá es una herramienta tecnológica: no es una entidad financiera, no es parte de las relaciones
          entre creadores y visitantes, no organiza los eventos publicados ni garantiza que un objetivo se
          cumpla.
        </p>
      </>
    ),
  },
  {
    id: 'cuentas',
    title: 'Requisitos y cuentas',
    body: (
      <>
        <p>
          El Servicio está dirigido a personas <strong>mayores de 18 años</strong>. Al registrarte declaras
          tener al menos 18 años y capacidad legal para aceptar estos Términos. Si eres menor de edad, no
          puedes crear una cuenta ni hacer donaciones.
        </p>
        <ul>
          <li>Debes dar información verdadera y mantenerla actualizada.</li>
          <li>
            Eres responsable de mantener en secreto tu contraseña y de toda actividad hecha desde tu cuenta.
            Si sospechas un acceso indebido, cambia tu contraseña y escríbenos.
          </li>
          <li>
            Tu nombre de usuario forma tu dirección pública. No puedes usar nombres que suplanten a otra
            persona o marca, ni que sean engañosos u ofensivos; Enlazá puede pedirte que lo cambies o
            reasignarlo en esos casos.
          </li>
          <li>La cuenta es personal: no la vendas, cedas ni compartas.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contenido',
    title: 'Tu contenido y su uso aceptable',
    body: (
      <>
        <p>
          Eres responsable de todo lo que publicas: nombre, biografía, foto, enlaces, objetivos, eventos y
          cualquier otro contenido. Conservas tus derechos sobre él y le otorgas a Enlazá una licencia
          gratuita, no exclusiva y limitada a lo necesario para alojarlo, mostrarlo en tu página y en las
          secciones públicas del Servicio (por ejemplo, Creadores Destacados) mientras tu cuenta exista.
        </p>
        <p>No está permitido publicar ni enlazar contenido que:</p>
        <ul>
          <li>sea ilegal o promueva actividades ilegales;</li>
          <li>sea discriminatorio, violento, de odio o acose a otras personas;</li>
          <li>infrinja derechos de autor, marcas u otros derechos de terceros;</li>
          <li>sea engañoso, incluidas las colectas con fines falsos o la suplantación de identidad;</li>
          <li>contenga software malicioso, suplantación de sitios (phishing) o spam;</li>
          <li>exponga datos personales de terceros sin su consentimiento;</li>
          <li>sea sexualmente explícito o esté dirigido a menores de edad.</li>
        </ul>
        <p>
          Enlazá puede quitar contenido o suspender cuentas que incumplan estas reglas, y colaborar con las
          autoridades cuando la ley lo requiera.
        </p>
      </>
    ),
  },
  {
    id: 'donaciones',
    title: 'Donaciones y pagos',
    body: (
      <>
        <h3>Procesamiento por Mercado Pago</h3>
        <p>
          Los pagos se procesan a través de <strong>Mercado Pago</strong>, el proveedor de pagos, y no a
          través de Enlazá. Quien dona ingresa sus datos de pago directamente en Mercado Pago: Enlazá nunca ve
          ni guarda números de tarjeta. El dinero va{' '}
          <strong>directamente a la cuenta de Mercado Pago del creador</strong>; Enlazá no recibe, retiene ni
          custodia los fondos donados.
        </p>
        <p>
          Para recibir donaciones el creador debe conectar su propia cuenta de Mercado Pago desde su panel y
          cumplir los términos y condiciones de Mercado Pago, que se aplican además de estos Términos.
        </p>

        <h3>Comisión de la plataforma</h3>
        <p>
          Enlazá puede cobrar una comisión por cada donación aprobada. Por defecto es del{' '}
          <strong>{DEFAULT_COMMISSION_PERCENT}% del monto donado</strong>; el porcentaje es configurable y
          cualquier cambio se informará a los creadores antes de aplicarse. La comisión se descuenta
          automáticamente en el momento del pago a través de Mercado Pago, que además puede aplicar sus
          propios cargos e impuestos según sus condiciones.
        </p>

        <h3>Donaciones voluntarias y no reembolsables</h3>
        <p>
          Las donaciones son aportes <strong>voluntarios</strong> a un creador: no son la compra de un
          producto ni de un servicio, ni dan derecho a una contraprestación. El monto mínimo es de{' '}
          {formatARS(LIMITS.donationMin)}.
        </p>
        <p>
          Las donaciones <strong>no son reembolsables, salvo error comprobado</strong>, por ejemplo un cobro
          duplicado o un monto distinto del que autorizaste. Si crees que hubo un error, escríbenos a{' '}
          <MailLink address={LEGAL_CONTACTS.general} /> con el número de operación de Mercado Pago; lo
          revisaremos junto con el creador y Mercado Pago. Esto no limita los derechos que te reconozca la ley
          aplicable.
        </p>

        <h3>Objetivos</h3>
        <p>
          Los objetivos y su descripción los define cada creador, que es el único responsable de usar los
          aportes según lo que comunicó. El progreso que muestra la barra se calcula con las donaciones
          aprobadas.
        </p>
      </>
    ),
  },
  {
    id: 'impuestos',
    title: 'Obligaciones fiscales de los creadores',
    body: (
      <>
        <p>
          Cada creador es <strong>responsable de sus propias obligaciones fiscales</strong>: inscribirse en el
          régimen que le corresponda, declarar los ingresos que reciba y pagar los impuestos que correspondan
          ante ARCA (ex AFIP) y los organismos tributarios provinciales y municipales.
        </p>
        <p>
          Mercado Pago puede aplicar retenciones y percepciones e informar las operaciones a las autoridades
          fiscales según la normativa vigente. Enlazá no presta asesoramiento impositivo ni contable: te
          recomendamos consultar con un profesional.
        </p>
      </>
    ),
  },
  {
    id: 'eventos-terceros',
    title: 'Eventos, música y servicios de terceros',
    body: (
      <>
        <p>
          Los eventos que publica un creador son responsabilidad suya. Enlazá no organiza los eventos ni vende
          entradas: los enlaces de entradas o de reuniones en línea llevan a sitios de terceros.
        </p>
        <p>
          El Servicio se integra con servicios de terceros, como Mercado Pago para los pagos, Spotify para la
          música destacada y OpenStreetMap para los mapas. Su uso se rige por los términos de cada proveedor,
          y Enlazá no responde por su disponibilidad ni por el contenido de los sitios a los que enlazan los
          creadores.
        </p>
      </>
    ),
  },
  {
    id: 'propiedad',
    title: 'Propiedad intelectual',
    body: (
      <p>
        La marca Enlazá, su logo, el diseño del Servicio y su software pertenecen a Enlazá o a sus
        licenciantes. No puedes copiarlos, modificarlos ni usarlos para crear un servicio competidor sin
        autorización por escrito. El contenido de cada creador le pertenece a ese creador.
      </p>
    ),
  },
  {
    id: 'baja',
    title: 'Suspensión y baja de la cuenta',
    body: (
      <>
        <p>
          Puedes dejar de usar el Servicio cuando quieras y pedir la baja de tu cuenta escribiendo a{' '}
          <MailLink address={LEGAL_CONTACTS.general} /> desde el email con el que te registraste. Al darte de
          baja tu página deja de estar disponible; los datos se tratan como explica la Política de Privacidad.
        </p>
        <p>
          Enlazá puede suspender o cerrar una cuenta que incumpla estos Términos, ponga en riesgo a otras
          personas o al Servicio, o cuando lo ordene una autoridad competente. Salvo urgencia, te avisaremos
          antes por email.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Disponibilidad y responsabilidad',
    body: (
      <>
        <p>
          Trabajamos para que el Servicio esté disponible y funcione bien, pero puede tener interrupciones por
          mantenimiento, fallas técnicas o causas ajenas a Enlazá. El Servicio se ofrece tal como está.
        </p>
        <p>
          En la medida que lo permita la ley, Enlazá no responde por daños indirectos, por el contenido
          publicado por los creadores, por el uso que estos hagan de las donaciones ni por fallas de servicios
          de terceros. Nada de lo anterior limita los derechos irrenunciables que la ley argentina reconoce a
          los consumidores.
        </p>
      </>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios en estos Términos',
    body: (
      <p>
        Podemos actualizar estos Términos para reflejar cambios del Servicio o de la ley. La fecha de «Última
        actualización» indica la versión vigente. Si el cambio es importante, te avisaremos por email o dentro
        del Servicio antes de que entre en vigor; si sigues usando Enlazá después, se entiende que lo aceptas.
      </p>
    ),
  },
  {
    id: 'ley',
    title: 'Ley aplicable y jurisdicción',
    body: (
      <p>
        Estos Términos se rigen por las leyes de la República Argentina. Cualquier controversia se someterá a
        los tribunales ordinarios competentes de la República Argentina, respetando el derecho de los
        consumidores a litigar ante los tribunales de su domicilio.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <ul>
        <li>
          Consultas generales: <MailLink address={LEGAL_CONTACTS.general} />
        </li>
        <li>
          Privacidad y datos personales: <MailLink address={LEGAL_CONTACTS.privacy} />
        </li>
        <li>
          Cookies y almacenamiento: <MailLink address={LEGAL_CONTACTS.cookies} />
        </li>
      </ul>
    ),
  },
];

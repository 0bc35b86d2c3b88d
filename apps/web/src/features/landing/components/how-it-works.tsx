import type { ReactNode } from 'react';
import { IconCalendar, IconChart, IconLink, IconShield, IconTarget } from '../../../components/ui/icons';
import { IconGlobe, IconPhone } from './landing-icons';

const STEPS = [
  { title: 'Crea tu cuenta', text: 'Elige tu nombre de usuario y tu página queda lista al instante.' },
  { title: 'Personalízala', text: 'Suma tus enlaces, un objetivo, tus eventos y los colores de tu marca.' },
  { title: 'Compártela', text: 'Pon tu link en la bio de Instagram o TikTok y recibe el apoyo de tu gente.' },
];

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const MAIN_FEATURES: Feature[] = [
  {
    icon: <IconLink size={24} />,
    title: 'Todos tus enlaces en una página',
    text: 'Instagram, YouTube, Spotify, tu tienda o tu WhatsApp: un solo link reúne todo lo que haces.',
  },
  {
    icon: <IconTarget size={24} />,
    title: 'Objetivos con barra de progreso',
    text: 'Cuenta para qué necesitas apoyo y deja que tu comunidad vea cuánto falta para lograrlo.',
  },
  {
    icon: <IconChart size={24} />,
    title: 'Estadísticas de tu página',
    text: 'Descubre cuántas personas visitan tu perfil y qué enlaces reciben más clics.',
  },
];

const SMALL_FEATURES: Feature[] = [
  {
    icon: <IconGlobe size={20} />,
    title: 'URL personalizada',
    text: 'Tu página en /u/tu-nombre, fácil de recordar.',
  },
  {
    icon: <IconCalendar size={20} />,
    title: 'Gestión de eventos',
    text: 'Shows, talleres y lanzamientos con fecha, lugar y entradas.',
  },
  {
    icon: <IconShield size={20} />,
    title: 'Seguridad',
    text: 'Los pagos los procesa Mercado Pago y tus datos se protegen.',
  },
  {
    icon: <IconPhone size={20} />,
    title: 'Diseño para celulares',
    text: 'Pensada primero para el teléfono, donde está tu público.',
  },
];

/** The how-it-works section (anchor #como-funciona): three steps, three main and four small features. */
export function HowItWorks() {
  return (
    <section id="como-funciona" className="landing-section" aria-labelledby="como-funciona-title">
      <div className="container">
        <header className="landing-section-head">
          <p className="landing-eyebrow">Cómo funciona</p>
          <h2 id="como-funciona-title" className="landing-section-title">
            Tu página lista en tres pasos
          </h2>
          <p className="landing-section-lead">
            Sin saber programar y sin costo para empezar: creas tu página, la completas y la compartes.
          </p>
        </header>

        <ol className="landing-steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="landing-step">
              <span className="landing-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>

        <ul className="landing-features">
          {MAIN_FEATURES.map((f) => (
            <li key={f.title} className="landing-feature">
              <span className="landing-feature-icon">{f.icon}</span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>

        <ul className="landing-features-small">
          {SMALL_FEATURES.map((f) => (
            <li key={f.title} className="landing-feature-small">
              <span className="landing-feature-small-icon">{f.icon}</span>
              <div>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

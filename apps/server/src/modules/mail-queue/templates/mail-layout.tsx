import { MAIL_MESSAGES } from '@enlaza/shared/mail';
import { DEFAULT_THEME } from '@enlaza/shared/theme';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

/** The product's look in mail: the default theme's colours, Inter with safe fallbacks. */
export const MAIL_STYLE = {
  primary: DEFAULT_THEME.primary_color,
  accent: DEFAULT_THEME.accent_color,
  text: '#1f2937',
  muted: '#6b7280',
  surface: '#ffffff',
  page: '#f3f4f6',
  font: "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export function MailLayout(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  cta?: { label: string; href: string };
  why?: string;
}) {
  return (
    <Html lang="es-AR">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: MAIL_STYLE.page,
          fontFamily: MAIL_STYLE.font,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ maxWidth: '560px', margin: '0 auto' }}>
          <Section
            style={{
              backgroundColor: MAIL_STYLE.primary,
              borderRadius: '12px 12px 0 0',
              borderBottom: `4px solid ${MAIL_STYLE.accent}`,
              padding: '16px 24px',
            }}
          >
            <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 }}>
              {MAIL_MESSAGES.brand}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: MAIL_STYLE.surface,
              borderRadius: '0 0 12px 12px',
              padding: '8px 24px 24px',
            }}
          >
            <Heading as="h1" style={{ color: MAIL_STYLE.text, fontSize: '22px' }}>
              {props.heading}
            </Heading>
            {props.children}
            {props.cta ? (
              <Button
                href={props.cta.href}
                style={{
                  backgroundColor: MAIL_STYLE.primary,
                  borderRadius: '8px',
                  color: '#ffffff',
                  fontWeight: 600,
                  marginTop: '16px',
                  padding: '12px 20px',
                }}
              >
                {props.cta.label}
              </Button>
            ) : null}
          </Section>
          <Hr style={{ borderColor: 'transparent', margin: '8px 0' }} />
          {props.why ? <MutedText>{props.why}</MutedText> : null}
          <MutedText>{MAIL_MESSAGES.footer}</MutedText>
        </Container>
      </Body>
    </Html>
  );
}

export function MutedText(props: { children: ReactNode }) {
  return (
    <Text style={{ color: MAIL_STYLE.muted, fontSize: '12px', margin: '4px 24px', textAlign: 'center' }}>
      {props.children}
    </Text>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return (
    <Text style={{ color: MAIL_STYLE.text, fontSize: '15px', lineHeight: '22px' }}>{props.children}</Text>
  );
}

/** Label and value lines ('Monto: $ 1.500'), one per row. */
export function Details(props: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ borderLeft: `3px solid ${MAIL_STYLE.accent}`, margin: '8px 0', paddingLeft: '12px' }}>
      {props.rows.map(([label, value]) => (
        <Text key={label} style={{ color: MAIL_STYLE.text, fontSize: '14px', margin: '4px 0' }}>
          <span style={{ color: MAIL_STYLE.muted }}>{label}: </span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}

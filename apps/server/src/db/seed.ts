import { Money } from '@enlaza/shared/money';
import { DEFAULT_THEME } from '@enlaza/shared/theme';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/crypto';
import type { DB } from './schema';

export const DEMO_LOGIN = { email: 'demo@enlaza.ar', password: 'demo1234', username: 'demo' } as const;

function isoDay(from: Date, days: number): string {
  const d = new Date(from.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/**
 * Creates the demo creator `demo` with links, an active goal and three upcoming events dated
 * relative to `now`. Does nothing when the username exists. Returns whether it created it.
 */
export async function seedDemo(
  db: Kysely<DB>,
  options: { now: Date; passwordHashCost: number },
): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_LOGIN.username)
    .executeTakeFirst();
  if (existing) return false;
  const now = options.now.toISOString();
  const passwordHash = await hashPassword(DEMO_LOGIN.password, options.passwordHashCost);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: DEMO_LOGIN.username,
        email: DEMO_LOGIN.email,
        password_hash: passwordHash,
        full_name: 'Lucía Fernández',
        bio: 'Cantautora rosarina. Estoy grabando mi primer disco independiente y cada aporte suma 🎶',
        profile_image: null,
        category_id: 1,
        theme_primary_color: DEFAULT_THEME.primary_color,
        theme_accent_color: DEFAULT_THEME.accent_color,
        theme_background_style: DEFAULT_THEME.background_style,
        role: 'creator',
        created_at: now,
        updated_at: now,
        // The demo creator takes donations from the start: verified (issue 22).
        email_verified_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = user.id;
    const links = [
      { title: 'Instagram', url: 'https://instagram.com/luciafernandez.musica', icon: 'pi pi-instagram' },
      {
        title: 'Mi canal de YouTube',
        url: 'https://youtube.com/@luciafernandezmusica',
        icon: 'pi pi-youtube',
      },
      {
        title: 'Escúchame en Spotify',
        url: 'https://open.spotify.com/artist/demo-lucia',
        icon: 'pi pi-headphones',
      },
      { title: 'Tienda de merch', url: 'https://tienda.luciafernandez.com.ar', icon: 'pi pi-shopping-cart' },
      { title: 'Contrataciones', url: 'mailto:contrataciones@luciafernandez.com.ar', icon: 'pi pi-envelope' },
    ];
    await trx
      .insertInto('links')
      .values(
        links.map((l, i) => ({
          user_id: userId,
          ...l,
          is_active: 1,
          order_position: i + 1,
          click_count: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('goals')
      .values({
        user_id: userId,
        title: 'Grabar mi primer disco',
        description: 'Estudio, mezcla y mastering de 8 canciones propias, con músicos de Rosario.',
        target_amount_cents: Money.fromPesos(100_000).cents,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const base = {
      user_id: userId,
      status: 'published',
      currency: 'ARS',
      is_featured: 0,
      image_url: null,
      geocoded_address: null,
      end_date: null,
      end_time: null,
      ticket_url: null,
      meeting_url: null,
      created_at: now,
      updated_at: now,
    };
    await trx
      .insertInto('events')
      .values([
        {
          ...base,
          title: 'Show acústico en Rosario',
          description:
            'Presento en vivo las canciones del disco que estamos grabando, en formato guitarra y voz.',
          category: 'concert',
          event_date: isoDay(options.now, 7),
          event_time: '21:00',
          location: 'Centro Cultural Parque de España',
          address: 'Av. de la Libertad 1, Rosario, Santa Fe',
          latitude: -32.9422,
          longitude: -60.6313,
          is_online: 0,
          is_free: 0,
          price_cents: Money.fromPesos(3000).cents,
          max_attendees: 150,
          duration_hours: 2,
          is_featured: 1,
          ticket_url: 'https://entradas.luciafernandez.com.ar/rosario',
        },
        {
          ...base,
          title: 'Taller online de composición',
          description: 'Dos horas para trabajar letras y melodías propias. Cupos limitados.',
          category: 'workshop',
          event_date: isoDay(options.now, 21),
          event_time: '19:00',
          location: 'Online',
          address: null,
          latitude: null,
          longitude: null,
          is_online: 1,
          meeting_url: 'https://meet.jit.si/taller-composicion-lucia',
          is_free: 1,
          price_cents: 0,
          max_attendees: 30,
          duration_hours: 2,
        },
        {
          ...base,
          title: 'Lanzamiento del disco en Buenos Aires',
          description: 'Fiesta de lanzamiento con banda completa e invitados sorpresa.',
          category: 'launch',
          event_date: isoDay(options.now, 45),
          event_time: '20:30',
          location: 'Café Vinilo',
          address: 'Gorriti 3780, Palermo, Buenos Aires',
          latitude: -34.5938,
          longitude: -58.4205,
          is_online: 0,
          is_free: 0,
          price_cents: Money.fromPesos(5000).cents,
          max_attendees: 120,
          duration_hours: 3,
        },
      ])
      .execute();
    // Where she plays ('Modo gorra', issue 32): the store Mercado Pago needs for her first QR.
    await trx
      .insertInto('gorra_places')
      .values({
        user_id: userId,
        address: 'Av. de la Libertad 1, Rosario, Santa Fe',
        street_name: 'Avenida de la Libertad',
        street_number: '1',
        city_name: 'Rosario',
        state_name: 'Santa Fe',
        latitude: -32.9422,
        longitude: -60.6313,
        reference: 'Centro Cultural Parque de España',
        updated_at: now,
      })
      .execute();
  });
  return true;
}

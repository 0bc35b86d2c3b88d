import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_ICON, guessLinkIcon, isLinkIcon, LINK_ICONS } from './icons';

describe('LINK_ICONS', () => {
  it('offers the 16 choices of the links manager, each with a Spanish label', () => {
    expect(LINK_ICONS).toHaveLength(16);
    expect(new Set(LINK_ICONS.map((i) => i.value)).size).toBe(16);
    expect(LINK_ICONS.find((i) => i.value === 'pi pi-globe')?.label).toBe('Sitio web');
    expect(LINK_ICONS.find((i) => i.value === 'pi pi-map-marker')?.label).toBe('Ubicación');
  });

  it('recognises only those classes', () => {
    expect(isLinkIcon('pi pi-youtube')).toBe(true);
    expect(isLinkIcon('pi pi-tiktok')).toBe(false);
    expect(isLinkIcon('javascript:alert(1)')).toBe(false);
  });
});

describe('guessLinkIcon', () => {
  it.each([
    ['https://www.instagram.com/lucia', '', 'pi pi-instagram'],
    ['https://x.com/lucia', '', 'pi pi-twitter'],
    ['https://twitter.com/lucia', '', 'pi pi-twitter'],
    ['https://youtu.be/abc', '', 'pi pi-youtube'],
    ['https://m.youtube.com/@lucia', '', 'pi pi-youtube'],
    ['https://facebook.com/lucia', '', 'pi pi-facebook'],
    ['https://www.linkedin.com/in/lucia', '', 'pi pi-linkedin'],
    ['https://github.com/lucia', '', 'pi pi-github'],
    ['https://wa.me/5491122334455', '', 'pi pi-phone'],
    ['https://articulo.mercadolibre.com.ar/MLA-1', '', 'pi pi-shopping-cart'],
    ['https://lucia.mitiendanube.com', '', 'pi pi-shopping-cart'],
    ['https://calendly.com/lucia', '', 'pi pi-calendar'],
    ['https://maps.app.goo.gl/xyz', '', 'pi pi-map-marker'],
    ['https://www.google.com/maps/place/Obelisco', '', 'pi pi-map-marker'],
    ['https://open.spotify.com/artist/1', '', 'pi pi-headphones'],
    ['https://www.tiktok.com/@lucia', '', 'pi pi-video'],
    ['https://flickr.com/photos/lucia', '', 'pi pi-camera'],
    ['mailto:hola@lucia.com.ar', '', 'pi pi-envelope'],
    ['tel:+5491122334455', '', 'pi pi-phone'],
  ])('guesses from the address %s', (url, title, icon) => {
    expect(guessLinkIcon(url, title)).toBe(icon);
  });

  it.each([
    ['https://lucia.com.ar/merch', 'Tienda oficial', 'pi pi-shopping-cart'],
    ['https://lucia.com.ar/a', 'Sacá tu turno', 'pi pi-calendar'],
    ['https://lucia.com.ar/b', 'Cómo llegar al estudio', 'pi pi-map-marker'],
    ['https://lucia.com.ar/c', 'Galería de fotos', 'pi pi-camera'],
    ['https://lucia.com.ar/d', 'Mi música', 'pi pi-headphones'],
    ['https://lucia.com.ar/e', 'Videos del show', 'pi pi-video'],
    ['https://lucia.com.ar/f', 'Escribime por WhatsApp', 'pi pi-phone'],
    ['https://lucia.com.ar/g', 'Contacto', 'pi pi-envelope'],
    ['https://lucia.com.ar/h', 'Mi sitio', 'pi pi-globe'],
  ])('guesses from the title when the host says nothing (%s, %s)', (url, title, icon) => {
    expect(guessLinkIcon(url, title)).toBe(icon);
  });

  it.each([
    ['https://lucia.com.ar/i', 'Portfolio'],
    ['https://lucia.com.ar/i', 'Mi portafolio de fotos'],
    ['https://lucia.com.ar/portfolio', ''],
    ['https://lucia.com.ar/j', 'Mis trabajos'],
    ['https://lucia.com.ar/k', 'Proyectos'],
    ['https://lucia.com.ar/l', 'CV'],
    ['https://lucia.com.ar/m', 'Servicios'],
    ['https://behance.net/lucia', 'Behance'],
  ])('gives work and site words the website icon, not the photo one (%s, %s)', (url, title) => {
    expect(guessLinkIcon(url, title)).toBe('pi pi-globe');
  });

  it('falls back to the generic link icon', () => {
    expect(guessLinkIcon('https://lucia.com.ar/xyz', 'Novedades')).toBe(DEFAULT_LINK_ICON);
    expect(DEFAULT_LINK_ICON).toBe('pi pi-link');
    expect(guessLinkIcon('no es una url', '')).toBe('pi pi-link');
  });

  it('works on bare hosts without a scheme', () => {
    expect(guessLinkIcon('instagram.com/lucia')).toBe('pi pi-instagram');
  });
});

import type { LinkIcon } from '@enlaza/shared/links';
import {
  Calendar,
  Camera,
  Globe,
  Headphones,
  type IconNode,
  Link,
  Mail,
  MapPin,
  Phone,
  ShoppingCart,
  Video,
} from 'lucide';
import { Glyph } from '../../../components/ui/glyph';
import { BrandGlyph, type BrandIcon, isBrandIcon } from './brand-glyphs';

/**
 * The 16 link icons of spec 02 §2 (the stored value is still the PrimeIcons class name, so nothing
 * else needs an icon font): lucide's, plus our own brand glyphs.
 */
const GLYPHS: Record<Exclude<LinkIcon, BrandIcon>, IconNode> = {
  'pi pi-link': Link,
  'pi pi-globe': Globe,
  'pi pi-shopping-cart': ShoppingCart,
  'pi pi-headphones': Headphones,
  'pi pi-video': Video,
  'pi pi-camera': Camera,
  'pi pi-envelope': Mail,
  'pi pi-phone': Phone,
  'pi pi-map-marker': MapPin,
  'pi pi-calendar': Calendar,
};

const STROKE = 1.8;

function isGenericIcon(icon: string): icon is keyof typeof GLYPHS {
  return Object.hasOwn(GLYPHS, icon);
}

/**
 * A link's icon by its stored class; an unknown class shows the generic link icon. Decorative.
 * Checked against its own tables, not the shared list with its labels and host rules, which the
 * public page's script does not need.
 */
export function LinkIconGlyph({ icon, size = 22 }: { icon: string; size?: number }) {
  if (isBrandIcon(icon)) return <BrandGlyph icon={icon} size={size} strokeWidth={STROKE} />;
  return <Glyph icon={isGenericIcon(icon) ? GLYPHS[icon] : Link} size={size} strokeWidth={STROKE} />;
}

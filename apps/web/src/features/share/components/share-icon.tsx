import { Share2 } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';

/** The share glyph (three joined dots). Decorative: the button carries the words. */
export function ShareIcon({ size = 18 }: { size?: number }) {
  return <Glyph icon={Share2} size={size} />;
}

import { CalendarCheck, Eye } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';

/** Icons used only by the featured creators cards; decorative. */
export const IconEye = () => <Glyph icon={Eye} size={16} />;
export const IconSun = () => <Glyph icon={CalendarCheck} size={16} />;

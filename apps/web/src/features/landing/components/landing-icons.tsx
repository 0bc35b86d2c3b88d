import { Clock, Globe, Smartphone, Star, Users } from 'lucide';
import { Glyph, type IconProps } from '../../../components/ui/glyph';

/** Icons used only by the landing page; decorative. */
export const IconGlobe = ({ size = 24 }: IconProps) => <Glyph icon={Globe} size={size} />;
export const IconPhone = ({ size = 24 }: IconProps) => <Glyph icon={Smartphone} size={size} />;
export const IconStar = ({ size = 24 }: IconProps) => <Glyph icon={Star} size={size} />;
export const IconUsers = ({ size = 24 }: IconProps) => <Glyph icon={Users} size={size} />;
export const IconClock = ({ size = 16 }: IconProps) => <Glyph icon={Clock} size={size} />;

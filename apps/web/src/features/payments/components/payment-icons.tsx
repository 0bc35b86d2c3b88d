import { Clock, CreditCard, RefreshCw, Settings, Unlink } from 'lucide';
import { Glyph, type IconProps } from '../../../components/ui/glyph';

/** Icons of the payment badge and panel (decorative: the text beside them says it). */
export const IconCard = ({ size = 16 }: IconProps) => <Glyph icon={CreditCard} size={size} />;
export const IconClock = ({ size = 16 }: IconProps) => <Glyph icon={Clock} size={size} />;
export const IconSettings = ({ size = 16 }: IconProps) => <Glyph icon={Settings} size={size} />;
export const IconRefresh = ({ size = 16 }: IconProps) => <Glyph icon={RefreshCw} size={size} />;
export const IconUnlink = ({ size = 16 }: IconProps) => <Glyph icon={Unlink} size={size} />;

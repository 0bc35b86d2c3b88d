import {
  Calendar,
  ChartColumn,
  Check,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  ExternalLink,
  Heart,
  House,
  KeyRound,
  Link,
  LogOut,
  Mail,
  Menu,
  Music,
  Newspaper,
  QrCode,
  Repeat,
  ShieldCheck,
  Sparkle,
  Target,
  User,
  X,
} from 'lucide';

import { Glyph, type IconProps } from './glyph';

export type { IconProps };

/** The app's icons by what they mean, drawn from lucide. Decorative. */
export const IconAlert = ({ size = 16 }: IconProps) => <Glyph icon={CircleAlert} size={size} />;
export const IconCheckCircle = ({ size = 16 }: IconProps) => <Glyph icon={CircleCheck} size={size} />;
export const IconCheck = ({ size }: IconProps) => <Glyph icon={Check} size={size} />;
export const IconMenu = ({ size }: IconProps) => <Glyph icon={Menu} size={size} />;
export const IconClose = ({ size }: IconProps) => <Glyph icon={X} size={size} />;
export const IconChevronDown = ({ size = 16 }: IconProps) => <Glyph icon={ChevronDown} size={size} />;
export const IconExternal = ({ size = 16 }: IconProps) => <Glyph icon={ExternalLink} size={size} />;
export const IconLogout = ({ size }: IconProps) => <Glyph icon={LogOut} size={size} />;
export const IconUser = ({ size }: IconProps) => <Glyph icon={User} size={size} />;
export const IconHome = ({ size }: IconProps) => <Glyph icon={House} size={size} />;
export const IconLink = ({ size }: IconProps) => <Glyph icon={Link} size={size} />;
export const IconTarget = ({ size }: IconProps) => <Glyph icon={Target} size={size} />;
export const IconCalendar = ({ size }: IconProps) => <Glyph icon={Calendar} size={size} />;
export const IconMusic = ({ size }: IconProps) => <Glyph icon={Music} size={size} />;
export const IconChart = ({ size }: IconProps) => <Glyph icon={ChartColumn} size={size} />;
export const IconHeart = ({ size }: IconProps) => <Glyph icon={Heart} size={size} />;
export const IconShield = ({ size }: IconProps) => <Glyph icon={ShieldCheck} size={size} />;
export const IconSparkle = ({ size }: IconProps) => <Glyph icon={Sparkle} size={size} />;
export const IconNewspaper = ({ size }: IconProps) => <Glyph icon={Newspaper} size={size} />;
export const IconMail = ({ size }: IconProps) => <Glyph icon={Mail} size={size} />;
export const IconKey = ({ size }: IconProps) => <Glyph icon={KeyRound} size={size} />;
export const IconQr = ({ size }: IconProps) => <Glyph icon={QrCode} size={size} />;
export const IconRepeat = ({ size }: IconProps) => <Glyph icon={Repeat} size={size} />;

import type { ActivityType } from '@enlaza/shared/stats';
import type { ReactElement } from 'react';
import {
  IconCalendar,
  IconHeart,
  IconLink,
  IconMusic,
  IconShield,
  IconSparkle,
  IconTarget,
  IconUser,
} from './icons';

const ICONS: Record<ActivityType, ReactElement> = {
  link: <IconLink size={16} />,
  goal: <IconTarget size={16} />,
  event: <IconCalendar size={16} />,
  donation: <IconHeart size={16} />,
  profile: <IconUser size={16} />,
  theme: <IconSparkle size={16} />,
  payment: <IconShield size={16} />,
  music: <IconMusic size={16} />,
};

/** The small icon beside an entry of the activity log. */
export function ActivityIcon({ type }: { type: ActivityType }) {
  return ICONS[type];
}

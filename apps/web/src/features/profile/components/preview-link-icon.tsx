import { IconCalendar, IconLink, IconMail, IconMusic } from '../../../components/ui/icons';

/** A small drawn icon for a link's icon class; anything without a drawing gets the link icon. */
export function PreviewLinkIcon({ icon }: { icon: string | null | undefined }) {
  switch (icon) {
    case 'pi pi-envelope':
      return <IconMail size={18} />;
    case 'pi pi-calendar':
      return <IconCalendar size={18} />;
    case 'pi pi-headphones':
      return <IconMusic size={18} />;
    default:
      return <IconLink size={18} />;
  }
}

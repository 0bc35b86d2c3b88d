import { Copy, Download, GripVertical, MapPin, Pencil, Plus, Share, Trash2 } from 'lucide';
import { Glyph } from './glyph';

/** Small icons for list actions (reorder, copy, edit, delete, add, download). Decorative. */
export const IconGrip = () => <Glyph icon={GripVertical} size={20} />;
export const IconCopy = () => <Glyph icon={Copy} size={18} />;
export const IconEdit = () => <Glyph icon={Pencil} size={18} />;
export const IconTrash = () => <Glyph icon={Trash2} size={18} />;
export const IconPlus = () => <Glyph icon={Plus} size={18} />;
export const IconDownload = () => <Glyph icon={Download} size={18} />;
export const IconShare = () => <Glyph icon={Share} size={18} />;
export const IconPin = () => <Glyph icon={MapPin} size={16} />;

import { Camera, FlipHorizontal2, FlipVertical2, RotateCcw, RotateCw, Trash2, Undo2 } from 'lucide';
import { Glyph } from '../../../components/ui/glyph';

/** Icons of the crop toolbar; decorative (each button carries its text). */
export const IconRotateLeft = () => <Glyph icon={RotateCcw} size={18} />;
export const IconRotateRight = () => <Glyph icon={RotateCw} size={18} />;
export const IconFlipHorizontal = () => <Glyph icon={FlipHorizontal2} size={18} />;
export const IconFlipVertical = () => <Glyph icon={FlipVertical2} size={18} />;
export const IconReset = () => <Glyph icon={Undo2} size={18} />;
export const IconCamera = () => <Glyph icon={Camera} size={18} />;
export const IconTrash = () => <Glyph icon={Trash2} size={18} />;

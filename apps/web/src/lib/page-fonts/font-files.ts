import type { FontId } from '@enlaza/shared/theme';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import loraRegular from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import loraBold from '@fontsource/lora/files/lora-latin-700-normal.woff2?url';
import playfairRegular from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfairBold from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import poppinsRegular from '@fontsource/poppins/files/poppins-latin-400-normal.woff2?url';
import poppinsBold from '@fontsource/poppins/files/poppins-latin-700-normal.woff2?url';
import spaceMonoRegular from '@fontsource/space-mono/files/space-mono-latin-400-normal.woff2?url';
import spaceMonoBold from '@fontsource/space-mono/files/space-mono-latin-700-normal.woff2?url';

/**
 * The Latin-subset WOFF2 files of each page font, as the build's hashed asset addresses (served from
 * /assets/ with the other built files: immutable, long-cached). The client build emits them (the
 * profile editor's preview imports this module) and the server build names the same files.
 */
export const FONT_FILES: Record<Exclude<FontId, 'system'>, { regular: string; bold: string }> = {
  inter: { regular: interRegular, bold: interBold },
  poppins: { regular: poppinsRegular, bold: poppinsBold },
  lora: { regular: loraRegular, bold: loraBold },
  playfair: { regular: playfairRegular, bold: playfairBold },
  'space-mono': { regular: spaceMonoRegular, bold: spaceMonoBold },
};

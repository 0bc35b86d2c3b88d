import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatARS, goalProgress } from '@enlaza/shared/format';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { FONT_FACE_NAMES, type FontId, imageBackground, themeBackground } from '@enlaza/shared/theme';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, type ShareCardContent } from './share-card';

/**
 * One card to draw: its content, the avatar as a PNG data URL and the page's background image cut
 * to the card's size as a JPEG data URL, when there are.
 */
export interface ShareCardTask {
  content: ShareCardContent;
  avatar: string | null;
  background: string | null;
}

type Style = Record<string, string | number>;

const PADDING = 56;
/** Satori sizes stretched children by their content: every row gets this width explicitly. */
const CONTENT_WIDTH = SHARE_CARD_WIDTH - 2 * PADDING;
type Child = CardNode | string;
interface CardNode {
  type: string;
  key: null;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: Child | Child[] };
}

function el(type: string, style: Style, children?: Child | Child[]): CardNode {
  return { type, key: null, props: { style, children } };
}

// The fonts ship with the app (@fontsource, Latin subset, WOFF: Satori reads no WOFF2): nothing is
// fetched while drawing. Inter draws a page on the system's font; another page font is read once.
const require = createRequire(import.meta.url);
const PACKAGES: Record<Exclude<FontId, 'system'>, string> = {
  inter: 'inter',
  poppins: 'poppins',
  lora: 'lora',
  playfair: 'playfair-display',
  'space-mono': 'space-mono',
};
const fontsOf = new Map<string, ReturnType<typeof loadFont>>();

function loadFont(font: Exclude<FontId, 'system'>) {
  const face = (weight: 400 | 700) => ({
    name: FONT_FACE_NAMES[font] ?? 'Inter',
    weight,
    style: 'normal' as const,
    data: fs.readFileSync(
      require.resolve(`@fontsource/${PACKAGES[font]}/files/${PACKAGES[font]}-latin-${weight}-normal.woff`),
    ),
  });
  return [face(400), face(700)];
}

/** The card's font: the page's own, or Inter for a page on the system's font. */
function cardFont(font: FontId): { family: string; faces: ReturnType<typeof loadFont> } {
  const id = font === 'system' || !(font in PACKAGES) ? 'inter' : font;
  let faces = fontsOf.get(id);
  if (!faces) {
    faces = loadFont(id);
    fontsOf.set(id, faces);
  }
  return { family: FONT_FACE_NAMES[id] ?? 'Inter', faces };
}

function avatarNode(task: ShareCardTask, size: number, colors: { background: string; text: string }) {
  if (task.avatar) {
    return {
      type: 'img',
      key: null,
      props: {
        src: task.avatar,
        width: size,
        height: size,
        style: {
          width: size,
          height: size,
          borderRadius: size / 2,
          border: '6px solid rgba(255,255,255,0.85)',
        },
      },
    } satisfies CardNode;
  }
  const initial = task.content.name.trim().charAt(0).toUpperCase() || '@';
  return el(
    'div',
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      background: colors.background,
      color: colors.text,
      fontSize: size / 2,
      fontWeight: 700,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    initial,
  );
}

function details(
  content: ShareCardContent,
  card: { text: string; muted: string; fill: string; track: string },
) {
  if (content.kind === 'event') {
    return [
      el(
        'div',
        { fontSize: 54, fontWeight: 700, color: card.text, lineClamp: 2, display: 'block' },
        content.title,
      ),
      el('div', { fontSize: 32, color: card.text, marginTop: 18 }, content.when),
      el(
        'div',
        { fontSize: 32, color: card.muted, marginTop: 8, lineClamp: 1, display: 'block' },
        content.where,
      ),
    ];
  }
  if (!content.goal) return null;
  const { percent, barWidth } = goalProgress(content.goal.raised, content.goal.target);
  return [
    el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', width: '100%' }, [
      el(
        'div',
        { fontSize: 44, fontWeight: 700, color: card.text, lineClamp: 1, display: 'block', maxWidth: 820 },
        content.goal.title,
      ),
      el('div', { fontSize: 44, fontWeight: 700, color: card.text }, `${percent}%`),
    ]),
    el(
      'div',
      { display: 'flex', width: '100%', height: 28, borderRadius: 14, background: card.track, marginTop: 22 },
      [el('div', { width: `${barWidth}%`, height: 28, borderRadius: 14, background: card.fill })],
    ),
    el(
      'div',
      { fontSize: 30, color: card.muted, marginTop: 18 },
      `${formatARS(content.goal.raised)} ${PUBLIC_MESSAGES.raisedOf} ${formatARS(content.goal.target)}`,
    ),
  ];
}

/** The card as a tree satori draws: the person on top, the goal or the event in a panel below. */
function cardTree(task: ShareCardTask): CardNode {
  const { content } = task;
  const theme = themeBackground(content.theme);
  const panel = details(content, {
    text: theme.cardText,
    muted: theme.cardMutedText,
    fill: theme.buttonBackground,
    track: theme.progressTrack,
  });
  return el(
    'div',
    {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: PADDING,
      background: theme.pageColor,
      // The page's image under the page's veil (the card's text is the page's text, so the veil that
      // keeps the page at 4.5:1 does here too).
      ...(task.background
        ? {
            backgroundImage:
              imageBackground(
                { ...content.theme, background_url: task.background, background_small_url: null },
                'large',
                theme.pageText,
              ) ?? 'none',
            backgroundSize: `${SHARE_CARD_WIDTH}px ${SHARE_CARD_HEIGHT}px`,
          }
        : {}),
      color: theme.pageText,
      fontFamily: cardFont(content.theme.font).family,
    },
    [
      el('div', { display: 'flex', alignItems: 'center' }, [
        avatarNode(task, panel ? 168 : 240, { background: theme.cardBackground, text: theme.cardText }),
        el('div', { display: 'flex', flexDirection: 'column', marginLeft: 40, maxWidth: 860 }, [
          el('div', { fontSize: 60, fontWeight: 700, lineClamp: 1, display: 'block' }, content.name),
          el('div', { fontSize: 36, marginTop: 6 }, `@${content.username}`),
        ]),
      ]),
      panel
        ? el(
            'div',
            {
              display: 'flex',
              flexDirection: 'column',
              background: theme.cardBackground,
              borderRadius: 32,
              boxSizing: 'border-box',
              padding: '36px 44px',
              width: CONTENT_WIDTH,
            },
            panel,
          )
        : el('div', { display: 'flex' }),
      el(
        'div',
        { fontSize: 28, fontWeight: 700, display: 'flex', justifyContent: 'flex-end', width: CONTENT_WIDTH },
        'Enlazá',
      ),
    ],
  );
}

/** Runs inside a piscina worker thread: draws the card and answers its PNG bytes. */
export default async function renderShareCard(task: ShareCardTask): Promise<Uint8Array> {
  const svg = await satori(cardTree(task), {
    width: SHARE_CARD_WIDTH,
    height: SHARE_CARD_HEIGHT,
    fonts: cardFont(task.content.theme.font).faces,
  });
  // Satori draws text as paths: resvg needs no system fonts (loading them per card doubled its time).
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

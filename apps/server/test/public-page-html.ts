import type { PublicPageInput } from '@enlaza/shared/public';

/** An ordinary phone browser: counted as a visitor (headless and bot user agents are not). */
export const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** The input a server-rendered public page embeds for hydration. */
export function embeddedInput(html: string): PublicPageInput {
  const match = /<script id="enlaza-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no embedded data');
  return JSON.parse(match[1]) as PublicPageInput;
}

/** The content of a `<meta property|name="key">` tag of the page's head. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

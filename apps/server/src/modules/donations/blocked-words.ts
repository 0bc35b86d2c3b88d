/** Lower case without accents: 'Éxito' and 'exito' are the same word. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether `message` holds one of the creator's blocked words as a whole word (or a blocked phrase
 * as whole consecutive words), ignoring case and accents: 'tonto' blocks 'TONTÓ!' but not 'tontería'.
 */
export function hasBlockedWord(message: string, blocked: readonly string[]): boolean {
  const said = words(message);
  if (!said.length) return false;
  return blocked.some((entry) => {
    const phrase = words(entry);
    if (!phrase.length) return false;
    for (let i = 0; i + phrase.length <= said.length; i += 1) {
      if (phrase.every((word, j) => said[i + j] === word)) return true;
    }
    return false;
  });
}

/** The stored JSON list (users.blocked_words); anything unreadable is no list. */
export function parseBlockedWords(stored: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((w): w is string => typeof w === 'string') : [];
  } catch {
    return [];
  }
}

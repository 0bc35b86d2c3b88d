const MODULE_PRELOAD = /<link rel="modulepreload"(?! fetchpriority)/g;

/**
 * Module preloads marked low priority: on a phone's slow connection the document (styles inline) is
 * all the first paint needs, and a dozen script downloads at high priority would only queue in front
 * of it. They still start at once and hydration still finds them cached.
 */
export function lowPriorityPreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

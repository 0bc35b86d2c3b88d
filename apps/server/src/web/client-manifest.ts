import fs from 'node:fs';
import path from 'node:path';
import { inlineStylesheets } from './inline-styles';
import { lowPriorityPreloads } from './preload-priority';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The build's manifest (vite `build.manifest`), or an empty one when it is missing or unreadable. */
function readManifest(clientDir: string): Manifest {
  try {
    const value: unknown = JSON.parse(
      fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    );
    return isManifest(value) ? value : {};
  } catch {
    return {};
  }
}

/** A chunk and every chunk it imports statically, each once. */
function closure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

export interface ClientManifest {
  /**
   * `<link>` tags for lazily loaded source modules (e.g. 'src/app/routes/auth/login.tsx'): their
   * stylesheets, so server-rendered markup is styled from the first paint, and module preloads, so
   * hydration does not wait for one chunk after another. What the entry already loads is left out.
   */
  headTags(modules: readonly string[]): string;
  /**
   * For a page served without the app (site.html): every stylesheet the app would apply to it (the
   * entry's and its lazy screens'), inlined, and no script: the same look with none of the app's code.
   */
  stylesheetTags(modules: readonly string[]): string;
  /**
   * The app entry's script and every script it imports statically, as root-relative URLs, the entry
   * first; then those of the given lazily loaded screens that the entry does not already load.
   */
  entryScripts(modules?: readonly string[]): string[];
}

export function loadClientManifest(clientDir: string, entry = 'index.html'): ClientManifest {
  const manifest = readManifest(clientDir);
  const loaded = closure(manifest, [entry]);
  const tagsOf = new Map<string, string>();
  return {
    headTags(modules) {
      const key = modules.join('\n');
      let tags = tagsOf.get(key);
      if (tags === undefined) {
        tags = lowPriorityPreloads(inlineStylesheets(linkTags(modules), clientDir));
        tagsOf.set(key, tags);
      }
      return tags;
    },
    stylesheetTags(modules) {
      const key = `css\n${modules.join('\n')}`;
      let tags = tagsOf.get(key);
      if (tags === undefined) {
        tags = inlineStylesheets(cssTags([entry, ...modules]), clientDir);
        tagsOf.set(key, tags);
      }
      return tags;
    },
    entryScripts(modules = []) {
      const screens = [...closure(manifest, modules)].filter((key) => !loaded.has(key));
      return [...loaded, ...screens].flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : []));
    },
  };

  /** In the order Vite links them in index.html: a chunk's imports' stylesheets before its own. */
  function cssTags(modules: readonly string[]): string {
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
      for (const file of chunk.css ?? []) css.add(file);
    };
    for (const key of modules) visit(key);
    return [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  }

  function linkTags(modules: readonly string[]): string {
    const css = new Set<string>();
    const js = new Set<string>();
    for (const key of closure(manifest, modules)) {
      if (loaded.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    return [
      ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('');
  }
}

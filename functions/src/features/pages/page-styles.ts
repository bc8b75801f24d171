/**
 * The client build's manifest (`web/dist/.vite/manifest.json`), as far as the pages read it: each
 * module's chunk, the chunks it imports and the stylesheets of its own.
 */
export type ClientManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

/**
 * The stylesheets a server-rendered page needs beyond the app's own (which `app.html` links): those
 * of its page's module and of every chunk it imports, in the order the browser would load them, as
 * addresses on the site. In the browser the page's script loads them; a rendered page links them in
 * its head, so its markup is styled before (and without) any script.
 */
export function pageStyles(manifest: ClientManifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || chunk.isEntry === true || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) {
      const href = `/${css}`;
      if (!styles.includes(href)) styles.push(href);
    }
  };
  for (const module of modules) visit(module);
  return styles;
}

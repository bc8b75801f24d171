import { describe, expect, it } from 'vitest';
import { pageStyles, type ClientManifest } from './page-styles';

const MANIFEST: ClientManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-a.css'] },
  'src/features/search/pages/home-page.tsx': {
    file: 'assets/home-page-b.js',
    imports: ['index.html', '_cards-c.js', '_paging-d.js'],
    css: ['assets/home-page-b.css'],
  },
  'src/features/exhibits/pages/exhibit-page.tsx': {
    file: 'assets/exhibit-page-e.js',
    imports: ['index.html', '_cards-c.js'],
    css: ['assets/exhibit-page-e.css'],
  },
  '_cards-c.js': {
    file: 'assets/cards-c.js',
    imports: ['_paging-d.js'],
    css: ['assets/cards-c.css'],
  },
  '_paging-d.js': { file: 'assets/paging-d.js' },
};

describe('pageStyles', () => {
  it("lists the page's stylesheets and those of the chunks it imports, once each, the imported first", () => {
    expect(pageStyles(MANIFEST, ['src/features/search/pages/home-page.tsx'])).toEqual([
      '/assets/cards-c.css',
      '/assets/home-page-b.css',
    ]);
  });

  it("leaves out the app's own stylesheets (app.html links them) and what the manifest does not know", () => {
    const styles = pageStyles(MANIFEST, [
      'src/features/exhibits/pages/exhibit-page.tsx',
      'src/features/search/pages/home-page.tsx',
      'src/gone.tsx',
    ]);
    expect(styles).toEqual([
      '/assets/cards-c.css',
      '/assets/exhibit-page-e.css',
      '/assets/home-page-b.css',
    ]);
    expect(styles).not.toContain('/assets/index-a.css');
  });
});

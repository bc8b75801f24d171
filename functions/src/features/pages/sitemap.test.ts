import { describe, expect, it } from 'vitest';
import { SITEMAP_URLS_MAX, sitemapXml } from './sitemap';

const ORIGIN = 'https://market.example.ac.jp';
const at = (iso: string) => new Date(iso);

describe('sitemapXml', () => {
  it('lists the fixed pages, then the listings newest first with their last change', () => {
    const xml = sitemapXml(ORIGIN, {
      exhibits: [
        { id: 'old', updatedAt: at('2026-10-01T00:00:00Z') },
        { id: 'new', updatedAt: at('2026-11-01T00:00:00Z') },
      ],
      wanted: [{ id: 'w&1', updatedAt: at('2026-11-20T09:30:00Z') }],
    });
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(locs).toEqual([
      ...['/', '/share', '/wanted', '/impact', '/faq', '/terms', '/privacy', '/about'].map(
        (path) => `${ORIGIN}${path}`,
      ),
      `${ORIGIN}/exhibits/new`,
      `${ORIGIN}/exhibits/old`,
      `${ORIGIN}/wanted/w%261`,
    ]);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/wanted/w%261</loc><lastmod>2026-11-20T09:30:00.000Z</lastmod></url>`,
    );
  });

  it('stops at the protocol limit of addresses in one file', () => {
    const exhibits = Array.from({ length: SITEMAP_URLS_MAX }, (_, n) => ({
      id: `e${n}`,
      updatedAt: at('2026-11-01T00:00:00Z'),
    }));
    const xml = sitemapXml(ORIGIN, { exhibits, wanted: [] });
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_URLS_MAX);
  });
});

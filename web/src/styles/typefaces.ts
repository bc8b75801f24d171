/**
 * The bundled typefaces' @font-face rules, loaded by `main.tsx` as stylesheets of their own (not
 * render-blocking): Inter always, Noto Sans JP only where the font stack (`--font-family` in
 * variables.css) reaches it. A device with Hiragino (Apple) or Noto Sans CJK JP (Android, most
 * Linux desktops) installed draws Japanese in that face, which comes first in the stack, so the
 * Japanese rules could never be used there; they are 248 rules (64 kB gzip), and adding them lays
 * out every line of a page again: about 150 ms at 4x CPU on a server-rendered `/` or `/faq`
 * (`bench:web`), for nothing on the phones most readers use.
 */
import { hasInstalledFont } from '../lib/installed-font';
import japanese from './fonts-japanese.css?url';
import './fonts.css';

/** The Japanese faces before Noto Sans JP in `--font-family`. */
export const JAPANESE_FACES_FIRST = [
  'Hiragino Sans',
  'Hiragino Kaku Gothic ProN',
  'Noto Sans CJK JP',
];

if (!JAPANESE_FACES_FIRST.some((family) => hasInstalledFont(family))) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = japanese;
  document.head.append(link);
}

import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { Language } from './i18n';
import type { Mode } from './paths';

/**
 * What a server-rendered page hands the browser (docs/server-rendering.md): the language it was
 * rendered in, its mode (also the class of its <body>), the data cache's contents and the
 * router's state. It travels in a JSON script
 * element, `<script type="application/json" id="ssr-state">`, which is never executed, so the
 * Content-Security-Policy needs no inline script.
 */
export interface SsrState {
  language: Language;
  mode: Mode;
  queries: DehydratedState;
  router: HydrationState;
}

export const SSR_STATE_ID = 'ssr-state';

/**
 * The state as the JSON script's text: `<` is written `\u003c`, so no text in the data (a title
 * holding `</script>`) can close the element early.
 */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/** The state the server rendered this page with, or null for a client-rendered page. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as SsrState) : null;
}

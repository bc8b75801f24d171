import { describe, expect, it } from 'vitest';
import { ssrStateScript, type SsrState } from './ssr-state';

describe('ssrStateScript', () => {
  it('when the data holds </script>, then the element still ends only where it should and the JSON reads back', () => {
    const state: SsrState = {
      language: 'ja',
      mode: 'reuse',
      queries: { mutations: [], queries: [] },
      router: { loaderData: { title: '</script><script>alert(1)</script>' } },
    };
    const script = ssrStateScript(state);

    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = /^<script type="application\/json" id="ssr-state">(.*)<\/script>$/s.exec(
      script,
    )?.[1];
    expect(JSON.parse(json ?? '')).toEqual(state);
  });
});

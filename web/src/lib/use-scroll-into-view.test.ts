import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../../..');

/**
 * The lint rule that keeps effects from returning what is not a cleanup (eslint.config.js): the
 * funds page's `useEffect(() => ref.current?.scrollIntoView?.(...), [])` returned Chromium's
 * Promise, which React called as the cleanup when the section closed (issue 29).
 */
describe('ESLint on effects', () => {
  it('refuses a concise arrow as an effect, takes a block body that returns its cleanup', async () => {
    const code = [
      "import React, { useEffect, useInsertionEffect, useLayoutEffect } from 'react';",
      'export function Section({ box }: { box: HTMLElement | null }) {',
      "  useEffect(() => box?.scrollIntoView?.({ block: 'start' }), [box]);",
      '  useLayoutEffect(() => () => box?.blur(), [box]);',
      '  React.useInsertionEffect(() => undefined, []);',
      '  useInsertionEffect(() => {',
      '    box?.focus();',
      '    return () => box?.blur();',
      '  }, [box]);',
      '  return null;',
      '}',
      '',
    ].join('\n');
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(code, {
      filePath: path.join(ROOT, 'web/src/lib/section.tsx'),
    });
    expect(
      result?.messages.map((message) => [message.line, message.ruleId, message.message]),
    ).toEqual(
      [3, 4, 5].map((line) => [
        line,
        'no-restricted-syntax',
        expect.stringContaining('Give an effect a block body'),
      ]),
    );
  }, 30_000);
});

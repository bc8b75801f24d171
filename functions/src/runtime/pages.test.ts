import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTemplate } from './pages';

describe('readTemplate', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-template-'));
  const deployed = path.join(dir, 'lib-web-app.html');
  const workTree = path.join(dir, 'web-dist-app.html');
  writeFileSync(workTree, '<html>work tree</html>');

  it('reads the first place that has the built app.html (the deployed copy, else the work tree)', async () => {
    await expect(readTemplate([deployed, workTree])).resolves.toBe('<html>work tree</html>');
    writeFileSync(deployed, '<html>deployed</html>');
    await expect(readTemplate([deployed, workTree])).resolves.toBe('<html>deployed</html>');
  });

  it('says where it looked when no place has one', async () => {
    await expect(readTemplate([path.join(dir, 'none.html')])).rejects.toThrow(
      /none\.html.*build the web app/,
    );
  });
});

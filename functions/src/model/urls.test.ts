import { describe, expect, it } from 'vitest';
import { httpUrl } from './primitives';
import { isHttpUrl } from './urls';

const schema = httpUrl(100);

describe('isHttpUrl and httpUrl (spec section 5: a valid http or https address)', () => {
  it.each([
    'http://example.ac.jp',
    'https://example.ac.jp/icons/lab.png?size=72#top',
    'HTTPS://EXAMPLE.AC.JP/',
    'http://localhost:5000/i.png',
    'https://研究室.example.jp/',
  ])('when the value is %j, then it is accepted', (value) => {
    expect(isHttpUrl(value)).toBe(true);
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['another scheme', 'ftp://example.ac.jp/i.png'],
    ['a script', 'javascript:alert(1)'],
    ['a script written like an address', 'javascript://example.ac.jp/%0Aalert(1)'],
    ['inline data', 'data:image/png;base64,iVBORw0KGgo='],
    ['a file', 'file:///etc/passwd'],
    ['no scheme', 'example.ac.jp/i.png'],
    ['a relative path', '/icons/lab.png'],
    ['a scheme-relative address', '//example.ac.jp/i.png'],
    ['no slashes after the scheme', 'https:example.ac.jp'],
    ['one slash after the scheme', 'https:/example.ac.jp'],
    ['no host', 'http://'],
    ['a space', 'https://example.ac.jp/a b.png'],
    ['a bad port', 'https://example.ac.jp:99999/'],
  ])('when the value is %s, then it is refused', (_what, value) => {
    expect(isHttpUrl(value)).toBe(false);
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('when the value is padded, then the schema trims it; past the limit, then it is refused', () => {
    expect(schema.parse(' https://example.ac.jp/ ')).toBe('https://example.ac.jp/');
    const short = httpUrl(40);
    const at = `https://example.ac.jp/${'i'.repeat(40 - 22)}`;
    expect(short.safeParse(at).success).toBe(true);
    expect(short.safeParse(`${at}i`).success).toBe(false);
  });
});

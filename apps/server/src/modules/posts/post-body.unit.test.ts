import { describe, expect, it } from 'vitest';
import { renderPostBody } from './post-body';

/** Issue 35: the small markup of a post, raw HTML off, links only to http, https and mailto. */
describe('a post’s body', () => {
  it.each([
    ['a relative address', '[a](/u/otra)', '<p>[a](/u/otra)</p>\n'],
    ['an ftp address', '[a](ftp://x.ar/f)', '<p>[a](ftp://x.ar/f)</p>\n'],
    ['a vbscript address', '[a](vbscript:msgbox(1))', '<p>[a](vbscript:msgbox(1))</p>\n'],
    [
      'a link title (dropped)',
      '[a](https://x.ar "t")',
      '<p><a href="https://x.ar" rel="nofollow ugc noopener">a</a></p>\n',
    ],
    [
      'an image (a link at most)',
      '![i](https://x.ar/i.png)',
      '<p>!<a href="https://x.ar/i.png" rel="nofollow ugc noopener">i</a></p>\n',
    ],
    ['a heading (text)', '# Hola', '<p># Hola</p>\n'],
    ['code (text)', '`x` <code>', '<p>`x` &lt;code&gt;</p>\n'],
    ['a bare address (text)', 'https://x.ar', '<p>https://x.ar</p>\n'],
  ])('renders %s safely', (_name, body, html) => {
    expect(renderPostBody(body)).toBe(html);
  });
});

import { describe, expect, it } from 'vitest';
import { htmlOfParagraphText, paragraphTextOf, pictureIdsOf, plainTextOf, sanitizeRichText } from './html';

const PICTURE = '/atsteel/SystemManager/file/view?id=0d6f5b6e-3c1a-4f55-9a8e-2b7c1d9e4f10';

describe('sanitizeRichText', () => {
  it('keeps the editor’s formatting', () => {
    const html = '<h2>标题</h2><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles and event handlers', () => {
    const out = sanitizeRichText('<p onclick="steal()">x<script>alert(1)</script><style>p{}</style></p><img src="x" onerror="alert(1)">');
    expect(out).toBe('<p>x</p>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">b</a>')).toBe('<a>b</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">c</a>')).not.toContain('javascript');
  });

  it('keeps web links and makes new-window links safe', () => {
    expect(sanitizeRichText('<a href="https://www.iso.org" target="_blank">ISO</a>')).toBe(
      '<a href="https://www.iso.org" target="_blank" rel="noopener noreferrer nofollow">ISO</a>',
    );
  });

  it('keeps our own pictures only', () => {
    expect(sanitizeRichText(`<img src="${PICTURE}" alt="a">`)).toBe(`<img src="${PICTURE.replace('&', '&amp;')}" alt="a" />`);
    expect(sanitizeRichText('<img src="https://evil.example/x.png">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('lists the pictures a body shows', () => {
    const body = sanitizeRichText(`<p><img src="${PICTURE}"><img src="${PICTURE}"></p>`);
    expect(pictureIdsOf(body)).toEqual(['0d6f5b6e-3c1a-4f55-9a8e-2b7c1d9e4f10']);
  });

  it('reads the plain text', () => {
    expect(plainTextOf('<p>Q355B &amp; <b>S355J2</b></p>\n<p>x</p>')).toBe('Q355B & S355J2 x');
  });
});

describe('paragraph text', () => {
  const text = '## 一、账号注册\n1. 真实信息 <b>\n2. 一个手机号 & 一个账号\n\n说明段落。';

  it('turns headings, paragraphs and line breaks into safe HTML', () => {
    expect(htmlOfParagraphText(text)).toBe('<h2>一、账号注册</h2><p>1. 真实信息 &lt;b&gt;<br>2. 一个手机号 &amp; 一个账号</p><p>说明段落。</p>');
  });

  it('reads HTML back as paragraph text: headings alone, list items on lines, entities decoded, scripts gone', () => {
    expect(paragraphTextOf(htmlOfParagraphText(text))).toBe('## 一、账号注册\n\n1. 真实信息 <b>\n2. 一个手机号 & 一个账号\n\n说明段落。');
    expect(paragraphTextOf('<h3>Scope</h3><ul><li>One</li><li>Two</li></ul><script>alert(1)</script><p>End&nbsp;</p>')).toBe('## Scope\n\nOne\nTwo\n\nEnd');
  });
});

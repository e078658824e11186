import sanitizeHtml from 'sanitize-html';

/** Where our stored pictures are read: the only `src` a sanitised body may show. */
const PICTURE_SRC = /^\/atsteel\/SystemManager\/file\/view\?id=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code', 'pre', 'hr',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Pictures only from our own file store; anything else is dropped with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !PICTURE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links that open elsewhere never hand the opener over.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Rich text from an editor, reduced to the allow-list above: no script or style, no event handlers, no
 * `javascript:` or `data:` links, no pictures from other sites. What is stored is what is shown.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The stored-file ids of the pictures a sanitised body shows, in order, once each. */
export function pictureIdsOf(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) {
    const id = PICTURE_SRC.exec((match[1] ?? '').replace(/&amp;/g, '&'))?.[1];
    if (id) ids.add(id.toLowerCase());
  }
  return [...ids];
}

/** The text of a body, for summaries and search (tags dropped, entities decoded by the parser). */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h2|h3|h4|li|tr|blockquote)>/g, '$& '), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * A body as paragraph text: headings as '## ' lines, paragraphs and lists separated by blank lines, line breaks and
 * list items on lines of their own (how agreements are served: contract/endpoints/agreement.ts).
 */
export function paragraphTextOf(html: string): string {
  const marked = sanitizeRichText(html)
    .replace(/<h[2-4][^>]*>/g, '\n\n## ')
    .replace(/<\/(h[2-4]|p|ol|ul|blockquote|pre|table)>/g, '\n\n')
    .replace(/<(br)\s*\/?>|<li[^>]*>|<\/tr>/g, '\n');
  const text = decodeEntities(sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }));
  return text
    .split(/\n{2,}/)
    .map((block) => block.split('\n').map((line) => line.trim()).filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML, as element content or as a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The reverse of `paragraphTextOf`: a block's leading '## ' line becomes a heading, the rest a paragraph, its lines breaks. */
export function htmlOfParagraphText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      const heading = lines[0].startsWith('## ') ? `<h2>${escapeHtml(lines.shift()!.slice(3).trim())}</h2>` : '';
      return heading + (lines.length > 0 ? `<p>${lines.map(escapeHtml).join('<br>')}</p>` : '');
    })
    .join('');
}

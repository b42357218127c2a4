import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for review HTML: headings, paragraphs, lists, emphasis and links. No scripts, no
 * event handlers, no inline styles, no `javascript:` URLs; links get `rel="noopener nofollow"`.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a'],
  // rel and target are always ours: transformTags overwrites whatever the author wrote.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener nofollow', target: '_blank' },
    }),
  },
};

export function sanitizeReview(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

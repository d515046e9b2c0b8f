import sanitizeHtml from 'sanitize-html'

const TEXT_STYLE = {
  'text-align': [/^(left|right|center|justify)$/],
  color: [
    /^#[0-9a-f]{3,8}$/i,
    /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
    /^[a-z]{3,20}$/i,
  ],
  'background-color': [
    /^#[0-9a-f]{3,8}$/i,
    /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
    /^[a-z]{3,20}$/i,
  ],
  'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'text-decoration': [/^(underline|line-through|none)$/],
  'padding-left': [/^\d{1,3}px$/],
}
const SIZE_STYLE = { width: [/^\d{1,4}(\.\d+)?(px|%)$/], height: [/^\d{1,4}(\.\d+)?(px|%)$/] }
const TABLE_STYLE = {
  ...TEXT_STYLE,
  ...SIZE_STYLE,
  'border-collapse': [/^(collapse|separate)$/],
  'border-width': [/^\d{1,2}px$/],
}

/** Image sources: http(s) addresses, or files served by this server. */
const IMG_SRC = /^(https?:\/\/|\/prod-api\/file\/[0-9a-f]{32}$)/i

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'a',
    'img',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'hr',
    'sub',
    'sup',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    table: ['style', 'border', 'cellpadding', 'cellspacing', 'width'],
    td: ['style', 'colspan', 'rowspan', 'width'],
    th: ['style', 'colspan', 'rowspan', 'width', 'scope'],
    col: ['style', 'width', 'span'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': TEXT_STYLE,
    img: { ...TEXT_STYLE, ...SIZE_STYLE, float: [/^(left|right|none)$/] },
    table: TABLE_STYLE,
    td: TABLE_STYLE,
    th: TABLE_STYLE,
    col: SIZE_STYLE,
  },
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs, rel: 'noopener noreferrer' }
      if (out.target && out.target !== '_blank' && out.target !== '_self') delete out.target
      return { tagName, attribs: out }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMG_SRC.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
}

/**
 * Cleans rich text (a notice, a form's rich-text field, any domain's HTML input) with an allowlist of what the
 * rich-text editor produces: no scripts, event handlers,
 * frames, forms or style sheets; links only http(s) and mailto (rel forced to noopener noreferrer); images only
 * from http(s) or this server's files; inline style limited to a few text and size properties.
 */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, OPTIONS)

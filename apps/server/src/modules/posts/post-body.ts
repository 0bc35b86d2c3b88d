import MarkdownIt from 'markdown-it';

/** The only addresses a post may link to. */
const ALLOWED_LINK = /^(https?:|mailto:)/i;

/** What every link in a post carries: no ranking credit, marked as the creator's, no opener. */
const LINK_REL = 'nofollow ugc noopener';

/**
 * The small markup of a post (issue 35): paragraphs (a line break is kept), links, **bold**,
 * *italics* and lists, nothing else. Raw HTML is off, so `<script>` and every other tag a creator
 * types comes out as text; every other markdown construct (headings, images, code, tables) is
 * disabled and reads as the characters typed.
 */
const markdown = new MarkdownIt('zero', { html: false, breaks: true, linkify: false });
markdown.enable(['paragraph', 'list', 'emphasis', 'link', 'newline', 'escape', 'entity']);
markdown.validateLink = (url) => ALLOWED_LINK.test(url.trim());

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token)
    token.attrs = [
      ['href', token.attrGet('href') ?? ''],
      ['rel', LINK_REL],
    ];
  return self.renderToken(tokens, index, options);
};

/** A post's body as HTML safe to put in a page: only p, br, a (http, https, mailto), strong, em, ul, ol, li. */
export function renderPostBody(body: string): string {
  return markdown.render(body);
}

/**
 * A short plain-text line from markdown, for cards that show a teaser of a longer description.
 * Not a markdown parser: it drops the syntax a reader would not want to see (headings, emphasis,
 * link addresses, table rules, HTML tags, code fences) and keeps the words.
 */
export function markdownSummary(markdown: string, maxCharacters = 120): string {
  const text = markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*(```|~~~).*$/gm, ' ') // fence lines (their code stays as words)
    .replace(/<[^>\n]*>/g, ' ') // HTML tags, so a card never shows markup
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images: their alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1') // reference links
    .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, ' ') // link reference definitions
    .replace(/^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/gm, ' ') // table rules
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // headings
    .replace(/^\s{0,3}>\s?/gm, '') // quotes
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/gm, '') // list markers and task boxes
    .replace(/^\s*([-*_])(\s*\1){2,}\s*$/gm, ' ') // thematic breaks
    .replace(/\|/g, ' ') // table cells
    .replace(/(\*\*|__|~~|\*|_|`)/g, '') // emphasis, strike, code
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(text);
  return characters.length <= maxCharacters
    ? text
    : `${characters
        .slice(0, maxCharacters - 1)
        .join('')
        .trimEnd()}…`;
}

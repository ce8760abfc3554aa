/**
 * The address rule for rendered markdown (spec section 1): a link or image address survives only
 * with the http, https, irc, ircs, mailto or xmpp scheme; any other is blanked. An address
 * without a scheme is a path on this site and is kept (the notices link to /event and
 * /inquire), except a protocol-relative one (`//host`, `/\host`), which leaves the site.
 */

export const SAFE_URL_SCHEMES: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

/** What browsers strip or ignore inside an address before reading its scheme. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes.
const IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/** The address as kept, or '' when its scheme is not allowed. */
export function sanitizeUrl(url: string): string {
  const compact = url.replace(IGNORED_CHARACTERS, '');
  if (compact === '') return '';
  const colon = compact.indexOf(':');
  const firstDelimiter = compact.search(/[/?#]/);
  const hasScheme = colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter);
  if (hasScheme) {
    return SAFE_URL_SCHEMES.includes(compact.slice(0, colon).toLowerCase()) ? url.trim() : '';
  }
  // No scheme: relative to this site. `//host` and `/\host` are another host in disguise.
  if (/^[/\\]{2}/.test(compact)) return '';
  return url.trim();
}

/** react-markdown's `urlTransform`: every href and src of the rendered tree passes through here. */
export function markdownUrlTransform(url: string): string {
  return sanitizeUrl(url);
}

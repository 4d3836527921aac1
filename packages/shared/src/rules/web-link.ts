/**
 * Whether a text is a link a browser may open from our pages: an absolute `http://` or `https://` URL with a
 * host. Everything else — `javascript:`, `data:`, relative paths, bare words — is refused, because proofs
 * and other user-given links are shown to every visitor.
 */
export function isWebLink(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}

/**
 * Content-Disposition with an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987), the one
 * helper every download uses: "बिल-अक्टूबर.pdf" arrives as itself in every current browser, and as
 * "___-_______.pdf" in a client that only reads `filename`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** encodeURIComponent leaves ' ( ) * bare, which RFC 5987's attr-char does not allow. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

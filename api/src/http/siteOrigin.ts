/** An http(s) origin from configuration ("https://bakaya.in/" → "https://bakaya.in"); anything else is a start-up error. */
export function siteOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) address like https://bakaya.in, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_ORIGIN must use http or https, got "${raw}".`);
  return url.origin;
}

// Rules of the public pages.

/** The address the iframe page may show: an absolute http(s) URL, read from the query value. The value arrives
 *  URL-encoded; a value encoded twice by its sender is decoded once more. Anything else (javascript:, data:,
 *  relative paths) gives null. */
export function frameUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return httpUrl(trimmed) ?? httpUrl(decodeOnce(trimmed));
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null; // not an absolute URL
  }
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null; // malformed percent-encoding
  }
}

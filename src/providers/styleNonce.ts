// The page's CSP style nonce. The server stamps it on <meta property="csp-nonce"> in the shell (server/plugins/csp.ts;
// the browser hides the attribute once parsed, the `nonce` property keeps it). Everything that creates <style>
// elements (emotion for MUI, tiptap's editor CSS) must carry it, or the strict policy drops their styles.
import createCache, { type EmotionCache } from '@emotion/cache';

export function styleNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Vite's dev server serves index.html untouched (and sends no CSP): no nonce then.
  return meta?.nonce || undefined;
}

/** MUI's emotion cache with the nonce; `prepend` keeps MUI's styles before any sx overrides loaded later. */
export function createStyleCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: 'css', nonce, prepend: true });
}

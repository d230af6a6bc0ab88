// The few browser side effects the providers perform, behind one object so tests can observe them
// (jsdom implements neither page reloads nor navigation to another document).
export const browser = {
  reload(): void {
    window.location.reload();
  },
  /** Leave the dashboard for another address (parent product, external inbox, embedded login). */
  assign(url: string): void {
    window.location.assign(url);
  },
  hostname(): string {
    return window.location.hostname;
  },
  cookies(): string {
    return document.cookie;
  },
  online(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  },
};

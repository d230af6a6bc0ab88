// Business constants and limits of spec §9, in one place for the dashboard, the server and the widget.

export const PRODUCT_NAME = 'Parley';

/** Inbox toasts (react-toastify style containers): bottom-left, closable, no progress bar. */
export const INBOX_TOAST_MS = { veryLong: 7000, long: 5000, medium: 3000, short: 1000 } as const;
export const INBOX_TOAST_DEFAULT_MS = INBOX_TOAST_MS.long;
export const FORM_TIMEOUT_MS = 60000;
/** Application snackbars: auto-hide, at most three shown, top centre. */
export const APP_TOAST_AUTO_HIDE_MS = 5000;
export const APP_TOAST_MAX_SHOWN = 3;
export const APP_TOAST_MAX_WIDTH_PX = 1154;

export const HIGHLIGHTS_MAX_FIELDS = 15;
export const HOLIDAYS_MAX = 100;
export const TOPIC_PRODUCTS_MAX = 50;
export const DURATION_MIN = 1;
export const DURATION_MAX = 999;
export const PRICE_MAX_DECIMALS = 2;

export const PATH_NAME = { min: 4, max: 40 } as const;
export const NAME = { min: 2, max: 50 } as const;
export const COMPANY = { min: 2, max: 50 } as const;
export const DESCRIPTION = { min: 2, max: 120 } as const;
export const TITLE_MAX = 50;
/** Our own password policy (the spec shows none): long enough to resist guessing, short enough for scrypt input. */
export const PASSWORD = { min: 8, max: 128 } as const;

export const CANNED_SAVED_FLAG_MS = 5000;
export const TYPING_DEBOUNCE_MS = 200;
export const FLAG_RESET_MS = 3000;
export const RECONNECT_AFTER_ONLINE_MS = 5000;
export const SUBSCRIPTION_RETRY_MS = 2000;
export const LARGE_NUMBER = 1e10;

export const ATTACHMENTS_REQUEST_LIMIT = 1000;
export const DEFAULT_HELPDESK_TAB = 1;
export const INBOX_TABS = [0, 1] as const;

export const TIME_SLOT_SECONDS = 1800;
export const DAY_SECONDS = 86400;
export const DATE_RANGE_MAX_DAYS_BACK = 91;
export const INTENT_RANGE_MONTHS = [1, 3] as const;
export const GIF_PAGE_LIMIT = 10;
export const GIF_RATING = 'pg';

export const LAZY_DELAY_MS = 500;
export const LAZY_TIMEOUT_MS = 10000;
export const ERROR_TRACE_SAMPLE_RATE = 1;

export const ESCAPE_KEY_CODE = 27;
export const MODAL_Z_INDEX = { min: 200, max: 502 } as const;

export const LAYOUT_MIN_WIDTH_PX = 1248;
export const LAYOUT_MIN_WIDTH_WITH_SIDENAV_PX = 1086;

/** Browser storage keys (local storage unless marked). */
export const STORAGE_KEYS = {
  loginToken: 'parley.publisherLoginToken',
  currentProject: 'parley.currentProject',
  networkStatus: 'parley.networkStatus',
  inboxSelectedFilter: 'parley.inboxSelectedFilter',
  teamsOnlyToken: 'parley.teamsOnlyToken',
  highlightsSetupPopup: 'parley.highlightsSetupPopup',
  permissions: 'parley.permissions',
  /** session storage: chosen variant of the parent product ('sos' | 'mos'). */
  variant: 'os',
} as const;

/** Auth token lifetimes and login throttling (server policy). */
export const SESSION_TTL_DAYS = 30;
export const VERIFY_TOKEN_TTL_HOURS = 48;
export const RESET_TOKEN_TTL_HOURS = 2;
export const INVITE_TOKEN_TTL_DAYS = 7;
/** Wrong passwords before a login is refused (429), after OWASP's account-lockout guidance: per account and client
 *  address, per address across accounts, and a slower ceiling per account from every address (so a guesser elsewhere
 *  cannot lock the real user out with five tries). Windows in seconds. */
export const LOGIN_LIMIT = {
  perAccountAndAddress: { points: 5, windowSeconds: 15 * 60 },
  perAddress: { points: 20, windowSeconds: 15 * 60 },
  perAccount: { points: 50, windowSeconds: 60 * 60 },
} as const;

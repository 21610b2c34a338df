// Business constants of spec §9, in one place for server and web.
export const REQUEST_TIMEOUT_MS = 30_000;
export const SHORT_REQUEST_TIMEOUT_MS = 10_000;
export const ERROR_MESSAGE_MS = 3_000;
export const RETRY_LIMIT = 5;
/** The request header that makes a creation idempotent (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/**
 * How long the server keeps the first answer to an Idempotency-Key (then the key may be used again). Longer than a
 * guard's device may still send a register it queued offline (OFFLINE_REGISTER_MAX_AGE_HOURS after it happened, which
 * may be up to OFFLINE_CLOCK_SKEW_SECONDS ahead of the server): a queued register sent again is replayed, or refused
 * as too old, but never written twice.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 73;
/** How many times the web resends a creation, with the same key, after a timeout or a connection error. */
export const IDEMPOTENT_RETRY_LIMIT = 3;

export const BREAKPOINT_MOBILE_MAX = 575; // below this: mobile
export const BREAKPOINT_TABLET_MAX = 767; // 575..767: tablet
export const BREAKPOINT_DESKTOP_MIN = 1200; // from this: desktop layout

export const DYNAMIC_KEY_VALIDITY_SECONDS = 5 * 60;
/** A live key with less time left than this is not handed out again: the caller gets a fresh one. */
export const DYNAMIC_KEY_MIN_LIVE_SECONDS = 30;
/** How often the open dynamic-key dialog asks whether its key was used (then it shows the new one). */
export const DYNAMIC_KEY_POLL_MS = 3_000;
export const QR_SIZE_PX = 200;
export const QR_LEVEL = 'H';

export const MANUAL_VISIT_KEY_TYPE_ID = 6;
export const MANUAL_PROVIDER_KEY_TYPE_ID = 5;
export const OWN_EVENT_TYPE_ID = 2;
export const EVENT_TOLERANCE_DEFAULT_HOURS = 1;

export const USER_PHONE_DIGITS = 10;
export const INVITATION_PHONE_MIN_DIGITS = 9;
export const INVITATION_PHONE_MAX_DIGITS = 11;
export const COUNTRY_CODES = ['+52', '+1'] as const;
export const DEFAULT_COUNTRY_CODE = '+52';

export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000; // users by network are fetched 1000 at a time on desktop
export const EVENT_GUEST_PAGE_SIZE = 5;
export const GUARD_EXIT_LIST_SIZE = 500;
export const SECONDARY_HOST_INVITATION_FETCH = 500;

export const SEARCH_DEBOUNCE_MS = 500;
export const SHORT_SEARCH_DEBOUNCE_MS = 300;
export const INVITATION_REFRESH_MS = 300_000;

export const SCANNER_DELAY_MS = 100;
export const NAVIGATION_DELAY_MS = 500;
export const COPY_LINK_TOAST_MS = 1_500;
export const SUCCESS_MESSAGE_MS = 1_500;
export const EVENT_SUCCESS_MS = 3_000;
export const DUPLICATE_MODAL_MS = 2_500;
export const DRAWER_RESET_MS = 400;
export const PRINT_DELAY_MS = 500;
/** A provider's check-in or check-out message stays this long before the logbook opens (spec §4). */
export const POST_CHECK_IN_DELAY_MS = 1_000;

export const LABEL_WIDTH = 540;
export const LABEL_HEIGHT = 360;
export const LABEL_NAME_SHRINK_AFTER = 35;
export const CAMERA_ASPECT_MOBILE = 2 / 3;
export const CAMERA_ASPECT_DESKTOP = 1.67;
export const MAP_HEIGHT_PX = 250;

export const VISITOR_DURATION_HOURS = { min: 1, max: 24, default: 1 } as const;
/** Spec §9 "multiple-access duration 2 h" (the original's DEFAULT_DURATION): what switching multiple access on gives. */
export const MULTIPLE_ACCESS_DURATION_HOURS = 2;
export const TEMPORARY_DURATION_MAX = { days: 30, weeks: 10, months: 12 } as const;
/**
 * Tolerance of a temporary (multiple-access) invitation, spec §5: 1 to 12 hours on a phone. It is also what the
 * server accepts, since the desktop's 2 to 6 lies inside it. The default is the range's first value (as an event's).
 */
export const TOLERANCE_HOURS = { min: 1, max: 12, default: 1 } as const;
/** The desktop drawer's tolerance choice, spec §5 "desktop temporary 2 to 6". */
export const DESKTOP_TOLERANCE_HOURS = { min: 2, max: 6, default: 2 } as const;
export const EVENT_TOLERANCE_HOURS = { min: 1, max: 24 } as const;
/** An access point's "providers may stay N hours" (docs/overstay.md): up to three days; null is no limit. */
export const PROVIDER_MAX_STAY_HOURS = { min: 1, max: 72 } as const;

export const THEME_PRIMARY = '#10418a';
export const THEME_SECONDARY = '#ff8000';

// Field limits shared by forms and the server.
export const MAX_NAME = 120;
export const MAX_EMAIL = 254;
export const MAX_TEXT = 500;
export const MAX_NOTES = 2000;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 200;

/** How long after a granted entry a gate may still be opened for it (networks.open_gate_window_minutes). */
export const OPEN_GATE_WINDOW_MINUTES = { min: 1, max: 120, default: 5 } as const;
export const MAX_PROVIDER_NAME = 60;

/** Largest decoded photo the server accepts; it is re-encoded to at most PHOTO_MAX_SIDE_PX on the long side. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_SIDE_PX = 1600;
/** base64 of PHOTO_MAX_BYTES plus room for a data: prefix; larger strings are refused before decoding. */
export const PHOTO_MAX_BASE64_CHARS = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 100;

/** The Server-Sent Event name of a live change (live.ts, GET /events/stream): here, without zod, for the browser's
 * stream reader, which reads the schema only when a change comes. */
export const LIVE_EVENT_NAME = 'change';

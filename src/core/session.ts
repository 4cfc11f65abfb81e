/**
 * Session and visitor ids (32 lowercase hex characters). The session lives in the
 * `builderSessionId` cookie for 30 minutes, extended at every tracking flush; the visitor id in
 * `localStorage.builderVisitorId`. Nothing is written until `persist()`, which the tracker calls
 * only while tracking is allowed.
 */
import type { CookieJar } from './cookies.ts';

/** Cookie holding the session id. */
export const SESSION_COOKIE = 'builderSessionId';
/** localStorage key holding the visitor id. */
export const VISITOR_STORAGE_KEY = 'builderVisitorId';
/** Session lifetime after the last tracking flush. */
export const SESSION_MINUTES = 30;

const ID = /^[a-f0-9]{32}$/;

/** 128 random bits (Web Crypto: every supported browser and Node ≥ 20) as 32 lowercase hex characters. */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The visitor's ids, kept in memory until tracking is allowed. */
export interface VisitorSession {
  sessionId(): string;
  visitorId(): string;
  /** Stores both ids (and extends the session); failures are ignored. */
  persist(): void;
}

function readStorage(storage: () => Storage | undefined): string | null {
  try {
    return storage()?.getItem(VISITOR_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage can throw in sandboxed frames and some private modes
  }
}

/** Session and visitor ids over a cookie jar and a storage (both may be absent). */
export function createVisitorSession(
  jar: () => CookieJar | undefined,
  storage: () => Storage | undefined,
): VisitorSession {
  let session: string | undefined;
  let sessionEnds = 0;
  let visitor: string | undefined;
  const minutesFromNow = () => Date.now() + SESSION_MINUTES * 60_000;

  const sessionId = (): string => {
    const stored = jar()?.get(SESSION_COOKIE);
    if (stored && ID.test(stored)) session = stored;
    else if (!session || Date.now() > sessionEnds) {
      session = randomId();
      sessionEnds = minutesFromNow();
    }
    return session;
  };

  const visitorId = (): string => {
    const stored = readStorage(storage);
    return (visitor = stored && ID.test(stored) ? stored : (visitor ?? randomId()));
  };

  return {
    sessionId,
    visitorId,
    persist() {
      const id = sessionId();
      sessionEnds = minutesFromNow();
      try {
        jar()?.set(SESSION_COOKIE, id, { expires: new Date(sessionEnds) });
      } catch {
        // tracking failures are silent
      }
      try {
        storage()?.setItem(VISITOR_STORAGE_KEY, visitorId());
      } catch {
        // as above
      }
    },
  };
}

// Sessions started by a verified one-time code (issue 5 "Sessions and gating"). Platform choices: the
// spec names sign-out ("ends the session and clears the user", 001 §6) but no lifetime.

/**
 * The session cookie's name without its prefix. It is sent as `__Host-fc_session`: Secure, Path=/, no
 * Domain, so only this exact site (host) ever gets it. Browsers treat http://localhost and
 * http://*.localhost as secure, so the same cookie works in local development.
 */
export const SESSION_COOKIE_NAME = 'fc_session';

/** How long a session lasts from sign-in, absolute (platform: 30 days). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

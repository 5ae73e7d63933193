// The platform's users (the gateway's migration 0002): one row per verified phone. Only the gateway's identity
// writes them; the leads and the identity log point at a user by phone.

/** The SQL for "the id of the user with this phone" inside another statement (one `?`: the phone). */
export const USER_ID_BY_PHONE = '(SELECT id FROM users WHERE phone = ?)';

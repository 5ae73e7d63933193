import { apiCall } from '../actions/api-call';

// The watchlist calls the vehicle page makes (spec: 000 §7 "POST /api/watchlist/save-car | JSON
// {phone_number, car_id}; response read for a success flag", remove-car the same; the gateway's
// GET /api/session and GET /api/watchlist tell who is signed in and what they saved).

/** The signed-in visitor's phone, or null when signed out (or without a phone). */
export async function signedInPhone(): Promise<string | null> {
  const session = await apiCall<{ user: { phone?: string | null } | null }>('/api/session');
  return session.user?.phone || null;
}

/** Whether the signed-in visitor's watchlist holds the car. */
export async function isOnWatchlist(carId: number): Promise<boolean> {
  const list = await apiCall<{ data: Array<{ id: number }> }>('/api/watchlist');
  return list.data.some((entry) => entry.id === carId);
}

/**
 * Saves or removes the car; throws with the API's error when the answer is not a success.
 * @example await setOnWatchlist('0412345678', 4021, true);
 */
export async function setOnWatchlist(phone: string, carId: number, save: boolean): Promise<void> {
  const answer = await apiCall<{ success?: boolean; error?: string }>(
    `/api/watchlist/${save ? 'save-car' : 'remove-car'}`,
    { method: 'POST', body: { phone_number: phone, car_id: carId } },
  );
  if (answer.success !== true) throw new Error(answer.error ?? 'The watchlist did not save the change.');
}

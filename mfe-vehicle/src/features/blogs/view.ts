// Blog cards on the vehicle page (spec: 001 §3 "Blog card"; issue 6 "blogs"). Filled by the fragment
// from `GET /api/blogs?make=&limit=` (deferred: a failure shows no blog section).

/** spec: 001 §3 "Blog card", with the date already formatted (dd/MM/yyyy) on the server. */
export interface BlogCardView {
  href: string;
  heading: string;
  image: string | null;
  description: string;
  /** dd/MM/yyyy */
  date: string;
  /** The ISO date, for <time dateTime>. */
  isoDate: string;
}

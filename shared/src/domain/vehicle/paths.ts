// Zod-free, so the vehicle island can bundle it (the answers' schemas are in ./api).

/** Paths of the vehicle page's calls, relative to the site. */
export const vehicleApiPaths = {
  autogauge: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/autogauge`,
  delivery: (slug: string, postcode: string) =>
    `/api/cars/${encodeURIComponent(slug)}/delivery?postcode=${encodeURIComponent(postcode)}`,
  driveAway: (slug: string, postcode: string) =>
    `/api/cars/${encodeURIComponent(slug)}/drive-away?postcode=${encodeURIComponent(postcode)}`,
  similar: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/similar`,
  pdf: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`,
  view: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/view.json`,
} as const;

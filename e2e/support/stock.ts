import { getAsSite } from './http.ts';

/** The car slugs a site lists in its sitemap, in sitemap order. */
export async function carSlugsOf(tenant: string): Promise<string[]> {
  const sitemap = (await getAsSite(`${tenant}.localhost`, '/sitemap.xml')).text;
  return [...sitemap.matchAll(/\/cars\/([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

export interface ListedCar {
  id: number;
  slug: string;
  name: string;
  status: string;
  photos_count: number;
  km: number;
  stocknum: string;
}

/**
 * The first car on a site that matches `wanted`, read through the site's own API; with `fromEnd`, the
 * last one in sitemap order (a car the other journeys and the crawl are least likely to have opened).
 */
export async function findCar(
  tenant: string,
  wanted: (car: ListedCar) => boolean,
  options: { fromEnd?: boolean } = {},
): Promise<ListedCar> {
  const slugs = await carSlugsOf(tenant);
  for (const slug of options.fromEnd ? slugs.reverse() : slugs) {
    const response = await getAsSite(`${tenant}.localhost`, `/api/cars/${slug}`);
    if (response.status !== 200) continue;
    const car = response.json<ListedCar>();
    if (wanted(car)) return car;
  }
  throw new Error(`no car on ${tenant} matches`);
}

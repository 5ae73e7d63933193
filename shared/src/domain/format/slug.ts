// URL slugs of names (a make, a body, a dealership), as the catalogue and the demo data write them.

/**
 * A URL slug: lower-case ASCII letters and digits joined by single hyphens; accents are dropped.
 * @example slugify('Mercedes-Benz') // 'mercedes-benz'
 * @example slugify('People Mover') // 'people-mover'
 * @example slugify('Citroën C3') // 'citroen-c3'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

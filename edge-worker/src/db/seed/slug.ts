/**
 * A URL slug: lower case ASCII letters and digits joined by single hyphens.
 * @example slugify('Mercedes-Benz') // 'mercedes-benz'
 * @example slugify('2021 Toyota Hilux SR5') // '2021-toyota-hilux-sr5'
 * @example slugify('People Mover') // 'people-mover'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

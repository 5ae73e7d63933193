/**
 * `page` on a menu link to the page being shown, for `aria-current`.
 * @example ariaCurrent('/service', '/service') // 'page'
 */
export function ariaCurrent(href: string, currentPath: string): 'page' | undefined {
  return href === currentPath ? 'page' : undefined;
}

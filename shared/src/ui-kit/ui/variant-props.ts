/**
 * A recipe's variant props without Panda's responsive forms (`{ base: 'sm', md: 'lg' }`, arrays):
 * the kit's class names are resolved once per render from plain values, the same on the Worker and
 * in the browser (and, for the browser build, ahead of time: scripts/lib/static-panda).
 */
export type PlainVariantProps<T> = { [K in keyof T]?: Exclude<T[K], object> };

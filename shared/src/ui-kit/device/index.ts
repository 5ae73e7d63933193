// Device-remembered state every remote may use: the favourites and compare lists. The atoms need
// jotai (a shared singleton in the browser); keys and saved-cars are plain and zod-free.
export * from './atoms';
export * from './keys';
export * from './local-storage';
export * from './saved-cars';

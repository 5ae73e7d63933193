// The release channels a remote is deployed on (one Worker each), apart from the registry's schemas so a
// remote's declaration (read by plain Node at build time) names them without the registry.

export const CHANNELS = ['stable', 'canary'] as const;
export type Channel = (typeof CHANNELS)[number];

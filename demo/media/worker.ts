import { media } from './routes';

// The demo's media origin: a Worker of its own (wrangler.toml beside this file), never deployed. The
// gateway passes `/media/*` through to it at MEDIA_ORIGIN, as it would to a CDN or bucket in production.
export default media;

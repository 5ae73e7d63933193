// The shell's browser entry (built to /assets/shell/client.js). Loaded as an async module, so it may
// run before the body is parsed: wait for the DOM first.
import { initChrome } from './chrome';

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => initChrome(document), { once: true });
} else {
  initChrome(document);
}

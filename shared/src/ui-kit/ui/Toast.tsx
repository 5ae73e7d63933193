import { css } from '@forecourt/shared/styled-system/css';
import {
  UNSTABLE_Toast as AriaToast,
  Button,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components/Toast';
import { CloseIcon } from './Icons';

// The page's toasts: react-aria-components' toast region and queue (RAC 1.22 ships them as UNSTABLE_;
// the API is the documented one). RAC announces each toast, lets keyboard users reach the region (F6)
// and close it, and pauses the timer while it is hovered or focused. One queue per page: in the
// browser this module is a shared singleton the shell provides, so every island shows its toasts in the
// one region. Nothing renders on the server: a toast only ever comes from a visitor's action.

/** A toast's text, and an optional link (spec: 000 §8 "Toasts … each with a View List action"). */
export interface ToastMessage {
  title: string;
  description?: string | undefined;
  action?: { label: string; href: string } | undefined;
}

/** spec: 001 §4 "Toasts: one at a time"; §9 "Toast limit: 1". */
export const TOAST_LIMIT = 1;
/** Platform: how long a toast stays when the caller names no time. */
export const DEFAULT_TOAST_TIMEOUT_MS = 5000;

const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: TOAST_LIMIT });

/**
 * Shows a toast for `timeoutMs` (it stays while hovered or focused); returns its key for `closeToast`.
 * @example showToast({ title: 'Car Saved In Watchlist', action: { label: 'View List', href: '/my-garage/watchlist' } });
 */
export function showToast(message: ToastMessage, timeoutMs: number = DEFAULT_TOAST_TIMEOUT_MS): string {
  return queue.add(message, { timeout: timeoutMs });
}

/** Closes a toast before its time. */
export function closeToast(key: string): void {
  queue.close(key);
}

const styles = {
  region: css({
    position: 'fixed',
    insetInline: '4',
    // Above the sticky action bar (two lines of buttons on a phone).
    bottom: '6rem',
    zIndex: 50,
    display: 'flex',
    justifyContent: 'center',
    pointerEvents: 'none',
    _focusVisible: { focusRing: 'outside' },
  }),
  toast: css({
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    maxWidth: '28rem',
    px: '4',
    py: '3',
    borderRadius: 'md',
    bg: 'text',
    color: 'surface',
    boxShadow: 'lg',
    _focusVisible: { focusRing: 'outside' },
    '@media (forced-colors: active)': { border: '1px solid CanvasText' },
  }),
  content: css({ display: 'grid', gap: '1', flex: '1' }),
  title: css({ fontWeight: 'semibold' }),
  description: css({ fontSize: 'sm' }),
  action: css({
    justifySelf: 'start',
    fontWeight: 'semibold',
    color: 'inherit',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _focusVisible: { focusRing: 'outside' },
  }),
  close: css({
    display: 'inline-flex',
    p: '1',
    border: 'none',
    borderRadius: 'sm',
    bg: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    _focusVisible: { focusRing: 'outside' },
  }),
};

/**
 * Where the page's toasts appear: render it once per page, in the browser only (after mount), by the
 * island that shows toasts; the region exists only while a toast is visible, in `document.body`.
 * @example <Toasts />
 */
export function Toasts() {
  return (
    <ToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
            {toast.content.action && (
              <a className={styles.action} href={toast.content.action.href}>
                {toast.content.action.label}
              </a>
            )}
          </ToastContent>
          <Button slot="close" aria-label="Close" className={styles.close}>
            <CloseIcon />
          </Button>
        </AriaToast>
      )}
    </ToastRegion>
  );
}

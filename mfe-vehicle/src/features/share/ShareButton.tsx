import { COPIED, copiedToClipboard } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { ShareIcon } from '@forecourt/shared/ui/Icons';
import { COPIED_CONFIRMATION_MS, carShareUrl, SHARE_TOAST_MS } from '@forecourt/shared/vehicle/share';
import { useEffect, useState } from 'react';
import { notify } from '../actions/toasts';

const styles = { button: css({ gap: '1.5' }) };

/**
 * Share: copies the car's link, reads "Copied" for 1.5 s and shows the toast "Copied {car name} to your
 * clipboard!" for 3 s (spec: 000 §2, §4; 001 §2). A clipboard the browser refuses is only logged.
 * @example <ShareButton carName={data.title} path={sidebar.path} />
 */
export function ShareButton({ carName, path }: { carName: string; path: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    try {
      await navigator.clipboard.writeText(carShareUrl(window.location.origin, path));
    } catch (error) {
      console.warn('Could not copy the car link', error);
      return;
    }
    setCopied(true);
    notify({ title: copiedToClipboard(carName) }, SHARE_TOAST_MS);
  }

  return (
    <Button variant="ghost" size="sm" className={styles.button} onPress={() => void share()}>
      <ShareIcon />
      {copied ? COPIED : 'Share'}
    </Button>
  );
}

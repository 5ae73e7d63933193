import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { useSetAtom } from 'jotai/react';
import { openLeadFormAtom } from './open-lead-form';

/** The gallery's call to action (spec: 000 §1 "request more photos"). */
export const REQUEST_PHOTOS_LABEL = 'Request more photos';

const styles = { row: css({ display: 'flex', justifyContent: 'flex-end', mt: '3' }) };

/**
 * Under the gallery: opens the request-more-photos form (spec: 000 §3 "Request-photos form"). Needs
 * JavaScript, like the page's other form buttons.
 *
 * @example <RequestPhotosButton />
 */
export function RequestPhotosButton() {
  const open = useSetAtom(openLeadFormAtom);
  return (
    <div className={styles.row}>
      <Button variant="secondary" size="sm" onPress={() => open('request-photos')}>
        {REQUEST_PHOTOS_LABEL}
      </Button>
    </div>
  );
}

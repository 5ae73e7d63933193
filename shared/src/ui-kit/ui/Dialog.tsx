import { cx } from '@forecourt/shared/styled-system/css';
import { type DialogVariantProps, dialog } from '@forecourt/shared/styled-system/recipes';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from './Button';
import { CloseIcon } from './Icons';
import type { PlainVariantProps } from './variant-props';

export interface DialogProps extends PlainVariantProps<DialogVariantProps> {
  /** The heading, which also names the dialog (`aria-labelledby`). */
  title: string;
  /** Controlled open state; leave both out inside a RAC `DialogTrigger`, which opens and closes it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The close button's accessible name. Default "Close". */
  closeLabel?: string;
  /** Classes of the dialog card (the element with `role="dialog"`). */
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog in the kit's look: react-aria-components' `ModalOverlay` + `Modal` + `Dialog`, with
 * the title as its heading and a close button (`slot="close"`) in the header, the content below.
 * Focus moves in and is trapped while open and returns to the opener after; Escape and a click on
 * the backdrop close it. Styled by the `dialog` recipe (shared/src/ui-kit/theme/recipes/dialog.ts);
 * `size="fullscreen"` fills the viewport. Either controlled (`isOpen`/`onOpenChange`) or the child of
 * a RAC `DialogTrigger` next to the button that opens it. The overlay renders in a portal, in the
 * browser only.
 *
 * @example <Dialog title="Enquire about this car" isOpen={open} onOpenChange={setOpen}><EnquiryForm /></Dialog>
 * @example <DialogTrigger><Button>Enquire</Button><Dialog title="Enquire about this car">…</Dialog></DialogTrigger>
 */
export function Dialog({ title, isOpen, onOpenChange, closeLabel = 'Close', size, className, children }: DialogProps) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className={dialog({ size })}>
      <Modal>
        <AriaDialog className={cx('react-aria-Dialog', className)}>
          <div className="fc-ui-dialog__header">
            <Heading slot="title" className="fc-ui-dialog__title">
              {title}
            </Heading>
            <Button slot="close" variant="ghost" aria-label={closeLabel}>
              <CloseIcon size={20} />
            </Button>
          </div>
          <div className="fc-ui-dialog__body">{children}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

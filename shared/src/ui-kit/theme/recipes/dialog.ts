import type { RecipeConfig } from '@pandacss/dev';
import { focusRing } from '../focus-ring';

/**
 * The kit's modal dialog (shared/src/ui-kit/ui/Dialog): applied to react-aria's `ModalOverlay` (a dimmed,
 * full-viewport backdrop), which styles its `Modal` and `Dialog` through their default class names
 * (`react-aria-Modal`, `react-aria-Dialog`) like the range slider does. The dialog has a header row
 * (the heading and the close button) above a scrolling body. `size="fullscreen"` fills the viewport
 * (the gallery's fullscreen viewer); `md` is a centred card for forms.
 */
export const dialogRecipe = {
  className: 'ui-dialog',
  description: 'Modal dialogs: a backdrop, a card with a heading, a close button and a body',
  base: {
    position: 'fixed',
    inset: '0',
    zIndex: 100,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '4',
    bg: 'color-mix(in srgb, {colors.black} 55%, transparent)',
    '& .react-aria-Modal': {
      display: 'flex',
      width: 'full',
      maxHeight: 'full',
      outline: 'none',
    },
    '& .react-aria-Dialog': {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxHeight: 'full',
      overflow: 'hidden',
      bg: 'background',
      color: 'text',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
      _focusVisible: focusRing,
      // Forced colours drop the shadow: a frame keeps the card apart from the page.
      _highContrast: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'CanvasText' },
    },
    '& .fc-ui-dialog__header': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '4',
      py: '2',
      borderBottomWidth: 'thin',
      borderBottomStyle: 'solid',
      borderBottomColor: 'border',
    },
    '& .fc-ui-dialog__title': { m: '0', fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'tight' },
    '& .fc-ui-dialog__body': { flex: '1', minHeight: '0', overflow: 'auto', p: '4' },
  },
  variants: {
    size: {
      md: { '& .react-aria-Modal': { maxWidth: '36rem' } },
      fullscreen: {
        p: '0',
        '& .react-aria-Modal': { maxWidth: 'none', height: 'full' },
        '& .react-aria-Dialog': { height: 'full', borderRadius: 'none' },
      },
    },
  },
  defaultVariants: { size: 'md' },
} satisfies RecipeConfig;

import type { PropertyConfig } from '@pandacss/dev';

// The one focus ring. It is a Panda utility, `focusRing`, so every style that draws a ring names it
// instead of copying outline properties: `css({ _focusVisible: { focusRing: 'outside' } })`. The kit's
// recipes spread `focusRing` under `_focusVisible`, which matches both `:focus-visible` and
// react-aria's `[data-focus-visible]` (keyboard focus only, not clicks).

/** Where the ring sits: outside the control, or inside it where outside would be clipped (a scroller, a stretched link). */
export type FocusRingPlacement = 'outside' | 'inside';

type TokenFn = (path: string) => string | undefined;
/** What a utility's transform returns (Panda's nested style type, which no literal with an `@media` key satisfies). */
type UtilityStyles = NonNullable<ReturnType<NonNullable<PropertyConfig['transform']>>>;

/**
 * The `focusRing` utility (preset.ts): a solid outline in the ring colour, the ring's width, offset
 * from the control, and in forced colours the system's highlight (forced colours repaint outlines,
 * but not always in a colour that stands out). The colour is `--fc-focus-ring` where a dark band set
 * it (the chrome's announcement, hero and footer; a promo card), else the tenant's ring colour.
 * Written in CSS: a utility's output is not resolved again.
 */
export const focusRingUtility = {
  className: 'focus-ring',
  values: ['outside', 'inside'],
  transform(value: FocusRingPlacement, { token }: { token: TokenFn }) {
    const read = (path: string): string => {
      const variable = token(path);
      if (variable === undefined) throw new Error(`focusRing: the theme has no token ${path}`);
      return variable;
    };
    const width = read('borderWidths.focusRing');
    return {
      outlineWidth: width,
      outlineStyle: 'solid',
      outlineColor: `var(--fc-focus-ring, ${read('colors.focusRing')})`,
      outlineOffset: value === 'inside' ? `calc(-1 * ${width})` : read('spacing.0.5'),
      '@media (forced-colors: active)': { outlineColor: 'Highlight' },
    } as unknown as UtilityStyles;
  },
};

/** The ring outside the control, for a recipe's `_focusVisible`. */
export const focusRing = { focusRing: 'outside' } as const satisfies { focusRing: FocusRingPlacement };

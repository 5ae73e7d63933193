// The kit's one focus ring. Every interactive recipe spreads it under `_focusVisible`, which matches
// both `:focus-visible` and react-aria's `[data-focus-visible]` (keyboard focus only, not clicks).

/** Focus-ring styles: a solid outline in the tenant's ring colour, offset from the control. */
export const focusRing = {
  outlineWidth: 'focusRing',
  outlineStyle: 'solid',
  outlineColor: 'focusRing',
  outlineOffset: '0.5',
  // Forced colours repaint outlines, but not always in a colour that stands out: use the system's.
  _highContrast: { outlineColor: 'Highlight' },
} as const;

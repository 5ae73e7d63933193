import { describe, expect, it } from 'vitest';
import { ThemeSchema } from '../../domain/schemas/tenant';
import { focusRing, focusRingUtility } from './focus-ring';
import { forecourtPreset } from './preset';
import { recipes } from './recipes';
import { THEME_VARIABLES } from './semantic-tokens';

describe('semantic colour tokens', () => {
  it('cover exactly the tenant theme colours', () => {
    expect(Object.keys(THEME_VARIABLES).sort()).toEqual(Object.keys(ThemeSchema.shape.colors.shape).sort());
  });

  it('read the variables the gateway writes (--fc-color-<kebab name>), with a fallback', () => {
    const colours = forecourtPreset.theme?.semanticTokens?.colors as Record<string, { value: string }>;
    expect(THEME_VARIABLES.mutedText).toBe('--fc-color-muted-text');
    for (const [name, variable] of Object.entries(THEME_VARIABLES)) {
      expect(variable).toBe(`--fc-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      expect(colours[name]?.value).toMatch(new RegExp(`^var\\(${variable}, \\{colors\\.[a-z0-9.]+\\}\\)$`));
    }
  });
});

describe('preset', () => {
  it('uses the spec breakpoints (spec: 001 §9)', () => {
    expect(forecourtPreset.theme?.breakpoints).toEqual({
      xs: '400px',
      sm: '576px',
      md: '768px',
      lg: '992px',
      xl: '1200px',
      '2xl': '1400px',
    });
  });

  it('gives every interactive recipe the one focus ring and a forced-colours rule', () => {
    // Where a recipe's focusable element is a part inside it (a slider's thumbs), the ring is on that part.
    const focusablePart: Partial<Record<keyof typeof recipes, string>> = {
      rangeSlider: '& .react-aria-SliderThumb',
      dialog: '& .react-aria-Dialog',
      numberField: '& .react-aria-Group',
      field: '& .react-aria-Input',
      selectPopover: '& .react-aria-ListBoxItem',
    };
    // Where the focused element is not the one that shows the ring (a checkbox's box), the ring sits
    // under that selector itself.
    const ringSelector: Partial<Record<keyof typeof recipes, string>> = {
      checkbox: '& .react-aria-CheckboxButton[data-focus-visible] .fc-ui-checkbox__box',
    };
    // Containers that are never focused themselves: the kit's toggle buttons inside carry the ring.
    const containers = new Set<keyof typeof recipes>(['toggleButtonGroup']);
    for (const [name, recipe] of Object.entries(recipes) as Array<[keyof typeof recipes, { base: unknown }]>) {
      if (containers.has(name)) continue;
      // Panda's config types know no conditions; read the base styles as plain data.
      const base = recipe.base as Record<string, Record<string, unknown>>;
      const selector = ringSelector[name];
      if (selector) {
        expect(base[selector], name).toBe(focusRing);
        expect(base._highContrast, name).toBeDefined();
        continue;
      }
      const part = focusablePart[name];
      const focusable = part ? base[part] : base;
      expect(focusable?._focusVisible, name).toBe(focusRing);
      expect(focusable?._highContrast, name).toBeDefined();
    }
  });

  it('draws the one ring, with a forced-colors fallback, outside or inside the control', () => {
    const token = (path: string) => `var(--${path})`;
    const outside: unknown = focusRingUtility.transform('outside', { token });
    expect(outside).toEqual({
      outlineWidth: 'var(--borderWidths.focusRing)',
      outlineStyle: 'solid',
      outlineColor: 'var(--fc-focus-ring, var(--colors.focusRing))',
      outlineOffset: 'var(--spacing.0.5)',
      '@media (forced-colors: active)': { outlineColor: 'Highlight' },
    });
    expect(focusRingUtility.transform('inside', { token })).toHaveProperty(
      'outlineOffset',
      'calc(-1 * var(--borderWidths.focusRing))',
    );
    expect(forecourtPreset.utilities.extend.focusRing).toBe(focusRingUtility);
    expect(focusRing).toEqual({ focusRing: 'outside' });
  });
});

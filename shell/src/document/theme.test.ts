import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../test-fixtures';
import { safeFontFamily, themeColourVariable, themeCss } from './theme';

describe('themeCss', () => {
  it('declares one custom property per theme colour and the font', () => {
    const { theme } = sampleTenant();
    const css = themeCss(theme);
    expect(css.startsWith(':root{')).toBe(true);
    for (const [name, value] of Object.entries(theme.colors)) {
      expect(css).toContain(`${themeColourVariable(name as keyof typeof theme.colors)}:${value}`);
    }
    expect(css).toContain('--fc-font-family:system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
  });

  it('names variables in kebab case', () => {
    expect(themeColourVariable('primaryContrast')).toBe('--fc-color-primary-contrast');
    expect(themeColourVariable('mutedText')).toBe('--fc-color-muted-text');
  });

  it('drops a colour that is not #rrggbb rather than write it into the stylesheet', () => {
    const theme = sampleTenant().theme;
    const css = themeCss({ ...theme, colors: { ...theme.colors, accent: 'red}</style><script>' } });
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('--fc-color-accent');
  });
});

describe('safeFontFamily', () => {
  it('keeps an ordinary font stack', () => {
    expect(safeFontFamily('"Open Sans", Arial, sans-serif')).toBe('"Open Sans", Arial, sans-serif');
  });

  it('refuses a value that could end the declaration or the style element', () => {
    for (const hostile of ['Arial;}body{display:none', 'x</style><script>alert(1)</script>', 'a\\3c']) {
      expect(safeFontFamily(hostile)).toMatch(/^system-ui/);
    }
  });
});

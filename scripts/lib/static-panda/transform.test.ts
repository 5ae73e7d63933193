import { describe, expect, it } from 'vitest';
import { loadPandaRuntime, STATIC_PANDA_PATHS } from './loader.ts';
import { staticRecipe } from './runtime.ts';
import { MAX_COMBINATIONS, recipeTable, transformPanda } from './transform.ts';

const panda = await loadPandaRuntime();
const FILE = '/repo/mfe-x/src/Thing.js';
const transform = (code: string) => transformPanda(code, FILE, panda, STATIC_PANDA_PATHS);

/** The JSON table a rewritten recipe was given. */
function tableIn(code: string) {
  const json = /__fcStaticRecipe\((\{.*?\})\)[;,)]/.exec(code)?.[1];
  if (!json) throw new Error(`no static recipe in: ${code}`);
  return JSON.parse(json);
}

describe('css()', () => {
  it('becomes the class string Panda computes', () => {
    const styles = { display: 'flex', gap: '2', _hover: { color: 'primary' }, md: { gap: '4' } };
    const { code, warnings } = transform(
      `import { css } from '@forecourt/shared/styled-system/css';\nexport const a = css(${JSON.stringify(styles)});\n`,
    );
    expect(code).toContain(`export const a = ${JSON.stringify(panda.css(styles))};`);
    expect(code).not.toContain('styled-system/css');
    expect(warnings).toEqual([]);
  });

  it('follows top-level constants, spreads, and several arguments', () => {
    const { code } = transform(
      [
        `import { css } from '@forecourt/shared/styled-system/css';`,
        `const base = { p: '2' };`,
        `export const a = css({ ...base, m: -1 }, { color: 'text' });`,
      ].join('\n'),
    );
    expect(code).toContain(JSON.stringify(panda.css({ p: '2', m: -1 }, { color: 'text' })));
  });

  it('keeps the runtime for a dynamic argument, and says so', () => {
    const source = `import { css, cx } from '@forecourt/shared/styled-system/css';\nexport const a = (on) => cx(css({ color: on ? 'primary' : 'text' }), css({ p: '1' }));\n`;
    const { code, warnings } = transform(source);
    expect(code).toContain(`import { css } from "@forecourt/shared/styled-system/css";`);
    expect(code).toContain(`import { cx } from ${JSON.stringify(STATIC_PANDA_PATHS.cx)};`);
    expect(code).toContain(JSON.stringify(panda.css({ p: '1' })));
    expect(warnings).toEqual([expect.stringContaining(`${FILE}:2: css() has a non-static argument`)]);
  });

  it('keeps every line where it was', () => {
    const source = `import {\n  css,\n  cx,\n} from '@forecourt/shared/styled-system/css';\nconst a = css({ p: '1' });\nexport { a };\n`;
    const { code } = transform(source);
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    expect(code.split('\n')[4]).toBe(`const a = ${JSON.stringify(panda.css({ p: '1' }))};`);
  });

  it('leaves a module without Panda imports alone', () => {
    const source = `import { css } from './my-css';\ncss({ p: 1 });\n`;
    expect(transform(source)).toEqual({ code: source, changed: false, warnings: [] });
  });
});

describe('cva()', () => {
  const config = {
    base: { display: 'flex', px: '4' },
    variants: {
      tone: { quiet: { color: 'mutedText', px: '2' }, loud: { color: 'primary', fontWeight: 'bold' } },
      dense: { true: { gap: '1' }, false: { gap: '3' } },
    },
    defaultVariants: { tone: 'quiet' },
    compoundVariants: [{ tone: 'loud', dense: true, css: { textTransform: 'uppercase' } }],
  };

  it('becomes a table that answers exactly as Panda does, compound variants included', () => {
    const { code } = transform(
      `import { cva } from '@forecourt/shared/styled-system/css';\nexport const r = cva(${JSON.stringify(config)});\n`,
    );
    expect(code).toContain(
      `import { staticRecipe as __fcStaticRecipe } from ${JSON.stringify(STATIC_PANDA_PATHS.runtime)};`,
    );
    const recipe = staticRecipe(tableIn(code));
    const real = panda.cva(config);
    for (const tone of [undefined, 'quiet', 'loud']) {
      for (const dense of [undefined, true, false]) {
        expect(recipe({ tone, dense }), `${tone} ${dense}`).toBe(real({ tone, dense }));
      }
    }
    expect(recipe.variantKeys).toEqual(['tone', 'dense']);
    expect(recipe.getVariantProps({ dense: true })).toEqual({ tone: 'quiet', dense: true });
    expect(recipe.splitVariantProps({ tone: 'loud', id: 'x' })).toEqual([{ tone: 'loud' }, { id: 'x' }]);
  });

  it('gives up above MAX_COMBINATIONS', () => {
    const values = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`v${i}`, { p: String(i % 4) }]));
    const table = recipeTable(panda.cva({ variants: { a: values, b: values } }));
    expect(13 * 13).toBeGreaterThan(MAX_COMBINATIONS);
    expect(table).toBeNull();
  });
});

describe('config recipes', () => {
  it('become constants that answer exactly as the generated recipe does', () => {
    const { code, warnings } = transform(
      `import { button, toggleButton as toggle } from '@forecourt/shared/styled-system/recipes';\nexport const a = button({ size: 'sm' }) + toggle();\n`,
    );
    expect(warnings).toEqual([]);
    expect(code).not.toContain('styled-system/recipes');
    const button = panda.recipes.button;
    if (!button) throw new Error('the button recipe was not generated');
    const recipe = staticRecipe(tableIn(code));
    for (const variant of [undefined, 'primary', 'secondary', 'ghost']) {
      for (const size of [undefined, 'sm', 'md', 'lg']) {
        expect(recipe({ variant, size })).toBe(button({ variant, size }));
      }
    }
    expect(code).toContain('const toggle = __fcStaticRecipe(');
  });

  it('become a function of their one value when they have no variants and are only called', () => {
    const { code, warnings } = transform(
      `import { plainForm } from '@forecourt/shared/styled-system/recipes';\nexport const a = plainForm();\n`,
    );
    expect(warnings).toEqual([]);
    expect(code).not.toContain('__fcStaticRecipe');
    expect(code).toContain(`const plainForm = () => (${JSON.stringify(panda.recipes.plainForm?.())});`);
  });

  it('keep the runtime for a member the table cannot answer', () => {
    const source = `import { button } from '@forecourt/shared/styled-system/recipes';\nexport const a = button.raw({});\n`;
    const { code, warnings } = transform(source);
    expect(code).toBe(source);
    expect(warnings).toEqual([expect.stringContaining('recipe button stays at run time')]);
  });
});

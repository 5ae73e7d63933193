// Browser runtime for recipes that scripts/lib/static-panda resolved at build time. A Panda recipe
// (`cva(…)` in a component, or a config recipe such as `button`) becomes a lookup table of the class
// strings Panda itself produced for every combination of variant values, so the client ships no
// Panda runtime (`css`, `cva`, the utility map: ~6.6 KB gzip) and renders the same classes as the
// Worker, which runs Panda's own functions.

/** What the build computed for one recipe. */
export interface StaticRecipeTable {
  /** Variant name → its values, in the recipe's order (booleans as 'true'/'false'). */
  variantMap: Record<string, string[]>;
  defaultVariants: Record<string, string>;
  /** `value|value|…` in variantMap order, '' for an unset variant → Panda's class string. */
  classes: Record<string, string>;
}

type VariantProps = Record<string, unknown> | undefined;

/** The key of a combination; a value outside the recipe's variants counts as unset. */
export function comboKey(variantMap: Record<string, string[]>, props: VariantProps): string {
  return Object.keys(variantMap)
    .map((name) => {
      const value = props?.[name];
      const text = value === undefined || value === null ? '' : String(value);
      return variantMap[name]?.includes(text) ? text : '';
    })
    .join('|');
}

/**
 * A recipe function backed by a build-time table, with the parts of Panda's recipe API that need no
 * styles at run time: `variantKeys`, `variantMap`, `splitVariantProps`, `getVariantProps`.
 */
export function staticRecipe(table: StaticRecipeTable) {
  const variantKeys = Object.keys(table.variantMap);
  const recipe = (props?: VariantProps): string => table.classes[comboKey(table.variantMap, props)] ?? '';
  return Object.assign(recipe, {
    variantKeys,
    variantMap: table.variantMap,
    splitVariantProps<P extends Record<string, unknown>>(props: P): [Record<string, unknown>, Record<string, unknown>] {
      const variants: Record<string, unknown> = {};
      const rest: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(props)) {
        if (variantKeys.includes(name)) variants[name] = value;
        else rest[name] = value;
      }
      return [variants, rest];
    },
    getVariantProps(props?: VariantProps): Record<string, unknown> {
      const given = Object.fromEntries(Object.entries(props ?? {}).filter(([, value]) => value !== undefined));
      return { ...table.defaultVariants, ...given };
    },
  });
}

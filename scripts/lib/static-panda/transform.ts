import ts from 'typescript';
import type { StaticRecipeTable } from './runtime.ts';

// Build-time Panda for the browser builds: rewrites calls whose arguments are static
//   css({ … })            → "fc-d_flex fc-gap_2 …"
//   cva({ … })            → __fcStaticRecipe({ variantMap, defaultVariants, classes })
//   import { button } from '@forecourt/shared/styled-system/recipes'
//                          → const button = __fcStaticRecipe({ … })
// by running Panda's own generated functions here, in Node, so the strings are exactly what the
// Worker renders with the same functions at run time (no hydration mismatch). Anything it cannot
// prove static is left alone (the runtime then ships with that module) and reported as a warning.
// "Static" means literals, and top-level `const`s initialised with literals (assumed never mutated,
// as style objects are).
// It works on JavaScript: the rspack rule runs it after swc has stripped types and JSX.

/** Panda's generated runtime (shared/styled-system), loaded in Node. */
export interface PandaRuntime {
  css: (...styles: unknown[]) => string;
  cva: (config: unknown) => PandaRecipe;
  recipes: Record<string, PandaRecipe | undefined>;
}

/** The part of a Panda recipe function (config recipe or cva) a table is computed from. */
export interface PandaRecipe {
  (props?: Record<string, unknown>): string;
  variantMap: Record<string, string[]>;
  config?: { defaultVariants?: Record<string, unknown> };
  getVariantProps?: (props?: Record<string, unknown>) => Record<string, unknown>;
}

/** The module specifiers the rewritten code imports (the loader makes them relative to the module). */
export interface StaticPandaPaths {
  /** scripts/lib/static-panda/runtime.ts */
  runtime: string;
  /** shared/styled-system/css/cx.js (a class joiner, no styles: safe to bundle per build). */
  cx: string;
}

export interface TransformResult {
  code: string;
  changed: boolean;
  warnings: string[];
}

/** Above this many variant combinations a recipe keeps Panda's runtime (the table would outweigh it). */
export const MAX_COMBINATIONS = 128;

const STYLED_SYSTEM = '@forecourt/shared/styled-system/';
const CSS_MODULES = new Set([`${STYLED_SYSTEM}css`, `${STYLED_SYSTEM}css/index.js`]);
const RECIPE_MODULE = new RegExp(`^${STYLED_SYSTEM}recipes(/[a-z0-9-]+\\.js)?$`);
const RECIPE_HELPER = '__fcStaticRecipe';
const RECIPE_MEMBERS = new Set(['variantKeys', 'variantMap', 'splitVariantProps', 'getVariantProps']);

const NOT_STATIC = Symbol('not static');
type Evaluated = unknown;

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface ImportedName {
  /** The exported name: 'css', 'cva', 'cx' or a recipe name. */
  imported: string;
  local: string;
  kind: 'css' | 'recipe';
  declaration: ts.ImportDeclaration;
  /** Its references were all rewritten, so the import can go. */
  resolved: boolean;
}

/**
 * Rewrites the static Panda calls of one module. Pure: the runtime and the paths come in.
 * @example transformPanda(code, '/repo/shared/src/ui-kit/ui/Button.tsx', runtime, paths).code
 */
export function transformPanda(
  code: string,
  file: string,
  runtime: PandaRuntime,
  paths: StaticPandaPaths,
): TransformResult {
  if (!code.includes(STYLED_SYSTEM)) return { code, changed: false, warnings: [] };
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const warnings: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const imports = collectImports(source);
  if (imports.length === 0) return { code, changed: false, warnings };
  const byLocal = new Map(imports.map((name) => [name.local, name]));
  const constants = topLevelConstants(source);
  const evaluate = (node: ts.Expression) => evaluateStatic(node, constants, new Set());

  const edits: Edit[] = [];
  const recipeTables = new Map<ImportedName, StaticRecipeTable>();
  const rewritten = new Set<ts.Node>(); // identifier nodes whose use was rewritten or is supported
  let usesHelper = false;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = byLocal.get(node.expression.text);
      if (name?.kind === 'css' && (name.imported === 'css' || name.imported === 'cva')) {
        const args = node.arguments.map(evaluate);
        if (args.some((arg) => arg === NOT_STATIC)) {
          warnings.push(
            `${where(node)}: ${name.imported}() has a non-static argument; Panda's runtime ships with this module`,
          );
        } else if (name.imported === 'css') {
          edits.push({ start: node.getStart(), end: node.getEnd(), text: JSON.stringify(runtime.css(...args)) });
          rewritten.add(node.expression);
          return;
        } else {
          const table = args.length === 1 ? recipeTable(runtime.cva(args[0])) : null;
          if (table) {
            edits.push({
              start: node.getStart(),
              end: node.getEnd(),
              text: `${RECIPE_HELPER}(${JSON.stringify(table)})`,
            });
            rewritten.add(node.expression);
            usesHelper = true;
            return;
          }
          warnings.push(
            `${where(node)}: cva() takes one config with at most ${MAX_COMBINATIONS} variant combinations here; Panda's runtime ships with this module`,
          );
        }
      }
    }
    node.forEachChild(visit);
  };
  source.forEachChild(visit);

  // Config recipes: every use must be a call or a member the static recipe has.
  const invariants = new Set<ImportedName>();
  for (const name of imports) {
    if (name.kind !== 'recipe') continue;
    const references = referencesTo(source, name.local);
    const isCall = (reference: ts.Node) =>
      ts.isCallExpression(reference.parent) && reference.parent.expression === reference;
    const supported = references.every((reference) => {
      const parent = reference.parent;
      if (isCall(reference)) return true;
      return (
        ts.isPropertyAccessExpression(parent) && parent.expression === reference && RECIPE_MEMBERS.has(parent.name.text)
      );
    });
    const recipe = runtime.recipes[name.imported];
    const table = supported && recipe ? recipeTable(recipe) : null;
    if (!table) {
      warnings.push(
        `${where(name.declaration)}: recipe ${name.imported} stays at run time (unsupported use or too many combinations)`,
      );
      continue;
    }
    for (const reference of references) rewritten.add(reference);
    name.resolved = true;
    recipeTables.set(name, table);
    // A recipe with no variants that is only ever called (a slot recipe such as plainForm) answers one
    // value whatever it is given: a function returning it, without the helper's lookup code.
    if (Object.keys(table.variantMap).length === 0 && references.every(isCall)) invariants.add(name);
    else usesHelper = true;
  }

  for (const name of imports) {
    if (name.kind === 'css' && name.imported !== 'cx') {
      name.resolved = referencesTo(source, name.local).every((reference) => rewritten.has(reference));
    }
  }

  if (edits.length === 0 && recipeTables.size === 0) {
    return { code, changed: false, warnings };
  }

  // Rewrite each import declaration: resolved names go, `cx` comes from its own file, recipes
  // become constants, what is left keeps importing the runtime.
  const declarations = new Set(imports.map((name) => name.declaration));
  for (const declaration of declarations) {
    const names = imports.filter((name) => name.declaration === declaration);
    const lines: string[] = [];
    const kept = names.filter((name) => !name.resolved && name.imported !== 'cx');
    const untouched = unsupportedSpecifiers(declaration);
    if (kept.length > 0 || untouched.length > 0) {
      const specifiers = [...kept.map((name) => specifier(name)), ...untouched];
      lines.push(
        `import { ${specifiers.join(', ')} } from ${JSON.stringify(declaration.moduleSpecifier.getText(source).slice(1, -1))};`,
      );
    }
    const cx = names.find((name) => name.imported === 'cx');
    if (cx) lines.push(`import { ${specifier(cx)} } from ${JSON.stringify(paths.cx)};`);
    for (const name of names) {
      const table = recipeTables.get(name);
      if (table && invariants.has(name))
        lines.push(`const ${name.local} = () => (${JSON.stringify(table.classes[''])});`);
      else if (table) lines.push(`const ${name.local} = ${RECIPE_HELPER}(${JSON.stringify(table)});`);
    }
    const original = code.slice(declaration.getStart(), declaration.getEnd());
    const newlines = '\n'.repeat(original.split('\n').length - 1);
    edits.push({ start: declaration.getStart(), end: declaration.getEnd(), text: lines.join(' ') + newlines });
  }
  if (usesHelper) {
    edits.push({
      start: 0,
      end: 0,
      text: `import { staticRecipe as ${RECIPE_HELPER} } from ${JSON.stringify(paths.runtime)}; `,
    });
  }

  let output = code;
  for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) {
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  }
  return { code: output, changed: true, warnings };
}

function specifier(name: ImportedName): string {
  return name.imported === name.local ? name.local : `${name.imported} as ${name.local}`;
}

/** Names imported from the styled-system this transform understands. */
function collectImports(source: ts.SourceFile): ImportedName[] {
  const names: ImportedName[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const kind = CSS_MODULES.has(from) ? 'css' : RECIPE_MODULE.test(from) ? 'recipe' : null;
    const bindings = statement.importClause?.namedBindings;
    if (!kind || !bindings || !ts.isNamedImports(bindings) || statement.importClause?.name) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      const imported = (element.propertyName ?? element.name).getText(source);
      if (kind === 'css' && !['css', 'cva', 'cx'].includes(imported)) continue;
      names.push({ imported, local: element.name.text, kind, declaration: statement, resolved: false });
    }
  }
  return names;
}

/** Import specifiers of a declaration the transform leaves as they are (e.g. `sva`). */
function unsupportedSpecifiers(declaration: ts.ImportDeclaration): string[] {
  const bindings = declaration.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return [];
  const isCss = CSS_MODULES.has((declaration.moduleSpecifier as ts.StringLiteral).text);
  return bindings.elements
    .filter((element) => !element.isTypeOnly)
    .filter((element) => isCss && !['css', 'cva', 'cx'].includes((element.propertyName ?? element.name).text))
    .map((element) => element.getText());
}

/** Every identifier that refers to `local` (not property names, not the import itself). */
function referencesTo(source: ts.SourceFile, local: string): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && node.text === local && !isPropertyName(node)) found.push(node);
    node.forEachChild(visit);
  };
  source.forEachChild(visit);
  return found;
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isPropertyDeclaration(parent) && parent.name === node)
  );
}

/** `const name = <expression>` at the top level: static values a call may refer to. */
function topLevelConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

/** The value of a literal-only expression, or NOT_STATIC. */
export function evaluateStatic(
  node: ts.Expression,
  constants: Map<string, ts.Expression> = new Map(),
  seen: Set<string> = new Set(),
): Evaluated {
  const again = (inner: ts.Expression) => evaluateStatic(inner, constants, seen);
  if (ts.isParenthesizedExpression(node)) return again(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) {
    if (node.operator === ts.SyntaxKind.MinusToken) return -Number(node.operand.text);
    if (node.operator === ts.SyntaxKind.PlusToken) return Number(node.operand.text);
    return NOT_STATIC;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(node)) {
    if (node.text === 'undefined') return undefined;
    const initializer = constants.get(node.text);
    if (!initializer || seen.has(node.text)) return NOT_STATIC;
    return evaluateStatic(initializer, constants, new Set([...seen, node.text]));
  }
  if (ts.isArrayLiteralExpression(node)) {
    const values: unknown[] = [];
    for (const element of node.elements) {
      if (ts.isSpreadElement(element)) {
        const spread = again(element.expression);
        if (!Array.isArray(spread)) return NOT_STATIC;
        values.push(...spread);
      } else {
        const value = again(element);
        if (value === NOT_STATIC) return NOT_STATIC;
        values.push(value);
      }
    }
    return values;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = again(property.expression);
        if (spread === NOT_STATIC || typeof spread !== 'object' || spread === null) return NOT_STATIC;
        Object.assign(value, spread);
        continue;
      }
      if (!ts.isPropertyAssignment(property)) return NOT_STATIC;
      const key = propertyKey(property.name, again);
      if (key === NOT_STATIC) return NOT_STATIC;
      const inner = again(property.initializer);
      if (inner === NOT_STATIC) return NOT_STATIC;
      value[key] = inner;
    }
    return value;
  }
  return NOT_STATIC;
}

function propertyKey(name: ts.PropertyName, evaluate: (node: ts.Expression) => Evaluated): string | typeof NOT_STATIC {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name)) {
    const key = evaluate(name.expression);
    return typeof key === 'string' || typeof key === 'number' ? String(key) : NOT_STATIC;
  }
  return NOT_STATIC;
}

/**
 * Every combination of a recipe's variant values (each also unset) → Panda's class string; null
 * when there are too many combinations or a value cannot be part of a key.
 */
export function recipeTable(recipe: PandaRecipe): StaticRecipeTable | null {
  const variantMap = Object.fromEntries(
    Object.entries(recipe.variantMap).map(([name, values]) => [name, values.map(String)]),
  );
  const names = Object.keys(variantMap);
  const choices = names.map((name) => ['', ...(variantMap[name] ?? [])]);
  if (choices.flat().some((value) => value.includes('|'))) return null;
  const count = choices.reduce((total, values) => total * values.length, 1);
  if (count > MAX_COMBINATIONS) return null;

  const classes: Record<string, string> = {};
  const walk = (index: number, picked: string[]): void => {
    if (index === names.length) {
      // Boolean variants as booleans, as callers pass them: compound variants compare with ===.
      const props = Object.fromEntries(
        picked.flatMap((value, i) => (value === '' ? [] : [[names[i] as string, asProp(value)]])),
      );
      classes[picked.join('|')] = recipe(props);
      return;
    }
    for (const value of choices[index] ?? []) walk(index + 1, [...picked, value]);
  };
  walk(0, []);

  const defaults = recipe.config?.defaultVariants ?? recipe.getVariantProps?.({}) ?? {};
  const defaultVariants = Object.fromEntries(
    Object.entries(defaults)
      .filter(([name, value]) => names.includes(name) && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return { variantMap, defaultVariants, classes };
}

function asProp(value: string): string | boolean {
  return value === 'true' ? true : value === 'false' ? false : value;
}

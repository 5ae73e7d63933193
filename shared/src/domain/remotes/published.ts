import { z } from 'zod';
import { HYDRATION_TRIGGERS } from '../fragment/island-markup.ts';
import { isDealerGated } from '../identity/dealer.ts';
import { isPlatformGated } from '../identity/gated-routes.ts';
import { ROUTE_CLASSES } from '../schemas/route-classes.ts';
import { MAX_DECLARED_BODY_BYTES, MAX_DECLARED_BODY_SECONDS, type RemoteDeclaration } from './declaration.ts';

// A remote's declaration as data: what its build writes into release.json and the release registry
// carries per version, so the gateway learns a remote's pages, fragments and API at run time and compiles
// no remote in (ARCHITECTURE.md "A remote is declared once"). The zod params of a page become plain
// rules (type, enum, length, pattern with its flags) that the gateway checks without the remote's code.

/** One route param's rule: a string, one of `enum`, within the lengths, matching `pattern` (with `flags`). */
export const ParamRuleSchema = z.object({
  enum: z.array(z.string()).optional(),
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  flags: z
    .string()
    .regex(/^[imsu]*$/)
    .optional(),
});
export type ParamRule = z.infer<typeof ParamRuleSchema>;

/** A page's params: each param's rule, and which must be there. No other param is accepted. */
export const ParamRulesSchema = z.object({
  properties: z.record(z.string(), ParamRuleSchema),
  required: z.array(z.string()).default([]),
});
export type ParamRules = z.infer<typeof ParamRulesSchema>;

const ApiMethodSchema = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export const PublishedDeclarationSchema = z.object({
  name: z.string().regex(/^mfe_[a-z][a-z0-9_]*$/),
  version: z.string().min(1),
  /** What this version changes, from the remote's CHANGELOG.md (releases/changelog.ts); absent from older builds. */
  changes: z.array(z.string()).optional(),
  fragments: z.record(z.string(), z.object({ island: z.boolean(), hydrate: z.enum(HYDRATION_TRIGGERS).optional() })),
  pages: z.array(
    z
      .object({
        path: z.string().startsWith('/'),
        title: z.string(),
        params: ParamRulesSchema,
        fragments: z.array(z.object({ fragment: z.string(), primary: z.boolean(), remote: z.string().optional() })),
        /** The page's fragments are told the verified shopper (absent: they are not). */
        shopper: z.boolean().optional(),
        /** The page is the signed-in dealer's, in the dealer's area (absent: a shoppers' page). */
        dealer: z.boolean().optional(),
      })
      // The gateway takes a registry's word for which pages see the shopper, so it holds them to where
      // `defineRemote` put them: behind a gate every site keeps.
      .refine((page) => !page.shopper || isPlatformGated(page.path), {
        message: "a shopper's own page must be under a gated route",
        path: ['shopper'],
      })
      // …and which pages are the dealer's: exactly those of the dealer's area, behind its sign-in.
      .refine((page) => (page.dealer === true) === isDealerGated(page.path) && !(page.dealer && page.shopper), {
        message: "a dealer's page must be in the dealer's area, and every page there a dealer's",
        path: ['dealer'],
      }),
  ),
  api: z
    .object({
      prefixes: z.array(z.string().startsWith('/api/')),
      budgets: z
        .array(
          z.object({
            method: ApiMethodSchema.optional(),
            path: z.string().startsWith('/api/'),
            routeClass: z.enum(ROUTE_CLASSES).exclude(['api']),
          }),
        )
        .default([]),
      bodyLimits: z
        .array(
          z.object({
            path: z.string().startsWith('/api/'),
            bytes: z.number().int().positive().max(MAX_DECLARED_BODY_BYTES),
            seconds: z.number().positive().max(MAX_DECLARED_BODY_SECONDS),
          }),
        )
        .optional(),
    })
    .default({ prefixes: [], budgets: [] }),
});
export type PublishedDeclaration = z.infer<typeof PublishedDeclarationSchema>;
export type PublishedPage = PublishedDeclaration['pages'][number];

/** The regular expression of a zod string's `.regex()` check, with its flags (JSON Schema drops them). */
function regexOf(schema: unknown): RegExp | undefined {
  const checks = (schema as { _zod?: { def?: { checks?: { _zod: { def: { pattern?: unknown } } }[] } } })._zod?.def
    ?.checks;
  const pattern = checks?.map((check) => check._zod.def.pattern).find((value) => value instanceof RegExp);
  return pattern instanceof RegExp ? pattern : undefined;
}

/**
 * A page's zod params as rules. Throws on a param that is not a string (an enum, lengths and one
 * pattern are what a path segment needs), so a declaration the gateway could not check fails its build.
 * @example paramRulesOf(z.object({ slug: CarSlugSchema })) // { properties: { slug: { minLength: 1, maxLength: 200, pattern: '^…$', flags: 'i' } }, required: ['slug'] }
 */
export function paramRulesOf(params: z.ZodType): ParamRules {
  const json = z.toJSONSchema(params, {
    io: 'input',
    override: (context) => {
      const flags = regexOf(context.zodSchema)?.flags;
      if (flags) (context.jsonSchema as { flags?: string }).flags = flags;
    },
  }) as { type?: string; properties?: Record<string, Record<string, unknown>>; required?: string[] };
  if (json.type !== 'object') throw new Error('page params must be an object');
  const properties: Record<string, ParamRule> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    if (property.type !== 'string') throw new Error(`page param ${name} must be a string`);
    properties[name] = ParamRuleSchema.parse(property);
  }
  return { properties, required: json.required ?? [] };
}

/**
 * The declaration as data: what release.json and the registry carry.
 * @example await writeFile('dist/stable/release.json', JSON.stringify({ …, declaration: publishedDeclarationOf(remote) }));
 */
export function publishedDeclarationOf(remote: RemoteDeclaration): PublishedDeclaration {
  return PublishedDeclarationSchema.parse({
    name: remote.name,
    version: remote.version,
    fragments: remote.fragments,
    pages: remote.pages.map((page) => ({
      path: page.path,
      title: page.title,
      params: paramRulesOf(page.params),
      fragments: page.fragments.map((slot) => ({
        fragment: slot.fragment,
        primary: slot.primary,
        ...(slot.remote === undefined ? {} : { remote: slot.remote }),
      })),
      ...(page.shopper ? { shopper: true } : {}),
      ...(page.dealer ? { dealer: true } : {}),
    })),
    api: {
      prefixes: remote.api?.prefixes ?? [],
      budgets: remote.api?.budgets ?? [],
      ...(remote.api?.bodyLimits ? { bodyLimits: remote.api.bodyLimits } : {}),
    },
  });
}

/**
 * The params if they meet the rules (every required one there, none unknown, each within its rule),
 * else null: the page is a 404 without asking its remote.
 * @example paramsMeetingRules({ properties: { slug: { maxLength: 5 } }, required: ['slug'] }, { slug: 'abc' }) // { slug: 'abc' }
 */
export function paramsMeetingRules(rules: ParamRules, params: Record<string, string>): Record<string, string> | null {
  for (const name of rules.required) if (params[name] === undefined) return null;
  for (const [name, value] of Object.entries(params)) {
    const rule = Object.hasOwn(rules.properties, name) ? rules.properties[name] : undefined;
    if (rule === undefined || !meetsRule(rule, value)) return null;
  }
  return params;
}

function meetsRule(rule: ParamRule, value: string): boolean {
  if (rule.enum && !rule.enum.includes(value)) return false;
  if (rule.minLength !== undefined && value.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  if (rule.pattern !== undefined && !patternOf(rule).test(value)) return false;
  return true;
}

const PATTERNS = new Map<string, RegExp>();

/** Each rule's pattern compiled once per isolate. */
function patternOf(rule: ParamRule): RegExp {
  const key = `${rule.flags ?? ''}/${rule.pattern}`;
  let pattern = PATTERNS.get(key);
  if (pattern === undefined) {
    pattern = new RegExp(rule.pattern ?? '', rule.flags);
    PATTERNS.set(key, pattern);
  }
  return pattern;
}

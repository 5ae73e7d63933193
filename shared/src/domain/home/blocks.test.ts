import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_BLOCKS, type HomeBlock, HomeConfigSchema, homeBlockKey, planHomeBlocks } from './blocks';

const declared = new Set(['mfe_finance/BudgetFinder', 'mfe_offers/OffersCarousel', 'mfe_locations/LocationsCarousel']);
const declares = (remote: string, fragment: string) => declared.has(`${remote}/${fragment}`);

describe('home page blocks', () => {
  it('defaults to the hero first and every home fragment of the issue, in order', () => {
    const config = HomeConfigSchema.parse({});
    expect(config.slides).toEqual([]);
    expect(config.blocks).toEqual(DEFAULT_HOME_BLOCKS);
    expect(config.blocks[0]).toEqual({ kind: 'shell', block: 'hero' });
  });

  it('refuses a block naming no remote container or a fragment that is no component name', () => {
    expect(
      HomeConfigSchema.safeParse({ blocks: [{ kind: 'fragment', remote: 'offers', fragment: 'X' }] }).success,
    ).toBe(false);
    expect(
      HomeConfigSchema.safeParse({ blocks: [{ kind: 'fragment', remote: 'mfe_offers', fragment: '../x' }] }).success,
    ).toBe(false);
    expect(HomeConfigSchema.safeParse({ blocks: [{ kind: 'shell', block: 'sidebar' }] }).success).toBe(false);
  });

  it("keeps the dealer's order, leaves out (and reports) a fragment its remote does not declare, and repeats nothing", () => {
    const blocks: HomeBlock[] = [
      { kind: 'fragment', remote: 'mfe_offers', fragment: 'OffersCarousel' },
      { kind: 'shell', block: 'hero' },
      { kind: 'fragment', remote: 'mfe_offers', fragment: 'BrandPicker' },
      { kind: 'fragment', remote: 'mfe_finance', fragment: 'BudgetFinder' },
      { kind: 'shell', block: 'hero' },
      { kind: 'fragment', remote: 'mfe_offers', fragment: 'OffersCarousel' },
    ];
    const plan = planHomeBlocks(blocks, declares);
    expect(plan.blocks).toEqual([blocks[0], blocks[1], blocks[3]]);
    expect(plan.skipped).toEqual([{ block: blocks[2], reason: 'mfe_offers declares no fragment BrandPicker' }]);
  });

  it('takes a content section as a block, keyed by its heading', () => {
    const config = HomeConfigSchema.parse({
      blocks: [{ kind: 'section', heading: 'Towing guide', html: '<p>Hi</p>', collapse: { remember: true } }],
    });
    const [block] = config.blocks;
    expect(block).toEqual({
      kind: 'section',
      heading: 'Towing guide',
      html: '<p>Hi</p>',
      collapse: { open: false, remember: true },
    });
    expect(block && homeBlockKey(block)).toBe('section:Towing guide');
  });
});

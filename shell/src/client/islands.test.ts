import { IslandPayloadSchema } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { containerOf, parseIslandPayload, planRemotes, readIslands, remoteEntryUrl } from './islands';
import { fakeDocument, fakeElement, islandMarkup, payloadFor } from './test-document';

describe('parseIslandPayload', () => {
  const valid = payloadFor('mfe_vehicle', '1.0.0');
  const cases: Array<[string, unknown]> = [
    ['valid', valid],
    ['valid, data absent', { module: valid.module, remote: valid.remote }],
    ['valid, data null', { ...valid, data: null }],
    ['valid, extra keys', { ...valid, extra: 1, remote: { ...valid.remote, more: true } }],
    ['not an object', 'x'],
    ['null', null],
    ['an array', [valid]],
    ['module without a slash', { ...valid, module: 'mfe_vehicle' }],
    ['module with an upper-case remote', { ...valid, module: 'Mfe/VehiclePage' }],
    ['module with a path', { ...valid, module: 'mfe_vehicle/./VehiclePage' }],
    ['remote missing', { module: valid.module, data: 1 }],
    ['remote name with a dash', { ...valid, remote: { ...valid.remote, name: 'mfe-vehicle' } }],
    ['empty version', { ...valid, remote: { ...valid.remote, version: '' } }],
    ['numeric version', { ...valid, remote: { ...valid.remote, version: 1 } }],
    ['manifest elsewhere', { ...valid, remote: { ...valid.remote, manifestUrl: 'https://evil.example/m.json' } }],
    ['manifest relative', { ...valid, remote: { ...valid.remote, manifestUrl: '_mf/x' } }],
  ];

  it.each(cases)('agrees with IslandPayloadSchema: %s', (_, value) => {
    const schema = IslandPayloadSchema.safeParse(value);
    const ours = parseIslandPayload(value);
    expect('payload' in ours).toBe(schema.success);
    if (schema.success && 'payload' in ours) expect(ours.payload).toEqual(schema.data);
  });
});

describe('readIslands', () => {
  it('reads each island with its payload, in document order', () => {
    const first = payloadFor('mfe_vehicle', '1.0.0');
    const second = payloadFor('mfe_finance', '2.0.0', 'Calculator');
    const doc = fakeDocument([...islandMarkup('fc-vehicle', first), ...islandMarkup('fc-finance', second)]);
    const { islands, problems } = readIslands(doc);
    expect(problems).toEqual([]);
    expect(islands.map((island) => [island.id, island.payload])).toEqual([
      ['fc-vehicle', first],
      ['fc-finance', second],
    ]);
  });

  it('finds the data script wherever it is, by id', () => {
    const payload = payloadFor('mfe_vehicle', '1.0.0');
    const [element, script] = islandMarkup('fc-vehicle', payload);
    if (!element || !script) throw new Error('no markup');
    expect(readIslands(fakeDocument([script, element])).islands).toHaveLength(1);
  });

  it('reports islands that cannot hydrate, and reads the rest', () => {
    const good = islandMarkup('fc-good', payloadFor('mfe_vehicle', '1.0.0'));
    const doc = fakeDocument([
      fakeElement('div', { 'data-fc-island': 'mfe_vehicle/VehiclePage' }),
      fakeElement('div', { id: 'fc-no-data', 'data-fc-island': 'mfe_vehicle/VehiclePage' }),
      ...good,
      ...islandMarkup('fc-good', payloadFor('mfe_vehicle', '1.0.0')),
      fakeElement('div', { id: 'fc-bad-json', 'data-fc-island': 'mfe_vehicle/VehiclePage' }),
      fakeElement('script', { 'data-fc-island-data': 'fc-bad-json' }, '{not json'),
      ...islandMarkup('fc-invalid', { module: 'nope' }),
      ...islandMarkup('fc-other-module', payloadFor('mfe_vehicle', '1.0.0'), 'mfe_vehicle/Other'),
      ...islandMarkup('fc-wrong-remote', { ...payloadFor('mfe_vehicle', '1.0.0'), module: 'mfe_finance/Calculator' }),
    ]);
    const { islands, problems } = readIslands(doc);
    expect(islands.map((island) => island.id)).toEqual(['fc-good']);
    expect(problems.map((problem) => [problem.id, problem.reason])).toEqual([
      ['(no id)', 'the island element has no id'],
      ['fc-no-data', 'no <script data-fc-island-data="fc-no-data">'],
      ['fc-good', 'another island has the same id'],
      ['fc-bad-json', 'its data script is not JSON'],
      ['fc-invalid', 'module is not "<remote>/<Exposed>"'],
      ['fc-other-module', 'data-fc-island="mfe_vehicle/Other" but the payload names mfe_vehicle/VehiclePage'],
      ['fc-wrong-remote', 'mfe_finance/Calculator is not a module of mfe_vehicle'],
    ]);
  });

  it('finds nothing on a page without islands', () => {
    expect(readIslands(fakeDocument([fakeElement('div', { id: 'main' })]))).toEqual({ islands: [], problems: [] });
  });
});

describe('planRemotes', () => {
  const island = (id: string, remote: string, version: string) => {
    const doc = fakeDocument(islandMarkup(id, payloadFor(remote, version)));
    const [read] = readIslands(doc).islands;
    if (!read) throw new Error('no island');
    return read;
  };

  it('registers each remote once, at the version the page names', () => {
    const plan = planRemotes([
      island('a', 'mfe_vehicle', '1.0.0'),
      island('b', 'mfe_vehicle', '1.0.0'),
      island('c', 'mfe_finance', '2.0.0'),
    ]);
    expect(plan.remotes).toEqual([
      { name: 'mfe_vehicle', version: '1.0.0', manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json' },
      { name: 'mfe_finance', version: '2.0.0', manifestUrl: '/_mf/mfe_finance/2.0.0/mf-manifest.json' },
    ]);
    expect(plan.hydratable.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(plan.conflicts).toEqual([]);
  });

  it('keeps the first version and leaves an island of another version unhydrated', () => {
    const plan = planRemotes([island('a', 'mfe_vehicle', '1.0.0'), island('b', 'mfe_vehicle', '1.0.0-canary')]);
    expect(plan.remotes.map((r) => r.version)).toEqual(['1.0.0']);
    expect(plan.hydratable.map((i) => i.id)).toEqual(['a']);
    expect(plan.conflicts.map(({ island, registered }) => [island.id, registered.version])).toEqual([['b', '1.0.0']]);
  });
});

describe('containerOf', () => {
  it('is the part before the slash', () => {
    expect(containerOf('mfe_vehicle/VehiclePage')).toBe('mfe_vehicle');
  });
});

describe('remoteEntryUrl', () => {
  it('is the remoteEntry.js beside the build manifest', () => {
    expect(remoteEntryUrl('/_mf/mfe_vehicle/1.0.0-canary/mf-manifest.json')).toBe(
      '/_mf/mfe_vehicle/1.0.0-canary/remoteEntry.js',
    );
  });
});

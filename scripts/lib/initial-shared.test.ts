import type { StatsCompilation } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { initialSharedKeys, shareKeyOf } from './initial-shared.ts';

describe('shareKeyOf', () => {
  it('reads the share key, scoped or not, without its version', () => {
    expect(shareKeyOf('consume shared module (default) @forecourt/shared/ui/Dialog@* (strict)')).toBe(
      '@forecourt/shared/ui/Dialog',
    );
    expect(shareKeyOf('consume shared module (default) react@^19.3.1 (singleton)')).toBe('react');
    expect(shareKeyOf('consume shared module (default) jotai/react@^3.0.1 (singleton)')).toBe('jotai/react');
    expect(shareKeyOf('./src/expose/VehiclePage.tsx + 51 modules')).toBeNull();
  });
});

describe('initialSharedKeys', () => {
  const stats: StatsCompilation = {
    chunks: [
      { id: 1, files: ['remoteEntry.js'] },
      {
        id: 2,
        names: ['__federation_expose_VehiclePage'],
        files: ['__federation_expose_VehiclePage.abc.js'],
        siblings: [4, 5],
      },
      { id: 3, files: ['lead-form-dialog.def.js'] },
      // What two exposes consume: a chunk with no file, loaded with each.
      { id: 4, files: [], siblings: [2, 5, 6] },
      // A chunk two exposes load: its siblings are both exposes' (6: the other's consumes).
      { id: 5, files: ['264.aaa.js'], siblings: [2, 4, 6, 7] },
      { id: 6, files: [], siblings: [4, 5, 7] },
      {
        id: 7,
        names: ['__federation_expose_SimilarCars'],
        files: ['__federation_expose_SimilarCars.bbb.js'],
        siblings: [4, 5, 6],
      },
    ],
    modules: [
      {
        moduleType: 'consume-shared-module',
        name: 'consume shared module (default) react@^19 (singleton)',
        chunks: [2],
      },
      {
        moduleType: 'consume-shared-module',
        name: 'consume shared module (default) @forecourt/shared/ui/Button@* (strict)',
        chunks: [2, 3],
      },
      {
        moduleType: 'consume-shared-module',
        name: 'consume shared module (default) @forecourt/shared/ui/Dialog@* (strict)',
        chunks: [3],
      },
      {
        moduleType: 'consume-shared-module',
        name: 'consume shared module (default) @forecourt/shared/ui/TextField@* (strict)',
        chunks: [4],
      },
      {
        moduleType: 'consume-shared-module',
        name: 'consume shared module (default) @forecourt/shared/ui/TextArea@* (strict)',
        chunks: [6],
      },
      { moduleType: 'javascript/auto', name: './src/expose/VehiclePage.tsx', chunks: [2] },
    ],
  } as StatsCompilation;

  it('lists what the first load consumes, its fileless sibling chunks included, not what on-demand chunks alone do', () => {
    expect(
      initialSharedKeys(stats, ['remoteEntry.js', '__federation_expose_VehiclePage.abc.js', '264.aaa.js']),
    ).toEqual(['@forecourt/shared/ui/Button', '@forecourt/shared/ui/TextField', 'react']);
  });
});

import { describe, expect, it } from 'vitest';
import { isHashedAsset } from './assets';

describe('isHashedAsset', () => {
  it('recognises content-hashed file names', () => {
    expect(isHashedAsset('/assets/shell.3f9a1c2e.js')).toBe(true);
    expect(isHashedAsset('/assets/chunk-0a1b2c3d4e5f.css')).toBe(true);
    expect(isHashedAsset('/assets/logo.svg')).toBe(false);
    expect(isHashedAsset('/assets/shell/client.js')).toBe(false);
    expect(isHashedAsset('/assets/readme.notahash.txt')).toBe(false);
  });
});

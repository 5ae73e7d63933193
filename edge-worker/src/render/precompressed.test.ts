import { describe, expect, it } from 'vitest';
import { acceptedPrecompressions, precompressedType } from './precompressed';

describe('acceptedPrecompressions', () => {
  it('lists br before gzip, whatever order the header names them in', () => {
    expect(acceptedPrecompressions('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedPrecompressions('gzip;q=1.0, br;q=0.5')).toEqual(['br', 'gzip']);
    expect(acceptedPrecompressions('GZIP')).toEqual(['gzip']);
  });

  it('drops a coding refused with q=0, and lets * stand for the codings not named', () => {
    expect(acceptedPrecompressions('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedPrecompressions('*')).toEqual(['br', 'gzip']);
    expect(acceptedPrecompressions('br;q=0, *')).toEqual(['gzip']);
    expect(acceptedPrecompressions('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedPrecompressions('gzip;q=abc')).toEqual([]);
  });

  it('accepts none without a header, or with identity only', () => {
    expect(acceptedPrecompressions(undefined)).toEqual([]);
    expect(acceptedPrecompressions(null)).toEqual([]);
    expect(acceptedPrecompressions('')).toEqual([]);
    expect(acceptedPrecompressions('identity')).toEqual([]);
  });
});

describe('precompressedType', () => {
  it('gives the type of the static files the build precompresses, and null for others', () => {
    expect(precompressedType('/assets/shell/client.js')).toBe('text/javascript; charset=utf-8');
    expect(precompressedType('/_mf/mfe_vehicle/1.0.0/styles.0a1b2c3d.css')).toBe('text/css; charset=utf-8');
    expect(precompressedType('/_mf/mfe_vehicle/1.0.0/mf-manifest.json')).toBeNull();
    expect(precompressedType('/assets/logo.svg')).toBeNull();
    expect(precompressedType('/assets/shell/client.js.br')).toBeNull();
  });
});

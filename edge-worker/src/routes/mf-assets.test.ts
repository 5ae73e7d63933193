import { describe, expect, it } from 'vitest';
import { parseMfPath } from './mf-assets';

describe('parseMfPath', () => {
  it('reads remote, version and file', () => {
    expect(parseMfPath('/_mf/mfe_vehicle/1.0.0/remoteEntry.js')).toEqual({
      remote: 'mfe_vehicle',
      version: '1.0.0',
      file: 'remoteEntry.js',
    });
    expect(parseMfPath('/_mf/mfe_vehicle/1.1.0-canary/chunks/616.0a1b2c3d.js')?.file).toBe('chunks/616.0a1b2c3d.js');
  });

  it('refuses anything outside /_mf/<remote>/<version>/<file>', () => {
    for (const path of [
      '/_mf/mfe_vehicle/release.json',
      '/release.json',
      '/_mf/mfe_vehicle/1.0.0/',
      '/_mf/mfe_vehicle/1.0.0/../release.json',
      '/_mf/mfe_vehicle/1.0.0/a/../../release.json',
      '/_mf/mfe_vehicle/1.0.0/..%2Frelease.json',
      '/_mf/mfe_vehicle/1.0.0/a//b.js',
      '/_mf/mfe_vehicle/1.0.0/a\\b.js',
      '/_mf/mfe_vehicle/../1.0.0/x.js',
      '/_mf/MFE/1.0.0/x.js',
      '/_mf/mfe_vehicle/1..0/x.js',
    ]) {
      expect(parseMfPath(path), path).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { archivedFileMetadata, buildArchiveKey } from './build-archive';

describe('buildArchiveKey', () => {
  it('keys a file by remote, version and its path in the build', () => {
    expect(buildArchiveKey('mfe_vehicle', '1.1.0-canary', 'chunks/616.0a1b2c3d.js.gz')).toBe(
      'mfe_vehicle/1.1.0-canary/chunks/616.0a1b2c3d.js.gz',
    );
  });
});

describe('archivedFileMetadata', () => {
  it('gives each file its type, as the gateway serves it', () => {
    expect(archivedFileMetadata('remoteEntry.js')).toEqual({ contentType: 'text/javascript; charset=utf-8' });
    expect(archivedFileMetadata('styles.3172f9a4.css')).toEqual({ contentType: 'text/css; charset=utf-8' });
    expect(archivedFileMetadata('mf-manifest.json')).toEqual({ contentType: 'application/json; charset=utf-8' });
    expect(archivedFileMetadata('LICENSE')).toEqual({ contentType: 'application/octet-stream' });
  });

  it("gives a precompressed variant its plain file's type and its encoding", () => {
    expect(archivedFileMetadata('chunks/616.0a1b2c3d.js.br')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      contentEncoding: 'br',
    });
    expect(archivedFileMetadata('styles.3172f9a4.CSS.gz')).toEqual({
      contentType: 'text/css; charset=utf-8',
      contentEncoding: 'gzip',
    });
  });

  it('reads no type from the prototype', () => {
    expect(archivedFileMetadata('x.constructor')).toEqual({ contentType: 'application/octet-stream' });
  });
});

import { describe, expect, it } from 'vitest';
import { logoTextFromSlug, parseLogoRequest, parseMediaPath, parseVehicleImageRequest } from './parse-media-path';

const path = (itemType: string, body: string, colour: string, view: string) => ({ itemType, body, colour, view });

describe('parseVehicleImageRequest', () => {
  it('parses a request with defaults', () => {
    expect(parseVehicleImageRequest(path('car', 'suv', 'red', 'ext-1.svg'), {})).toEqual({
      ok: true,
      value: { itemType: 'car', body: 'suv', colour: 'red', view: { kind: 'ext', index: 1 }, width: 600, quality: 100 },
    });
  });

  it('parses interior and spin views, width and quality', () => {
    const int = parseVehicleImageRequest(path('caravan', 'caravan', 'white', 'int-3.svg'), { w: '300', q: '40' });
    expect(int).toMatchObject({ ok: true, value: { view: { kind: 'int', index: 3 }, width: 300, quality: 40 } });
    const spin = parseVehicleImageRequest(path('car', 'ute', 'white', 'spin-07.svg'), {});
    expect(spin).toMatchObject({ ok: true, value: { view: { kind: 'spin', frame: 7 } } });
    expect(parseVehicleImageRequest(path('car', 'ute', 'white', 'spin-35.svg'), {})).toMatchObject({ ok: true });
  });

  it('turns an unknown colour into grey and keeps an unknown body for a generic shape', () => {
    expect(parseVehicleImageRequest(path('car', 'hovercraft', 'teal', 'ext-2.svg'), {})).toMatchObject({
      ok: true,
      value: { body: 'hovercraft', colour: 'grey' },
    });
  });

  it('reads slugs case-insensitively', () => {
    expect(parseVehicleImageRequest(path('car', 'SUV', 'Red', 'ext-1.svg'), {})).toMatchObject({
      ok: true,
      value: { body: 'suv', colour: 'red' },
    });
  });

  it.each([
    ['itemType', path('boat', 'suv', 'red', 'ext-1.svg'), /itemType/],
    ['view number', path('car', 'suv', 'red', 'ext-7.svg'), /view/],
    ['spin frame', path('car', 'suv', 'red', 'spin-36.svg'), /view/],
    ['extension', path('car', 'suv', 'red', 'ext-1.png'), /view/],
    ['body', path('car', 'su v', 'red', 'ext-1.svg'), /body/],
    ['colour', path('car', 'suv', '<b>', 'ext-1.svg'), /colour/],
  ])('answers 404 for a malformed %s', (_what, params, message) => {
    const result = parseVehicleImageRequest(params, {});
    expect(result).toMatchObject({ ok: false, status: 404 });
    expect(result.ok ? '' : result.error).toMatch(message);
  });

  it.each([
    [{ w: '63' }, /^w must be an integer from 64 to 2000$/],
    [{ w: '2001' }, /^w must be/],
    [{ w: 'wide' }, /^w must be/],
    [{ w: '300.5' }, /^w must be/],
    [{ w: '' }, /^w must be/],
    [{ q: '0' }, /^q must be an integer from 1 to 100$/],
    [{ q: '101' }, /^q must be/],
  ])('answers 400 for %o', (query, message) => {
    const result = parseVehicleImageRequest(path('car', 'suv', 'red', 'ext-1.svg'), query);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok ? '' : result.error).toMatch(message);
  });

  it('accepts the width and quality bounds', () => {
    expect(parseVehicleImageRequest(path('car', 'suv', 'red', 'ext-1.svg'), { w: '64', q: '1' })).toMatchObject({
      ok: true,
    });
    expect(parseVehicleImageRequest(path('car', 'suv', 'red', 'ext-1.svg'), { w: '2000', q: '100' })).toMatchObject({
      ok: true,
    });
  });
});

describe('parseLogoRequest', () => {
  it('draws a make’s own name, as the catalogue writes it', () => {
    expect(logoTextFromSlug('bmw')).toBe('BMW');
    expect(logoTextFromSlug('mercedes-benz')).toBe('Mercedes-Benz');
    expect(logoTextFromSlug('kgm-ssangyong')).toBe('KGM SsangYong');
    expect(['mg', 'ldv', 'gwm', 'byd'].map(logoTextFromSlug)).toEqual(['MG', 'LDV', 'GWM', 'BYD']);
  });

  it('title-cases any other slug without the tenant namespace', () => {
    expect(logoTextFromSlug('tenant-harbourcity')).toBe('Harbourcity');
    expect(logoTextFromSlug('city-motors')).toBe('City Motors');
    expect(logoTextFromSlug('tenant')).toBe('Tenant');
  });

  it('takes ?text= for the wordmark', () => {
    expect(parseLogoRequest({ file: 'tenant-harbourcity.svg' }, { text: '  Harbour City ' })).toEqual({
      ok: true,
      value: { slug: 'tenant-harbourcity', text: 'Harbour City', width: 240 },
    });
  });

  it('rejects empty or overlong text and a bad width', () => {
    expect(parseLogoRequest({ file: 'a.svg' }, { text: ' ' })).toMatchObject({ ok: false, status: 400 });
    expect(parseLogoRequest({ file: 'a.svg' }, { text: 'x'.repeat(61) })).toMatchObject({ ok: false, status: 400 });
    expect(parseLogoRequest({ file: 'a.svg' }, { w: '5' })).toMatchObject({ ok: false, status: 400 });
  });

  it('answers 404 for a file that is not <slug>.svg', () => {
    expect(parseLogoRequest({ file: 'toyota.png' }, {})).toMatchObject({ ok: false, status: 404 });
    expect(parseLogoRequest({ file: '.svg' }, {})).toMatchObject({ ok: false, status: 404 });
  });
});

describe('parseMediaPath', () => {
  it('parses whole paths with or without the /media prefix', () => {
    expect(parseMediaPath('/media/v1/car/suv/red/ext-1.svg', { w: '300' })).toMatchObject({
      ok: true,
      value: { kind: 'vehicle', body: 'suv', width: 300 },
    });
    expect(parseMediaPath('/v1/logo/toyota.svg', {})).toMatchObject({
      ok: true,
      value: { kind: 'logo', text: 'Toyota' },
    });
  });

  it('answers 404 for other shapes of path', () => {
    for (const p of ['/v1/car/suv/red', '/v2/car/suv/red/ext-1.svg', '/v1/logo/a/b.svg', '/']) {
      expect(parseMediaPath(p, {})).toMatchObject({ ok: false, status: 404 });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { defaultMyPagePath, MY_GARAGE_PATH, MyPageConfigSchema, siteMyPage } from './my-page';

describe("a site's my-page (spec: 001 §2 /mymotorama, /mybigboxcars …, §6)", () => {
  it('is /my and the site slug by default, and goes to /my-garage', () => {
    expect(defaultMyPagePath('motorama')).toBe('/mymotorama');
    expect(defaultMyPagePath('big-box-cars')).toBe('/mybigboxcars');
    expect(siteMyPage({ slug: 'harbourcity', myPage: MyPageConfigSchema.parse({}) })).toEqual({
      path: '/myharbourcity',
      redirectTo: MY_GARAGE_PATH,
    });
  });

  it("keeps the dealer's own path and target, and none when switched off", () => {
    const myPage = MyPageConfigSchema.parse({ path: '/myservco', redirectTo: '/service' });
    expect(siteMyPage({ slug: 'servco-group', myPage })).toEqual({ path: '/myservco', redirectTo: '/service' });
    expect(siteMyPage({ slug: 'servco-group', myPage: null })).toBeNull();
  });

  it('refuses a path that is no my-page and a target on another site', () => {
    expect(MyPageConfigSchema.safeParse({ path: '/garage' }).success).toBe(false);
    expect(MyPageConfigSchema.safeParse({ redirectTo: '//evil.example' }).success).toBe(false);
  });
});

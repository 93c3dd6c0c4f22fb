import { describe, expect, it } from 'vitest';
import {
  canViewStudio,
  isStudioPubliclyVisible,
  isStudioStatusBannerShown,
  studioStatusBanners,
} from './studio-visibility';

describe('isStudioPubliclyVisible', () => {
  it.each([
    // isVerified, isHidden, isDeleted, visible
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
    [false, true, true, false],
    [undefined, undefined, undefined, false],
    [true, undefined, undefined, true],
  ])('verified %s, hidden %s, deleted %s → %s', (isVerified, isHidden, isDeleted, visible) => {
    expect(isStudioPubliclyVisible({ isVerified, isHidden, isDeleted })).toBe(visible);
  });
});

describe('canViewStudio', () => {
  const visible = { isVerified: true, isHidden: false, isDeleted: false };
  const unverified = { isVerified: false, isHidden: false, isDeleted: false };
  const hidden = { isVerified: true, isHidden: true, isDeleted: false };
  const deleted = { isVerified: true, isHidden: false, isDeleted: true };

  it.each([
    // case, studio, isStudioAdmin, isPlatformAdmin, can view
    ['visible, anyone', visible, false, false, true],
    ['unverified, anyone', unverified, false, false, false],
    ['unverified, its admin', unverified, true, false, true],
    ['unverified, platform admin', unverified, false, true, true],
    ['hidden, anyone', hidden, false, false, false],
    ['hidden, its admin', hidden, true, false, true],
    ['hidden, platform admin', hidden, false, true, true],
    ['deleted, anyone', deleted, false, false, false],
    ['deleted, its admin', deleted, true, false, true],
    ['deleted, platform admin', deleted, false, true, true],
    ['unknown studio, platform admin', null, false, true, false],
  ])('%s → %s', (_case, studio, isStudioAdmin, isPlatformAdmin, canView) => {
    expect(canViewStudio(studio, { isStudioAdmin, isPlatformAdmin })).toBe(canView);
  });
});

describe('studioStatusBanners', () => {
  it.each([
    // isVerified, isHidden, banners
    [true, false, []],
    [false, false, ['awaitingVerification']],
    [true, true, ['hidden']],
    [false, true, ['awaitingVerification', 'hidden']],
  ])('verified %s, hidden %s → %j', (isVerified, isHidden, banners) => {
    expect(studioStatusBanners({ isVerified, isHidden })).toEqual(banners);
    expect(isStudioStatusBannerShown({ isVerified, isHidden })).toBe(banners.length > 0);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FILES } from '../constants';
import { MESSAGES } from '../validation/messages';
import { endpoints } from './index';
import { PresignUploadSchema, UPLOAD_RULES, UPLOAD_TARGETS, UploadedObjectSchema } from './uploads';

describe('the upload rules', () => {
  it('give each target to exactly one upload endpoint, with its rule', () => {
    const uploads = endpoints.filter((endpoint) => endpoint.upload);
    expect(uploads.map((endpoint) => endpoint.upload?.target).sort()).toEqual([...UPLOAD_TARGETS].sort());
    for (const endpoint of uploads) expect(endpoint.upload).toEqual(UPLOAD_RULES[endpoint.upload!.target]);
  });

  it.each([
    ['userAvatar', FILES.avatarMaxBytes],
    ['studioAvatar', FILES.avatarMaxBytes],
    ['roomPhoto', FILES.avatarMaxBytes],
    ['studioBanner', FILES.bannerMaxBytes],
  ] as const)('limit a %s to %i bytes (spec §5)', (target, maxBytes) => {
    expect(UPLOAD_RULES[target].maxBytes).toBe(maxBytes);
  });
});

describe('asking for a presigned upload', () => {
  const ask = (body: Record<string, unknown>) => v.safeParse(PresignUploadSchema, body);

  it.each([
    [{ target: 'userAvatar', contentType: 'image/png', size: 1 }],
    [{ target: 'studioBanner', id: 'studio-1', contentType: 'image/jpeg', size: 8_000_000 }],
  ])('takes %o', (body) => {
    expect(ask(body).success).toBe(true);
  });

  it.each([
    ['another type', { target: 'userAvatar', contentType: 'image/gif', size: 1 }, MESSAGES.fileType],
    ['an empty file', { target: 'userAvatar', contentType: 'image/png', size: 0 }, MESSAGES.fileCount],
    ['a fractional size', { target: 'userAvatar', contentType: 'image/png', size: 1.5 }, undefined],
    ['an unknown target', { target: 'lessonPhoto', contentType: 'image/png', size: 1 }, undefined],
    ['an empty id', { target: 'roomPhoto', id: '', contentType: 'image/png', size: 1 }, undefined],
  ])('refuses %s', (_, body, message) => {
    const result = ask(body);
    expect(result.success).toBe(false);
    if (message) expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe('the key of a presigned upload', () => {
  it.each([[''], ['x'.repeat(201)], [42]])('refuses %o with the spec’s file message', (key) => {
    const result = v.safeParse(UploadedObjectSchema, { key });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MESSAGES.fileCount);
  });
});

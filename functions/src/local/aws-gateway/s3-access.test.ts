import { describe, expect, it } from 'vitest';
import { parsePostUploadForm } from './multipart-form';
import { keysOfDeleteRequest, s3AccessChecks, s3TargetOf } from './s3-access';
import { senderDomainOf } from './ses';

describe('the IAM checks of an S3 request', () => {
  it.each([
    ['PUT', '/b/photos/a%20b.png', '', [['s3:PutObject', 'arn:aws:s3:::b/photos/a b.png']]],
    ['GET', '/b/a.png', '', [['s3:GetObject', 'arn:aws:s3:::b/a.png']]],
    ['HEAD', '/b/a.png', '', [['s3:GetObject', 'arn:aws:s3:::b/a.png']]],
    ['DELETE', '/b/a.png', '', [['s3:DeleteObject', 'arn:aws:s3:::b/a.png']]],
    ['PUT', '/b/a.png', 'tagging', [['s3:PutObjectTagging', 'arn:aws:s3:::b/a.png']]],
    ['DELETE', '/b/a.png', 'uploadId=1', [['s3:AbortMultipartUpload', 'arn:aws:s3:::b/a.png']]],
    ['GET', '/b', 'list-type=2', [['s3:ListBucket', 'arn:aws:s3:::b']]],
    ['HEAD', '/b', '', [['s3:ListBucket', 'arn:aws:s3:::b']]],
    ['PUT', '/b', '', [['s3:CreateBucket', 'arn:aws:s3:::b']]],
    ['PUT', '/b', 'cors', [['s3:PutBucketCORS', 'arn:aws:s3:::b']]],
    ['GET', '/', '', [['s3:ListAllMyBuckets', '*']]],
  ])('%s %s?%s', (method, path, query, expected) => {
    const checks = s3AccessChecks(method, s3TargetOf(path), new URLSearchParams(query));
    expect(checks.map((check) => [check.action, check.resource])).toEqual(expected);
  });

  it('checks a multi-object delete per key', () => {
    const keys = keysOfDeleteRequest(
      '<Delete><Object><Key>a/1.png</Key></Object><Object><Key>b&amp;c.png</Key></Object></Delete>',
    );
    const checks = s3AccessChecks('POST', s3TargetOf('/b'), new URLSearchParams('delete'), {
      deletedKeys: keys,
    });
    expect(checks).toEqual([
      { action: 's3:DeleteObject', resource: 'arn:aws:s3:::b/a/1.png' },
      { action: 's3:DeleteObject', resource: 'arn:aws:s3:::b/b&c.png' },
    ]);
  });

  it('checks reading the source of a copy', () => {
    const checks = s3AccessChecks('PUT', s3TargetOf('/b/new.png'), new URLSearchParams(), {
      copySource: '/b/old%20one.png',
    });
    expect(checks.map((check) => `${check.action} ${check.resource}`)).toEqual([
      's3:PutObject arn:aws:s3:::b/new.png',
      's3:GetObject arn:aws:s3:::b/old one.png',
    ]);
  });
});

describe('reading a browser POST upload', () => {
  const body = (parts: string[]) =>
    Buffer.from(`${parts.map((part) => `--XX\r\n${part}\r\n`).join('')}--XX--\r\n`, 'latin1');

  it('reads the fields up to the file and the file, ignoring what follows', () => {
    const form = parsePostUploadForm(
      body([
        'Content-Disposition: form-data; name="key"\r\n\r\nincoming/a.png',
        'Content-Disposition: form-data; name="Content-Type"\r\n\r\nimage/png',
        'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--',
        'Content-Disposition: form-data; name="late"\r\n\r\nignored',
      ]),
      'multipart/form-data; boundary=XX',
    );
    expect(form.fields).toEqual({ key: 'incoming/a.png', 'Content-Type': 'image/png' });
    expect(form.file?.filename).toBe('a.png');
    expect(form.file?.data.toString('latin1')).toBe('\x89PNG\r\n--');
  });

  it('refuses a body without its boundary', () => {
    expect(() => parsePostUploadForm(Buffer.from('nothing'), 'multipart/form-data; boundary=XX')).toThrow(
      'does not contain its boundary',
    );
  });
});

describe('the sending identity of an SES request', () => {
  it.each([
    [{ FromEmailAddress: 'Plié <Hello@Plie.Test>' }, 'plie.test'],
    [{ FromEmailAddress: 'a@b.test' }, 'b.test'],
    [
      {
        Content: {
          Raw: {
            Data: Buffer.from('From: "X" <x@raw.test>\r\nTo: y@z\r\n\r\nFrom: not@body.test').toString(
              'base64',
            ),
          },
        },
      },
      'raw.test',
    ],
    [{}, undefined],
  ])('%j → %s', (request, domain) => {
    expect(senderDomainOf(request)).toBe(domain);
  });
});

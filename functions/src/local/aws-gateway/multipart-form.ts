/**
 * Reads an S3 browser POST upload (multipart/form-data, RFC 7578) the way S3 does: the form fields
 * up to the `file` part, then the file; anything after the file is ignored. The file's bytes are a
 * view into the request body, not a copy.
 */

export interface PostUploadForm {
  /** Field names as sent (S3 compares most of them case-insensitively). */
  fields: Record<string, string>;
  file?: { data: Buffer; filename?: string };
}

export class MalformedForm extends Error {
  override readonly name = 'MalformedForm';
}

const boundaryOf = (contentType: string): string => {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MalformedForm('The multipart/form-data request names no boundary.');
  return boundary;
};

const dispositionOf = (head: string): { name?: string; filename?: string } => {
  const line = /^content-disposition:(.*)$/im.exec(head)?.[1] ?? '';
  return {
    name: /\bname="([^"]*)"/i.exec(line)?.[1],
    filename: /\bfilename="([^"]*)"/i.exec(line)?.[1],
  };
};

export const parsePostUploadForm = (body: Buffer, contentType: string): PostUploadForm => {
  const delimiter = Buffer.from(`--${boundaryOf(contentType)}`);
  const form: PostUploadForm = { fields: {} };
  let start = body.indexOf(delimiter);
  if (start < 0) throw new MalformedForm('The multipart/form-data body does not contain its boundary.');
  for (;;) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') return form;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) throw new MalformedForm('The multipart/form-data body ends before its closing boundary.');
    const part = body.subarray(partStart + 2, next - 2); // drop the CRLF after the boundary and before the next
    const headEnd = part.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new MalformedForm('A part of the multipart/form-data body has no header.');
    const { name, filename } = dispositionOf(part.subarray(0, headEnd).toString('utf8'));
    const content = part.subarray(headEnd + 4);
    if (name?.toLowerCase() === 'file') {
      form.file = { data: content, ...(filename === undefined ? {} : { filename }) };
      return form;
    }
    if (name !== undefined) form.fields[name] = content.toString('utf8');
    start = next;
  }
};

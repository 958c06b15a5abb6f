/**
 * A multipart/form-data body (RFC 7578) read from its bytes: each part's field name, its file
 * name and type when it is a file, and its bytes untouched (a photo must not pass through text).
 * Small forms only: the whole body is in memory, bounded by the route's body limit.
 */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The boundary of a multipart/form-data content type, or null when it is not one. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/** The parts of `body`; a part without a name, or a body that is not a form, gives none. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    // "--" after a delimiter closes the form.
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const headEnd = body.indexOf('\r\n\r\n', start);
    if (headEnd >= 0 && headEnd < next) {
      const head = body.subarray(start, headEnd).toString('utf8');
      // The part's bytes end before the CRLF that precedes the next delimiter.
      const end = body[next - 2] === 0x0d && body[next - 1] === 0x0a ? next - 2 : next;
      const name = /\bname="([^"]*)"/i.exec(head)?.[1];
      if (name !== undefined) {
        const filename = /\bfilename="([^"]*)"/i.exec(head)?.[1];
        const type = /^content-type:\s*([^\r\n;]+)/im.exec(head)?.[1]?.trim().toLowerCase();
        parts.push({
          name,
          ...(filename !== undefined ? { filename } : {}),
          ...(type ? { contentType: type } : {}),
          data: body.subarray(headEnd + 4, Math.max(headEnd + 4, end)),
        });
      }
    }
    at = next;
  }
  return parts;
}

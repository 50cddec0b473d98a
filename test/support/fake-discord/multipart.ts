// A small multipart/form-data reader: enough for discord.js uploads (payload_json + files[n]).

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const CRLF = "\r\n";
const HEADER_END = Buffer.from(CRLF + CRLF);

export function boundaryOf(contentType: string): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** Split a multipart body into its parts. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === "--") break; // closing delimiter
    const next = body.indexOf(delimiter, from);
    if (next === -1) break;
    // Each part sits between "\r\n" after the delimiter and "\r\n" before the next one.
    parts.push(readPart(body.subarray(from + CRLF.length, next - CRLF.length)));
    start = next;
  }
  return parts;
}

function readPart(raw: Buffer): FormPart {
  const split = raw.indexOf(HEADER_END);
  const headers = raw.subarray(0, split).toString("utf8").split(CRLF);
  const data = raw.subarray(split + HEADER_END.length);
  const header = (name: string) =>
    headers.find((h) => h.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
  const disposition = header("content-disposition") ?? "";
  const param = (key: string) => new RegExp(`\\b${key}="([^"]*)"`, "i").exec(disposition)?.[1];
  const filename = param("filename");
  const contentType = header("content-type");
  return {
    name: param("name") ?? "",
    ...(filename !== undefined ? { filename } : {}),
    ...(contentType !== undefined ? { contentType } : {}),
    data: Buffer.from(data),
  };
}

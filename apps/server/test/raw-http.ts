// HTTP requests as they are written, for the security suites: the path goes out untouched (fetch would resolve
// `..` and re-encode), headers come back, and the connection can start from another loopback address
// (127.0.0.2 …) so the server sees a different client.
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as it came (a compressed answer stays compressed). */
  bytes: Buffer;
  /** The body as JSON, or undefined. */
  json: any;
}

export function rawRequest(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; localAddress?: string } = {},
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path,
        headers,
        localAddress: options.localAddress,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, bytes, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** POST /api/v1/login from `localAddress` (default 127.0.0.1) with extra headers. */
export const loginFrom = (
  baseUrl: string,
  email: string,
  password: string,
  options: { localAddress?: string; headers?: Record<string, string> } = {},
) => rawRequest(baseUrl, '/api/v1/login', { method: 'POST', body: { email, password }, ...options });

// GET /events/stream (docs/live.md): Server-Sent Events for the live screens. Authenticated like every call (the
// Authorization header: the web reads the stream with fetch, so no token ever travels in a URL); each event is
// one the caller sees in its lists (policies/live.ts). `Last-Event-ID` replays what a reconnecting browser missed.
import { LIVE_EVENT_NAME, type LiveEvent } from '@garita/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveAudience } from '../../policies/live.ts';
import { route } from '../endpoint.ts';

/** A stream ends after this long and the browser reconnects at once (with Last-Event-ID): the token, the role
 *  and the assigned access points are read again, so a revoked session or a moved guard stops receiving. */
export const LIVE_STREAM_MAX_MS = 5 * 60_000;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How long the browser waits before reconnecting after a cut. */
const RETRY_MS = 1_000;
/** A browser that does not read is dropped (it reconnects and catches up) rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** The id the browser last saw (0: the stream opened before any event), else none: a stream from now. */
export function readLastEventId(header: string | string[] | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

const frame = (event: LiveEvent) => `id: ${event.id}\nevent: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'live.stream', async (request, reply) => {
    const audience = await liveAudience(app.ctx.db, request.auth);
    const lastId = readLastEventId(request.headers['last-event-id']);
    const once = request.query.once !== undefined;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      // nginx and the like: pass each event on at once
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RETRY_MS}\n\n`);

    // Live events that arrive while the replay is read wait, then go out after it; an id goes out once.
    const sent = new Set<number>();
    let held: LiveEvent[] | null = [];
    let closed = false;
    const send = (event: LiveEvent) => {
      if (closed || sent.has(event.id)) return;
      sent.add(event.id);
      if (sent.size > 10_000) sent.delete(sent.values().next().value as number);
      res.write(frame(event));
      if (res.writableLength > MAX_BUFFERED_BYTES) res.destroy();
    };
    const deliver = (event: LiveEvent) => (held ? held.push(event) : send(event));

    let stop = () => {};
    const timers: NodeJS.Timeout[] = [];
    const close = () => {
      if (closed) return;
      closed = true;
      stop();
      for (const timer of timers) clearTimeout(timer);
      if (!res.writableEnded) res.end();
    };
    // The browser went away (or the socket broke): stop listening.
    res.on('close', close);
    res.on('error', close);

    try {
      if (!once) {
        const unlisten = await app.live.listen({ audience, deliver, end: () => close() });
        if (closed) unlisten();
        else stop = unlisten;
      }
      if (lastId === null) {
        // A first id, without an event: a browser cut off before anything happened still says where it was.
        const start = await app.live.startingPoint(audience);
        if (!closed) res.write(`id: ${start}\nevent: ready\ndata:\n\n`);
      } else {
        for (const event of await app.live.missed(audience, lastId)) send(event);
      }
    } catch (error) {
      request.log.error({ err: error }, 'live replay failed');
      close();
      return;
    }
    const waiting = held;
    held = null;
    for (const event of waiting) send(event);
    if (once || closed) return close();

    timers.push(setTimeout(close, LIVE_STREAM_MAX_MS));
    const beat = setInterval(() => !closed && res.write(': ping\n\n'), HEARTBEAT_MS);
    timers.push(beat);
  });
};

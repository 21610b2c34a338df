// node-postgres's connection to the embedded database, one protocol message batch per statement. PGlite ships
// such a connection (`@electric-sql/pglite/node-postgres`), which hands every message to PGlite on its own: a named
// statement's bind, describe, execute and sync are four calls into PGlite's WebAssembly, each parsing and emitting
// its answers. This one keeps the messages of an extended query until its sync (or flush) and hands them over in
// one call, as a socket would carry them: PostgreSQL answers them in order, errors included (it skips to the sync
// after one). The same statements, about twice as many per second (docs/benchmarks.md). Otherwise it behaves as
// PGlite's: ready at once, no start-up or authentication, and `end` stops the connection after what was sent.
//
// PGlite's answer is read as bytes (`execProtocolRawStream`) by node-postgres's own parser (`pg-protocol`), the
// one that reads a socket: PGlite's parser copies every field name and value into a buffer of its own before
// decoding it, which cost 10 % of the server's time under the guard's scans (docs/benchmarks.md). PGlite's parser
// also hands a commit's notifications to `PGlite.listen()`'s callbacks; these answers bypass it, so the connection
// hands the notifications it reads to `onPgliteNotification`'s callbacks, as PGlite would: queued before the
// statement's answer is handed on.
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { parse, serialize } from 'pg-protocol';

type Serializer = typeof serialize;
type Message = { name: string; channel?: string; payload?: string };
type NotificationCallback = (channel: string, payload: string) => void;

const notificationCallbacks = new WeakMap<PGlite, Set<NotificationCallback>>();

/**
 * Calls `callback` with each notification the statements of this PGlite's connections receive (those PGlite's own
 * API receives go to its `listen()` callbacks). Returns what stops it.
 */
export function onPgliteNotification(pglite: PGlite, callback: NotificationCallback): () => void {
  const callbacks = notificationCallbacks.get(pglite) ?? new Set();
  notificationCallbacks.set(pglite, callbacks);
  callbacks.add(callback);
  return () => callbacks.delete(callback);
}

export class PgliteBatchingConnection extends EventEmitter {
  // node-postgres reads and writes these on its connection.
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};

  readonly #pglite: PGlite;
  #queue: Promise<unknown>;
  #pending: Uint8Array[] = [];
  /** What pg-protocol's parser reads, as it would read a socket: each answer is one 'data'. */
  readonly #answers = new EventEmitter();
  /** The messages the parser read from the answer being read. */
  #read: Message[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
    void parse(this.#answers as unknown as NodeJS.ReadableStream, (message) => this.#read.push(message as Message));
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.#pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  /** Keeps a message of an extended query for the batch its sync or flush sends. */
  #keep(message: Uint8Array): void {
    this.#pending.push(message);
  }

  /** Sends what was kept, then `message`, in one call, and emits the answers in order. */
  #send(message: Uint8Array): void {
    const batch = this.#pending.length ? Buffer.concat([...this.#pending, message]) : message;
    this.#pending = [];
    this.#queue = this.#queue
      .then(() =>
        // Each piece of the answer is a view of PGlite's memory, read (copied) before PostgreSQL goes on.
        this.#pglite.execProtocolRawStream(batch, {
          onRawData: (piece) => this.#answers.emit('data', Buffer.from(piece)),
        }),
      )
      .then(() => {
        const messages = this.#read;
        this.#read = [];
        const callbacks = notificationCallbacks.get(this.#pglite);
        for (const message of messages) {
          if (message.name !== 'notification' || !callbacks) continue;
          const { channel = '', payload = '' } = message;
          for (const callback of callbacks) queueMicrotask(() => callback(channel, payload));
        }
        const observed = this.listenerCount('message') > 0;
        for (const message of messages) {
          if (observed) this.emit('message', message);
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        }
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }

  parse(query: Parameters<Serializer['parse']>[0]): void {
    this.#keep(serialize.parse(query));
  }
  bind(config: Parameters<Serializer['bind']>[0]): void {
    this.#keep(serialize.bind(config));
  }
  describe(message: Parameters<Serializer['describe']>[0]): void {
    this.#keep(serialize.describe(message));
  }
  execute(config: Parameters<Serializer['execute']>[0]): void {
    this.#keep(serialize.execute(config));
  }
  close(message: Parameters<Serializer['close']>[0]): void {
    this.#keep(serialize.close(message));
  }
  sync(): void {
    this.#send(serialize.sync());
  }
  flush(): void {
    this.#send(serialize.flush());
  }
  query(text: string): void {
    this.#send(serialize.query(text));
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk));
  }
  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }

  /** Stops after what was sent: 'end' follows its answers. Listeners go at once, as PGlite's connection does. */
  end(): void {
    this.#queue = this.#queue.then(() => {
      this.emit('end');
    });
    for (const name of this.eventNames()) if (name !== 'newListener') this.removeAllListeners(name);
  }

  // Nothing to do in one process: no TLS, start-up, password or cancel; no socket to keep the loop alive.
  requestSsl(): void {}
  startup(): void {}
  password(): void {}
  cancel(): void {}
  ref(): void {}
  unref(): void {}
}

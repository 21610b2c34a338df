// node-postgres's connection to the embedded database, one protocol message batch per statement. PGlite ships
// such a connection (`@electric-sql/pglite/node-postgres`), which hands every message to PGlite on its own: a named
// statement's bind, describe, execute and sync are four calls into PGlite's WebAssembly, each parsing and emitting
// its answers. This one keeps the messages of an extended query until its sync (or flush) and hands them over in
// one call, as a socket would carry them: PostgreSQL answers them in order, errors included (it skips to the sync
// after one). The same statements, about twice as many per second (docs/benchmarks.md). Otherwise it behaves as
// PGlite's: ready at once, no start-up or authentication, and `end` stops the connection after what was sent.
import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

type Serializer = typeof serialize;
type Message = { name: string };

export class PgliteBatchingConnection extends EventEmitter {
  // node-postgres reads and writes these on its connection.
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};

  readonly #pglite: PGlite;
  #queue: Promise<unknown>;
  #pending: Uint8Array[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
    this.#queue = pglite.waitReady;
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
      .then(() => this.#pglite.execProtocolStream(batch, { throwOnError: false }))
      .then((messages: Message[]) => {
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

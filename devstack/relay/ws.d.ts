/**
 * The part of the `ws` package's API the relay uses. The package ships without type declarations and
 * none are installed, so the relay declares what it relies on here (and nothing more).
 */
declare module 'ws' {
  import { EventEmitter } from 'node:events';
  import { type IncomingMessage, type Server as HttpServer } from 'node:http';

  export type RawData = Buffer | ArrayBuffer | Buffer[];

  export interface ClientOptions {
    readonly headers?: Record<string, string>;
  }

  export class WebSocket extends EventEmitter {
    static readonly CONNECTING: 0;
    static readonly OPEN: 1;
    static readonly CLOSING: 2;
    static readonly CLOSED: 3;
    constructor(address: string, options?: ClientOptions);
    readonly OPEN: 1;
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string, callback?: (error?: Error) => void): void;
    ping(data?: string | Buffer, mask?: boolean, callback?: (error?: Error) => void): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'ping' | 'pong', listener: (data: Buffer) => void): this;
    on(event: 'open', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string | symbol, listener: (...args: unknown[]) => void): this;
    once(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'ping' | 'pong', listener: (data: Buffer) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
    once(event: string | symbol, listener: (...args: unknown[]) => void): this;
  }

  export interface ServerOptions {
    readonly server?: HttpServer;
    readonly maxPayload?: number;
  }

  export class WebSocketServer extends EventEmitter {
    constructor(options: ServerOptions);
    readonly clients: Set<WebSocket>;
    close(callback?: (error?: Error) => void): void;
    on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: string | symbol, listener: (...args: unknown[]) => void): this;
  }
}

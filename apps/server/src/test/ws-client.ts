/** A WebSocket test client that records messages and waits for the one a test expects. */
import WebSocket from 'ws';

export type RecordingSocket = {
  socket: WebSocket;
  messages: unknown[];
  /** Resolves with the first recorded message (from the start) that satisfies the predicate. */
  next<T>(predicate: (message: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
};

export async function connect(url: string): Promise<RecordingSocket> {
  const socket = new WebSocket(url);
  const messages: unknown[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString('utf8'))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return {
    socket,
    messages,
    async next<T>(predicate: (message: T) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => predicate(message as T));
        if (found !== undefined) return found as T;
        if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => socket.close(),
  };
}

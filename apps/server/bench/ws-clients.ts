import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { spawnNode } from './site-processes';

type Reply = {
  error?: string;
  times?: number[];
  missing?: number;
  open?: number;
  messages?: number;
  closed?: number;
};

/**
 * WebSocket clients in a process of their own (ws-clients.child.mjs). `nextArrivals()` resolves with the
 * wall-clock times (epoch ms) at which the sockets received their next message.
 */
export class ClientProcess {
  private constructor(private readonly child: ChildProcess) {}

  static async open(urls: string[], count: number): Promise<ClientProcess> {
    const child = spawnNode([fileURLToPath(new URL('ws-clients.child.mjs', import.meta.url))], process.env, {
      ipc: true,
    });
    const clients = new ClientProcess(child);
    const reply = await clients.request({ open: { urls, count } });
    if (reply.error) throw new Error(`the clients could not connect: ${reply.error}`);
    return clients;
  }

  /** Messages received and sockets closed by the server since the clients opened. */
  async stats(): Promise<{ open: number; messages: number; closed: number }> {
    const reply = await this.request({ stats: true });
    return { open: reply.open ?? 0, messages: reply.messages ?? 0, closed: reply.closed ?? 0 };
  }

  private request(message: object): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the client process exited (${code})`));
      this.child.once('exit', exited);
      this.child.once('message', (reply: Reply) => {
        this.child.off('exit', exited);
        resolve(reply);
      });
      this.child.send(message);
    });
  }

  /** Arrival times of each socket's next message; those without one within `timeoutMs` count as missing. */
  async nextArrivals(timeoutMs: number): Promise<{ times: number[]; missing: number }> {
    const reply = await this.request({ arm: { timeoutMs } });
    return { times: reply.times ?? [], missing: reply.missing ?? 0 };
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ close: true });
    await exited;
  }
}

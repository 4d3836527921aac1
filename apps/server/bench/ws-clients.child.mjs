// Child process of scores.bench.ts: holds many WebSocket clients (spread over the given URLs) in a process of
// their own, so receiving costs the server nothing and each process stays within its open-files limit.
// Asked to 'arm', it reports the wall-clock time (epoch ms) at which each socket received its next message,
// and how many received none before the given timeout.
import WebSocket from 'ws';

/** Sockets opened at once: more would overflow the server's accept queue. */
const OPENING = 200;

const sockets = [];
let armed = null;
let messages = 0;
let closed = 0;

async function open(urls, count) {
  for (let start = 0; start < count; start += OPENING) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + OPENING); i++) {
      const socket = new WebSocket(urls[i % urls.length]);
      socket.on('close', () => closed++);
      socket.on('message', () => {
        messages++;
        if (!armed || armed.times[i] !== undefined) return;
        armed.times[i] = Date.now();
        if (++armed.received === count) report();
      });
      sockets.push(socket);
      batch.push(
        new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        }),
      );
    }
    await Promise.all(batch);
  }
}

function report() {
  clearTimeout(armed.timer);
  const times = armed.times.filter((time) => time !== undefined);
  process.send({ times, missing: sockets.length - times.length });
  armed = null;
}

process.on('message', (message) => {
  if (message.open) {
    open(message.open.urls, message.open.count).then(
      () => process.send({ ready: sockets.length }),
      (error) => process.send({ error: String(error) }),
    );
  } else if (message.arm) {
    armed = { times: new Array(sockets.length), received: 0, timer: setTimeout(report, message.arm.timeoutMs) };
  } else if (message.stats) {
    process.send({ open: sockets.length - closed, messages, closed });
  } else if (message.close) {
    for (const socket of sockets) socket.removeAllListeners('close').terminate();
    process.exit(0);
  }
});

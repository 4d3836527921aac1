// Worker thread for scores.bench.ts: holds many WebSocket clients and reports when each gets its next message.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, count } = workerData;
const sockets = [];
let armed = null;

for (let i = 0; i < count; i++) {
  const socket = new WebSocket(url);
  socket.on('message', () => {
    if (!armed || armed.times[i] !== undefined) return;
    armed.times[i] = Date.now();
    if (++armed.received === count) {
      parentPort.postMessage(armed.times);
      armed = null;
    }
  });
  sockets.push(
    new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    }),
  );
}
await Promise.all(sockets);
parentPort.on('message', () => {
  armed = { times: new Array(count), received: 0 };
});
parentPort.postMessage('ready');

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server saw. */
export interface SeenRequest {
  method: string;
  path: string;
}

export interface LinkServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: SeenRequest[];
  /** The most requests that were in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

/**
 * A local HTTP server for the external-link tests, on 127.0.0.1 and a free port: nothing a test
 * checks ever leaves the machine. Each path answers one way (a query does not change the answer):
 *
 * - `/ok`, `/page/...`: 200; `/status/<code>`: that status;
 * - `/redirect/<n>`: a chain of `n` redirects ending in 200; `/loop-a` and `/loop-b` redirect to each
 *   other; `/moved` redirects to `/status/404?from=moved`;
 * - `/no-head`: 405 to HEAD, 200 to GET; `/head-404`: 404 to HEAD, 200 to GET;
 * - `/slow`: answers after two seconds; `/reset`: drops the connection unanswered;
 * - `/rate/<id>`: 429 with `Retry-After: 0` the first time, then 200; `/busy`: always 429 `Retry-After: 0`;
 * - `/flaky/<id>`: drops the connection the first two times (a HEAD and its GET), then 200; `/hold`: 200 after 50 ms.
 */
export async function startLinkServer(): Promise<LinkServer> {
  const requests: SeenRequest[] = [];
  const seen = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ method: request.method ?? '', path });
    // Routes read the path alone: a test makes a URL its own with a query.
    const route = path.split('?')[0];
    const count = (seen.get(path) ?? 0) + 1;
    seen.set(path, count);
    inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    response.on('close', () => inFlight--);
    const send = (status: number, headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : `status ${status}\n`);
    };
    let match: RegExpMatchArray | null;
    if (route === '/ok' || route.startsWith('/page/')) return send(200);
    if ((match = route.match(/^\/status\/(\d{3})$/))) return send(Number(match[1]));
    if ((match = route.match(/^\/redirect\/(\d+)$/))) {
      const left = Number(match[1]);
      return left === 0 ? send(200) : send(301, { location: `/redirect/${left - 1}` });
    }
    if (route === '/loop-a') return send(302, { location: '/loop-b' });
    if (route === '/loop-b') return send(302, { location: '/loop-a' });
    if (route === '/moved') return send(308, { location: '/status/404?from=moved' });
    if (route === '/no-head') return send(request.method === 'HEAD' ? 405 : 200);
    if (route === '/head-404') return send(request.method === 'HEAD' ? 404 : 200);
    if (route === '/slow') return later(2000, () => send(200));
    if (route === '/reset') return void request.socket.destroy();
    if (route.startsWith('/rate/')) return count === 1 ? send(429, { 'retry-after': '0' }) : send(200);
    if (route === '/busy') return send(429, { 'retry-after': '0' });
    if (route.startsWith('/flaky/')) return count <= 2 ? void request.socket.destroy() : send(200);
    if (route === '/hold') return later(50, () => send(200));
    return send(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

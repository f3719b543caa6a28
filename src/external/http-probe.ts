import http, { STATUS_CODES } from 'node:http';
import https from 'node:https';
import type { HostLookup } from './host-lookup.js';
import { seconds } from './link-results.js';

/** What one request got: the status line and the headers that matter, or why there was none. */
export type ProbeOutcome =
  | { status: number; statusText: string; location?: string; retryAfter?: string }
  | {
      error: string;
      code: string;
      /** `connect`: no connection was made (or its TLS handshake failed): every URL of the host would fail alike. */
      phase: 'connect' | 'response';
    };

export interface ProbeAgents {
  http: http.Agent;
  https: https.Agent;
}

/** Kept-alive connections, `perHost` at most per host, shared by every request of a run; `destroy` them at its end. */
export function probeAgents(perHost: number): ProbeAgents {
  const options = { keepAlive: true, maxSockets: perHost, maxFreeSockets: perHost };
  return { http: new http.Agent(options), https: new https.Agent(options) };
}

/** Sites that refuse clients they do not know answer a browser-like request. */
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; docs-lint link checker; +https://github.com/docs-lint/docs-lint)',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|ERR_OSSL)/;
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'EADDRNOTAVAIL']);
const DNS_FAILURE = /^(ENOTFOUND|EAI_|ENODATA|ESERVFAIL|EDNSTIMEOUT)/;

/**
 * One HEAD or GET, its status and headers only: a GET's body is never read (the connection is
 * closed on it). The time limit covers the connection, the TLS handshake and the wait for the
 * status line.
 */
export function probe(url: URL, method: 'HEAD' | 'GET', timeoutMs: number, lookup: HostLookup, agents: ProbeAgents): Promise<ProbeOutcome> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let connected = false;
    let settled = false;
    const settle = (outcome: ProbeOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let request: http.ClientRequest;
    try {
      request = client.request(url, { method, agent: url.protocol === 'https:' ? agents.https : agents.http, lookup: lookup.nodeLookup, headers: HEADERS }, (response) => {
        const status = response.statusCode ?? 0;
        const header = (name: string) => {
          const value = response.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        settle({ status, statusText: response.statusMessage || STATUS_CODES[status] || '', location: header('location'), retryAfter: header('retry-after') });
        // A HEAD has no body and keeps its connection for the next request; a GET's body is not wanted.
        if (method === 'HEAD') response.resume();
        else response.destroy();
      });
    } catch (error) {
      resolve({ error: `invalid request: ${(error as Error).message}`, code: (error as NodeJS.ErrnoException).code ?? 'EINVAL', phase: 'connect' });
      return;
    }
    request.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    request.on('error', (error: NodeJS.ErrnoException) => settle(failure(error, connected)));
    const timer = setTimeout(() => {
      settle({ error: `timed out after ${seconds(timeoutMs)}`, code: 'ETIMEDOUT', phase: connected ? 'response' : 'connect' });
      request.destroy();
    }, timeoutMs);
    request.end();
  });
}

function failure(error: NodeJS.ErrnoException, connected: boolean): ProbeOutcome {
  const code = error.code ?? 'ERROR';
  if (DNS_FAILURE.test(code)) return { error: error.message.startsWith('DNS ') ? error.message : `DNS lookup failed (${code})`, code, phase: 'connect' };
  if (code === 'ECONNREFUSED') return { error: 'connection refused (ECONNREFUSED)', code, phase: 'connect' };
  if (UNREACHABLE.has(code)) return { error: `host unreachable (${code})`, code, phase: 'connect' };
  if (TLS_CODE.test(code)) return { error: `TLS check failed: ${error.message} (${code})`, code, phase: 'connect' };
  if (code === 'ECONNRESET' || code === 'EPIPE') return { error: `connection closed without an answer (${code})`, code, phase: connected ? 'response' : 'connect' };
  if (code.startsWith('HPE_')) return { error: `invalid HTTP response (${code})`, code, phase: 'response' };
  return { error: `request failed: ${error.message} (${code})`, code, phase: connected ? 'response' : 'connect' };
}

import net from 'node:net';
import picomatch from 'picomatch';
import { regexOf, type ExternalLinksConfig } from '../config/external-links-config.js';

/**
 * Which URLs written in a site `--external` fetches, and as what. A link to another site is
 * checked when it is absolute http(s) (or `//host/...`, which the published site serves over
 * https) and names a real host: placeholders (`https://{BASE_URL}/v1`, `https://your-domain.com`),
 * the names reserved for examples and tests (RFC 2606 and 6761), names that only resolve on a
 * private network, and, unless `checkLocal`, addresses of the reader's own machine or network are
 * instructions to the reader, not links anybody can check.
 */
export type UrlFilter = (written: string) => string | undefined;

/** Characters of template syntax: no real URL is written with them. */
const TEMPLATE = /[{}<>`\s]|\$[({A-Za-z_]|\.\.\./;
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost|local|internal|lan|home\.arpa)$/i;
const PLACEHOLDER_HOST = /(^|[.-])(your|my)[-_]|(^|\.)your(domain|company|site|app|server|host|instance|org)\./i;
const LOCAL_NAME = /^localhost$/i;

let privateAddresses: net.BlockList | undefined;

function isPrivateAddress(address: string): boolean {
  if (!privateAddresses) {
    privateAddresses = new net.BlockList();
    for (const [prefix, bits] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10]] as const) {
      privateAddresses.addSubnet(prefix, bits, 'ipv4');
    }
    for (const [prefix, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) privateAddresses.addSubnet(prefix, bits, 'ipv6');
  }
  const family = net.isIP(address);
  return family !== 0 && privateAddresses.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The URL to fetch for a written one (absolute, without its `#fragment`), or undefined when it is not checked. */
export function urlFilter(config: Pick<ExternalLinksConfig, 'ignore' | 'checkLocal'>): UrlFilter {
  const ignored = ignoreMatcher(config.ignore);
  return (written) => {
    let text = written.trim();
    if (text.startsWith('//')) text = `https:${text}`;
    if (!/^https?:\/\//i.test(text) || TEMPLATE.test(text)) return undefined;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return undefined;
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const isAddress = net.isIP(host) !== 0;
    if (host === '' || (!isAddress && (!host.includes('.') || RESERVED_DOMAIN.test(host) || PLACEHOLDER_HOST.test(host)) && !(config.checkLocal && LOCAL_NAME.test(host)))) return undefined;
    if (!config.checkLocal && (LOCAL_NAME.test(host) || (isAddress && isPrivateAddress(host)))) return undefined;
    url.hash = '';
    const target = url.href;
    return ignored(target) ? undefined : target;
  };
}

function ignoreMatcher(patterns: readonly string[]): (url: string) => boolean {
  if (patterns.length === 0) return () => false;
  const regexes: RegExp[] = [];
  const globs: string[] = [];
  for (const pattern of patterns) {
    const regex = regexOf(pattern);
    if (regex) regexes.push(regex);
    else globs.push(pattern);
  }
  const glob = globs.length > 0 ? picomatch(globs, { dot: true }) : () => false;
  // `search` ignores a `g` or `y` flag's lastIndex, so a pattern gives the same answer every time.
  return (url) => glob(url) || regexes.some((regex) => url.search(regex) !== -1);
}

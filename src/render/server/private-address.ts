/**
 * Which hosts the server must not fetch content-supplied URLs from: addresses that reach the
 * server itself or the networks behind it (loopback, RFC 1918, link-local, cloud metadata,
 * unique-local, CGNAT, multicast, reserved) and names that stand for them. Pure functions on
 * address text, written from the IANA special-purpose registries (RFC 6890 and the RFCs named
 * below), so they run anywhere (Node, edge runtimes) without a dependency.
 */

/** IPv4 ranges (`[first address, prefix length]`) that are not public unicast. */
const PRIVATE_IPV4_RANGES: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local host (RFC 1122)
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // shared address space, carrier-grade NAT; holds Alibaba's metadata 100.100.100.200 (RFC 6598)
  ['127.0.0.0', 8], // loopback (RFC 1122)
  ['169.254.0.0', 16], // link-local; holds the cloud metadata service 169.254.169.254 (RFC 3927)
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments (RFC 6890)
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking networks (RFC 2544)
  ['224.0.0.0', 4], // multicast (RFC 5771)
  ['240.0.0.0', 4], // reserved, and the broadcast 255.255.255.255 (RFC 1112, RFC 919)
];

/**
 * Name suffixes that only ever mean something inside a private network: `localhost`
 * (RFC 6761), mDNS `.local` (RFC 6762), `.internal` (ICANN's private-use TLD; e.g.
 * `metadata.google.internal`), `.home.arpa` (RFC 8375) and the customary `.localdomain`.
 */
const PRIVATE_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain'];

/** The four bytes of a dotted-quad IPv4 address (`a.b.c.d`, decimal, no leading zeros), or undefined. */
export function parseIPv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
}

/**
 * The eight 16-bit groups of an IPv6 address (`::` shorthand, an IPv4 tail such as
 * `::ffff:1.2.3.4`, optional `[` `]` and `%zone`), or undefined.
 */
export function parseIPv6(text: string): number[] | undefined {
  let address = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (!address.includes(':')) return undefined;
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupTexts = halves.map((half) => (half === '' ? [] : half.split(':')));
  const lastHalf = groupTexts[groupTexts.length - 1];
  const tail = lastHalf[lastHalf.length - 1];
  if (tail?.includes('.')) {
    const v4 = parseIPv4(tail);
    if (!v4) return undefined;
    lastHalf.splice(-1, 1, ((v4[0] << 8) | v4[1]).toString(16), ((v4[2] << 8) | v4[3]).toString(16));
  }
  if (!groupTexts.every((groups) => groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)))) return undefined;
  const [head, rest = []] = groupTexts.map((groups) => groups.map((group) => parseInt(group, 16)));
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const zeros = 8 - head.length - rest.length;
  return zeros >= 1 ? [...head, ...new Array<number>(zeros).fill(0), ...rest] : undefined;
}

/** Whether `text` is an IPv4 (dotted quad) or IPv6 address, brackets allowed. */
export const isIpAddress = (text: string): boolean => parseIPv4(text) !== undefined || parseIPv6(text) !== undefined;

const ipv4Number = (bytes: readonly number[]): number =>
  ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;

const PRIVATE_IPV4_NUMBERS = PRIVATE_IPV4_RANGES.map(([first, bits]) => {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return { network: (ipv4Number(parseIPv4(first)!) & mask) >>> 0, mask };
});

function isPrivateIPv4(bytes: readonly number[]): boolean {
  const value = ipv4Number(bytes);
  return PRIVATE_IPV4_NUMBERS.some(({ network, mask }) => (value & mask) >>> 0 === network);
}

/** The IPv4 address carried by two IPv6 groups. */
const embeddedIPv4 = (high: number, low: number): number[] => [high >> 8, high & 0xff, low >> 8, low & 0xff];

function isPrivateIPv6(groups: readonly number[]): boolean {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // ::a.b.c.d IPv4-compatible (RFC 4291): the IPv4 rules decide, and put the unspecified `::`
  // and the loopback `::1` (0.0.0.0 and 0.0.0.1) in 0.0.0.0/8.
  if (zeroUpTo(6)) return isPrivateIPv4(embeddedIPv4(g6, g7));
  // ::ffff:a.b.c.d IPv4-mapped (RFC 4291) and ::ffff:0:a.b.c.d IPv4-translated (RFC 2765).
  if (zeroUpTo(4) && ((g4 === 0xffff && g5 === 0) || (g4 === 0 && g5 === 0xffff)))
    return isPrivateIPv4(embeddedIPv4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b) {
    // 64:ff9b::/96 NAT64 reaches the IPv4 address it embeds (RFC 6052); 64:ff9b:1::/48 is local-use (RFC 8215).
    if (g2 === 1) return true;
    if (g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return isPrivateIPv4(embeddedIPv4(g6, g7));
  }
  if (g0 === 0x2002) return isPrivateIPv4(embeddedIPv4(g1, g2)); // 6to4 reaches the IPv4 address it embeds (RFC 3056)
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // 100::/64 discard-only (RFC 6666)
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique-local, incl. AWS metadata fd00:ec2::254 (RFC 4193)
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local (RFC 4291)
  if ((g0 & 0xffc0) === 0xfec0) return true; // fec0::/10 deprecated site-local (RFC 3879)
  return (g0 & 0xff00) === 0xff00; // ff00::/8 multicast (RFC 4291)
}

/**
 * Whether the IP address `ip` (dotted-quad IPv4, or IPv6 with or without brackets) is not a
 * public unicast address. Text that is not an IP address is not one: false (check
 * {@link isIpAddress} first when the text may be a name).
 */
export function isPrivateAddress(ip: string): boolean {
  const v4 = parseIPv4(ip);
  if (v4) return isPrivateIPv4(v4);
  const v6 = parseIPv6(ip);
  return v6 ? isPrivateIPv6(v6) : false;
}

/**
 * Whether the host name `host` stands for a private network by itself: a name under
 * {@link PRIVATE_NAME_SUFFIXES}, or a single-label name (`metadata`, `intranet`), which the
 * server's resolver completes with its own search domains. Case and trailing dots are ignored.
 */
export function isPrivateHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, '');
  if (!name.includes('.')) return true;
  return PRIVATE_NAME_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/**
 * Whether the URL host `hostname` (as `new URL(...).hostname` gives it: IPv4 normalised to
 * a dotted quad, IPv6 in brackets) is private by its text alone, without resolving it.
 */
export function isPrivateHost(hostname: string): boolean {
  return isIpAddress(hostname) ? isPrivateAddress(hostname) : isPrivateHostName(hostname);
}

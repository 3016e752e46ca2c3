import ipaddr from 'ipaddr.js';

/**
 * The block of addresses one client is counted by: an IPv4 address alone, an IPv6 address by its
 * /64 (the network one household or one server is given, so stepping through its 2^64 addresses
 * stays one client). An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address.
 * Anything that is no address is its own block.
 */
export function clientBlock(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}

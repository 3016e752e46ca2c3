import { describe, expect, it } from 'vitest';
import { clientBlock } from './client-block.js';

describe('the block a client is counted by', () => {
  it('is an IPv4 address itself, however it is written', () => {
    expect(clientBlock('192.0.2.7')).toBe('192.0.2.7');
    expect(clientBlock('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it("is an IPv6 address's /64, however it is written", () => {
    const block = '2001:db8:1:2::/64';
    expect(clientBlock('2001:db8:1:2::1')).toBe(block);
    expect(clientBlock('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(block);
    expect(clientBlock('2001:0DB8:0001:0002:0000:0000:0000:0009')).toBe(block);
    expect(clientBlock('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('is what was given when it is no address', () => {
    expect(clientBlock('unknown')).toBe('unknown');
  });
});

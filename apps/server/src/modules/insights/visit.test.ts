import { describe, expect, it } from 'vitest';
import { countableAgent, referrerHost, utmSource } from './visit.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const headers = (userAgent: string | undefined, extra: { dnt?: string; gpc?: string } = {}) => ({
  userAgent,
  referer: undefined,
  dnt: extra.dnt,
  gpc: extra.gpc,
});

describe('who is counted', () => {
  it('counts a browser, and honours Do-Not-Track and Global Privacy Control', () => {
    expect(countableAgent(headers(FIREFOX))).toBeDefined();
    expect(countableAgent(headers(FIREFOX, { dnt: '1' }))).toBeUndefined();
    expect(countableAgent(headers(FIREFOX, { gpc: '1' }))).toBeUndefined();
    expect(countableAgent(headers(FIREFOX, { dnt: '0' }))).toBeDefined();
  });

  it('leaves out bots and requests without a user agent, asked once or many times', () => {
    for (let i = 0; i < 3; i++) {
      expect(countableAgent(headers(GOOGLEBOT))).toBeUndefined();
      expect(countableAgent(headers('curl/8.5.0'))).toBeUndefined();
    }
    expect(countableAgent(headers(undefined))).toBeUndefined();
    expect(countableAgent(headers(`${GOOGLEBOT} ${'x'.repeat(600)}`))).toBeUndefined();
  });
});

describe('what is read of a visit', () => {
  it('tells phones, tablets and desktops apart', () => {
    const device = (userAgent: string) => countableAgent(headers(userAgent))?.device;
    expect(device(FIREFOX)).toBe('desktop');
    expect(device(IPHONE)).toBe('mobile');
    expect(device(IPAD)).toBe('tablet');
    expect(device(ANDROID_TABLET)).toBe('tablet');
  });

  it('keeps only the host of a foreign referrer', () => {
    const own = new Set(['me.example', 'admin.me.example']);
    expect(referrerHost('https://www.linkedin.com/in/someone?x=1', own)).toBe('linkedin.com');
    expect(referrerHost('https://me.example/projects', own)).toBe('');
    expect(referrerHost('android-app://com.slack/', own)).toBe('');
    expect(referrerHost('not a url', own)).toBe('');
    // Hosts a browser takes but that are no name: never a key, nor the key of the rest.
    expect(referrerHost('http://(other)/', own)).toBe('');
    expect(referrerHost("http://x{y}'z.example/", own)).toBe('');
    expect(referrerHost('http://[2001:db8::1]/', own)).toBe('[2001:db8::1]');
    expect(referrerHost('https://bücher.example/', own)).toBe('xn--bcher-kva.example');
    expect(referrerHost(undefined, own)).toBe('');
  });

  it('keeps a plain utm_source and drops anything else', () => {
    expect(utmSource('?utm_source=Newsletter&utm_medium=email')).toBe('newsletter');
    expect(utmSource('?utm_source=%3Cscript%3E')).toBe('');
    expect(utmSource(`?utm_source=${'a'.repeat(51)}`)).toBe('');
    expect(utmSource('?ref=x')).toBe('');
  });
});

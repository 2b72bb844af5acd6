import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './userAgent';

const UA = {
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('describeUserAgent', () => {
  it('names the common browsers and systems', () => {
    expect(describeUserAgent(UA.chromeLinux)).toBe('Chrome on Linux');
    expect(describeUserAgent(UA.headlessChrome)).toBe('Chrome on Linux');
    expect(describeUserAgent(UA.chromeWindows)).toBe('Chrome on Windows');
    expect(describeUserAgent(UA.firefoxMac)).toBe('Firefox on macOS');
    expect(describeUserAgent(UA.safariMac)).toBe('Safari on macOS');
    expect(describeUserAgent(UA.chromeOs)).toBe('Chrome on ChromeOS');
  });

  it('tells apart the browsers that also call themselves Chrome or Safari', () => {
    expect(describeUserAgent(UA.edgeWindows)).toBe('Edge on Windows');
    expect(describeUserAgent(UA.operaWindows)).toBe('Opera on Windows');
    expect(describeUserAgent(UA.samsungAndroid)).toBe('Samsung Internet on Android');
    expect(describeUserAgent(UA.chromeIphone)).toBe('Chrome on iOS');
  });

  it('knows phones from the desktops they mention', () => {
    expect(describeUserAgent(UA.safariIphone)).toBe('Safari on iOS');
    expect(describeUserAgent(UA.chromeAndroid)).toBe('Chrome on Android');
  });

  it('names other clients by their product', () => {
    expect(describeUserAgent('curl/8.4.0')).toBe('curl');
    expect(describeUserAgent('PostmanRuntime/7.39.0')).toBe('PostmanRuntime');
  });

  it('falls back when there is nothing to go by', () => {
    expect(describeUserAgent(null)).toBe('Unknown device');
    expect(describeUserAgent(undefined)).toBe('Unknown device');
    expect(describeUserAgent('   ')).toBe('Unknown device');
    expect(describeUserAgent('Mozilla/5.0')).toBe('Unknown device');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Browser on Linux');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { type AppPageMessage, postToApp } from './app-bridge';

const MESSAGE: AppPageMessage = {
  type: 'marquee:page',
  activeUL: true,
  url: 'https://www.marquee.fr/',
  title: 'Marquee',
  language: 'fr',
  pageKind: 'Home',
};

describe('app bridge (SHELL-80)', () => {
  it('SHELL-80 a React Native web view gets the message as JSON', () => {
    const postMessage = vi.fn();
    expect(postToApp(MESSAGE, { ReactNativeWebView: { postMessage } })).toBe('react-native');
    expect(JSON.parse(postMessage.mock.calls[0]?.[0] as string)).toEqual(MESSAGE);
  });

  it('SHELL-80 a WKWebView gets the object through its `marquee` handler; Android through MarqueeAndroid', () => {
    const ios = vi.fn();
    expect(postToApp(MESSAGE, { webkit: { messageHandlers: { marquee: { postMessage: ios } } } })).toBe('webkit');
    expect(ios).toHaveBeenCalledWith(MESSAGE);
    const android = vi.fn();
    expect(postToApp(MESSAGE, { MarqueeAndroid: { postMessage: android } })).toBe('android');
    expect(JSON.parse(android.mock.calls[0]?.[0] as string)).toMatchObject({ activeUL: true });
  });

  it('SHELL-80 outside a web view nothing is sent; a throwing bridge does not break the page', () => {
    expect(postToApp(MESSAGE, {})).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = () => {
      throw new Error('closed');
    };
    expect(postToApp(MESSAGE, { ReactNativeWebView: { postMessage: failing } })).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import {
  isAllowedHost,
  isAllowedOrigin,
  isRepeatableHandOver,
  isRunToken,
} from '../../../../src-main/web/request-guard';

describe('browser mode request guard', () => {
  it('accepts only our own host and port (a DNS-rebinding page sends its own name)', () => {
    expect(isAllowedHost('127.0.0.1:4321', 4321)).toBe(true);
    expect(isAllowedHost('localhost:4321', 4321)).toBe(true);
    expect(isAllowedHost('LOCALHOST:4321', 4321)).toBe(true);
    expect(isAllowedHost('127.0.0.1:4322', 4321)).toBe(false);
    expect(isAllowedHost('127.0.0.1', 4321)).toBe(false);
    expect(isAllowedHost('evil.example:4321', 4321)).toBe(false);
    expect(isAllowedHost('127.0.0.1.evil.example:4321', 4321)).toBe(false);
    expect(isAllowedHost(undefined, 4321)).toBe(false);
  });

  it('accepts only our own origin, and requires it on anything but a GET', () => {
    expect(isAllowedOrigin('http://127.0.0.1:4321', undefined, 'POST', 4321)).toBe(true);
    expect(isAllowedOrigin('http://localhost:4321', 'same-origin', 'POST', 4321)).toBe(true);
    expect(isAllowedOrigin(undefined, undefined, 'GET', 4321)).toBe(true);
    expect(isAllowedOrigin(undefined, 'none', 'GET', 4321)).toBe(true); // typed in the address bar
    expect(isAllowedOrigin(undefined, undefined, 'POST', 4321)).toBe(false);
    expect(isAllowedOrigin('http://evil.example', undefined, 'POST', 4321)).toBe(false);
    expect(isAllowedOrigin('https://127.0.0.1:4321', undefined, 'POST', 4321)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:4322', undefined, 'GET', 4321)).toBe(false);
    expect(isAllowedOrigin('null', undefined, 'POST', 4321)).toBe(false);
    expect(isAllowedOrigin(undefined, 'cross-site', 'GET', 4321)).toBe(false);
    expect(isAllowedOrigin(undefined, 'same-site', 'GET', 4321)).toBe(false);
  });

  it('takes the hand-over again only from the address typed or pasted, never from a load another page started', () => {
    expect(isRepeatableHandOver('none')).toBe(true);
    expect(isRepeatableHandOver(undefined)).toBe(true); // no browser: a program that has the printed address
    expect(isRepeatableHandOver('cross-site')).toBe(false); // the launch file, another site
    expect(isRepeatableHandOver('same-site')).toBe(false); // another server on 127.0.0.1
    expect(isRepeatableHandOver('same-origin')).toBe(false);
  });

  it('compares tokens exactly', () => {
    expect(isRunToken('abc', 'abc')).toBe(true);
    expect(isRunToken('abd', 'abc')).toBe(false);
    expect(isRunToken('abcd', 'abc')).toBe(false);
    expect(isRunToken('', 'abc')).toBe(false);
    expect(isRunToken(undefined, 'abc')).toBe(false);
  });
});

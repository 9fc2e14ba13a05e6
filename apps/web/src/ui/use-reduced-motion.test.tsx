import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion.ts';

/** A system setting that can change while the page is open. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => (query === '(prefers-reduced-motion: reduce)' ? media : { matches: false }) as MediaQueryList,
  );
  return {
    change(next: boolean) {
      reduce = next;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useReducedMotion', () => {
  it('reads the system setting', () => {
    systemSetting(true);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(true);
  });

  it('follows a change of the setting and stops listening when unmounted', () => {
    const setting = systemSetting(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
    unmount();
    expect(setting.listening()).toBe(0);
  });
});

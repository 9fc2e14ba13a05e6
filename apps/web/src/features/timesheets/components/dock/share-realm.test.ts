import { afterEach, describe, expect, it } from 'vitest';
import { shareDomClasses } from './share-realm.ts';

function otherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

describe('the DOM classes shared with the popped-out window', () => {
  afterEach(() => document.body.replaceChildren());

  it('count its nodes and events as the main window’s while the panel is out, and only then', () => {
    const popout = otherWindow();
    const div = popout.document.createElement('div');
    const key = new (popout as unknown as typeof globalThis).KeyboardEvent('keydown');
    expect(div instanceof HTMLElement).toBe(false);

    const stop = shareDomClasses(window, popout);
    expect(div instanceof HTMLElement).toBe(true);
    expect(div instanceof HTMLDivElement).toBe(true);
    expect(div instanceof Element).toBe(true);
    expect(div instanceof HTMLInputElement).toBe(false);
    expect(div instanceof SVGElement).toBe(false);
    expect(key instanceof KeyboardEvent).toBe(true);
    expect(document.createElement('span') instanceof HTMLElement).toBe(true);

    stop();
    expect(div instanceof HTMLElement).toBe(false);
    expect(key instanceof KeyboardEvent).toBe(false);
    expect(document.createElement('span') instanceof HTMLElement).toBe(true);
  });
});

const isInstance = Function.prototype[Symbol.hasInstance];

/**
 * The popped-out panel's elements and events belong to its own window, and libraries test them with
 * `instanceof HTMLElement` and the like, which then answer false in the main window's scripts:
 * Ant Design's dropdowns and date pickers were never placed. While the panel is out, a node or an
 * event of its window also counts as an instance of the main window's class of the same name.
 */
export function shareDomClasses(main: Window & typeof globalThis, popout: Window): () => void {
  const roots = [main.Node, main.Event];
  for (const root of roots) {
    Object.defineProperty(root, Symbol.hasInstance, {
      configurable: true,
      value(this: { name: string }, value: unknown): boolean {
        if (isInstance.call(this, value)) return true;
        const twin = popout.closed ? undefined : (popout as unknown as Record<string, unknown>)[this.name];
        return typeof twin === 'function' && twin !== this && isInstance.call(twin, value);
      },
    });
  }
  return () => {
    for (const root of roots) delete (root as unknown as Record<symbol, unknown>)[Symbol.hasInstance];
  };
}

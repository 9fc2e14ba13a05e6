import { createContext } from 'react';

type Listener = () => void;

/**
 * Tells maps that their box changed where they cannot see it: a docking layout resized their panel
 * or moved it into another browser window (whose resizes the map's own window never hears of).
 */
export interface ResizeSignal {
  subscribe(listener: Listener): () => void;
  notify(): void;
}

export function createResizeSignal(): ResizeSignal {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}

export const MapResizeContext = createContext<ResizeSignal | null>(null);

import type { CollisionDetection } from '@dnd-kit/core';

/**
 * The droppable under the pointer, other than the dragged panel's own: the dragged panel moves with
 * the pointer, so it is always under it too.
 */
export const underPointer: CollisionDetection = ({ active, pointerCoordinates, droppableContainers }) => {
  if (!pointerCoordinates) return [];
  const hits = document.elementsFromPoint(pointerCoordinates.x, pointerCoordinates.y);
  const container = droppableContainers.find((c) => {
    const node = c.node.current;
    return c.id !== active.id && node !== null && hits.some((hit) => node.contains(hit));
  });
  return container ? [{ id: container.id }] : [];
};

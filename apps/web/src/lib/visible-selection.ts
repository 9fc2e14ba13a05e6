/**
 * The item a list-and-detail screen shows in its detail: the one picked, while the list still shows it;
 * before any pick, the screen's default among what the list shows. When a search or filter hides the
 * pick (or leaves nothing), nothing: the detail then says so instead of showing a row no longer listed.
 */
export function visibleSelection<T extends { id: number }>(
  visible: readonly T[],
  pickedId: number | null,
  byDefault: (visible: readonly T[]) => T | undefined = (items) => items[0],
): T | undefined {
  if (pickedId === null) return byDefault(visible);
  return visible.find((item) => item.id === pickedId);
}

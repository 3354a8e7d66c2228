/**
 * Arrow keys in the drawer's menu tree, on top of Tab: Up/Down move through the visible entries,
 * Home/End jump to the ends, Right opens a closed branch (or enters an open one), Left closes an
 * open branch or goes back to the branch an entry belongs to.
 */
export function onDrawerTreeKeydown(event: KeyboardEvent): void {
  const tree = event.currentTarget as HTMLElement;
  const root = tree.getRootNode() as ShadowRoot | Document;
  const active = root.activeElement as HTMLElement | null;
  if (!active || !tree.contains(active)) return;
  const items = [...tree.querySelectorAll<HTMLElement>('a[href], button')].filter((el) =>
    el.checkVisibility(),
  );
  const index = items.indexOf(active);
  const isToggle = active.matches('button[aria-expanded]');
  const expanded = active.getAttribute('aria-expanded') === 'true';
  switch (event.key) {
    case 'ArrowDown':
      items[Math.min(index + 1, items.length - 1)]?.focus();
      break;
    case 'ArrowUp':
      items[Math.max(index - 1, 0)]?.focus();
      break;
    case 'Home':
      items[0]?.focus();
      break;
    case 'End':
      items[items.length - 1]?.focus();
      break;
    case 'ArrowRight':
      if (!isToggle) return;
      if (expanded) items[index + 1]?.focus();
      else active.click();
      break;
    case 'ArrowLeft': {
      if (isToggle && expanded) {
        active.click();
        break;
      }
      const branch = active.closest('ul[id]');
      const parentToggle = branch ? tree.querySelector<HTMLElement>(`[aria-controls="${branch.id}"]`) : null;
      if (!parentToggle) return;
      parentToggle.focus();
      break;
    }
    default:
      return;
  }
  event.preventDefault();
}

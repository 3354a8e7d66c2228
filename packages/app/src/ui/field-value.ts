/** The value of a design-system field from its input event. */
export function fieldValue(event: Event): string {
  return (event.currentTarget as (EventTarget & { value?: string }) | null)?.value ?? '';
}

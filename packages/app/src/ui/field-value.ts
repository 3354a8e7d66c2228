import type { FormEvent } from 'react';

/** The value of a design-system field from its (composed) input event. */
export function fieldValue(event: FormEvent<HTMLElement>): string {
  return (event.currentTarget as HTMLElement & { value: string }).value ?? '';
}

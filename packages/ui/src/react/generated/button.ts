// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent } from '@lit/react';
import * as React from 'react';
import { EwaButton as EwaButtonElement } from '../../components/button/button.ts';
import '../../components/button/define.ts';

/** `<ewa-button>` for React: The design system's button: variants, sizes, loading and form submit/reset. */
export const EwaButton = createComponent({
  react: React,
  tagName: 'ewa-button',
  elementClass: EwaButtonElement,
  displayName: 'EwaButton',
});

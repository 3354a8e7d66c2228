// Generated from custom-elements.json by scripts/generate-react.mjs. Do not edit: run `pnpm --filter @ewa/ui build`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { EwaCountrySelect as EwaCountrySelectElement } from '../../components/country-select/country-select.ts';
import type { OptionSelectDetail } from '../../components/country-select/country-select.ts';
import '../../components/country-select/define.ts';

/** `<ewa-country-select>` for React: Form-associated searchable select (combobox + listbox), options given as data. */
export const EwaCountrySelect = createComponent({
  react: React,
  tagName: 'ewa-country-select',
  elementClass: EwaCountrySelectElement,
  events: {
    onChange: 'change' as EventName<Event>,
    onEwaSelect: 'ewa-select' as EventName<CustomEvent<OptionSelectDetail>>,
    onInput: 'input' as EventName<Event>,
  },
  displayName: 'EwaCountrySelect',
});

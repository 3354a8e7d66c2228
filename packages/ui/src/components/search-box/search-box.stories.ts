import { html } from 'lit';
import './define.ts';
import { demoSearch } from './demo-results.ts';
import type { EwaSearchBox } from './search-box.ts';

interface SearchBoxArgs {
  label: string;
  placeholder: string;
  hideLabel: boolean;
  debounce: number;
  query: string;
}

/** Puts the story's query in the box and runs the search at once, so the story opens in its state. */
async function prefill(box: EwaSearchBox | null, query: string) {
  if (!box || !query) return;
  await box.updateComplete;
  box.value = query;
  await box.runSearch();
}

export default {
  title: 'Components/Search box',
  component: 'ewa-search-box',
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hideLabel: { control: 'boolean' },
    debounce: { control: { type: 'number', min: 0, step: 50 } },
    query: { control: 'text', description: 'Query typed when the story opens' },
  },
  args: { label: 'Search', placeholder: 'Funds, reports, help', hideLabel: false, debounce: 300, query: '' },
  play: async ({ canvasElement, args }: { canvasElement: HTMLElement; args: SearchBoxArgs }) =>
    prefill(canvasElement.querySelector('ewa-search-box'), args.query),
  render: (args: SearchBoxArgs) => html`<div style="max-width: 28rem; min-height: 28rem">
      <ewa-search-box
        label=${args.label}
        placeholder=${args.placeholder}
        ?hide-label=${args.hideLabel}
        debounce=${args.debounce}
        .search=${demoSearch()}
        @ewa-search-select=${(e: Event) => e.preventDefault()}
      ></ewa-search-box>
    </div>`,
};

export const Empty = {};

export const WithResults = { args: { query: 'a' } };

export const NoResult = { args: { query: 'zzz' } };

export const LongHelpText = { args: { query: 'insta' } };

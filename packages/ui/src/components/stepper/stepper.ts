import { html, LitElement, nothing } from 'lit';
import { baseStyles } from '../../tokens/tokens.ts';
import { stepperStyles } from './stepper.styles.ts';

/** One step of a wizard. */
export interface StepperStep {
  /** A stable id, e.g. the step's route ('bankdetails'). */
  id: string;
  /** What the user reads ('Bank details'). */
  label: string;
  /** Done or still to do; by default steps before the current one are done, those after it to do. */
  status?: 'done' | 'todo';
  /** Whether the user may go to this step from here; by default done steps only. */
  allowed?: boolean;
}

export type StepState = 'done' | 'current' | 'todo';

export interface StepRequestDetail {
  id: string;
  index: number;
}

const STATE_TEXT: Record<StepState, string> = { done: 'done', current: 'current step', todo: 'not done yet' };

/**
 * The step list of a wizard such as account opening (spec 001 §3 step catalogue): each step is done,
 * current (`aria-current="step"`) or still to do. On phones (below 767 px) it is one line,
 * 'Step 3 of 9: Bank details', with a button that shows the whole list.
 *
 * A step the user may go back to (by default a done one; `allowed` says otherwise per step) is a
 * button. Choosing it does not move the stepper: it fires `ewa-step-request`, and the page decides
 * (it may save first, or refuse) and sets `current`.
 *
 * @summary Wizard step list: done / current / to-do, compact on phones, steps chosen through an event.
 * @tag ewa-stepper
 *
 * @csspart base - The `<nav>`.
 * @csspart summary - The phone line 'Step 3 of 9: Bank details'.
 * @csspart progress - The bar under the phone line.
 * @csspart toggle - The phone button that shows or hides the whole list.
 * @csspart list - The ordered list of steps.
 * @csspart step - One step's list item (also `step-done`, `step-current`, `step-todo`).
 * @csspart step-button - The button of a step the user may go to.
 * @csspart marker - The circle with the step's number or a tick.
 * @csspart label - The step's name.
 *
 * @cssprop --ewa-stepper-done-color - Marker and line of done steps (default: the success colour).
 * @cssprop --ewa-stepper-current-color - Marker of the current step (default: the primary colour).
 * @cssprop --ewa-stepper-todo-color - Marker and line of steps to do (default: the border colour).
 *
 * @fires {CustomEvent<StepRequestDetail>} ewa-step-request - The user chose a step they may go to. Detail: `{ id, index }`. Set `current` to go there.
 */
export class EwaStepper extends LitElement {
  static override styles = [baseStyles, stepperStyles];
  static override properties = {
    steps: { attribute: false },
    current: {},
    label: {},
    orientation: { reflect: true },
    expanded: { state: true },
  };

  /** The steps, in order. */
  steps: StepperStep[] = [];
  /** The id of the current step. */
  current = '';
  /** The name of the step list for screen readers. */
  label = 'Account opening steps';
  /** From 767 px: steps side by side (`horizontal`) or one under another (`vertical`, for a side column). */
  orientation: 'horizontal' | 'vertical' = 'horizontal';

  /** The phone view shows the whole list. */
  private expanded = false;

  /** Where the current step stands in the list (-1 when `current` names none). */
  get currentIndex(): number {
    return this.steps.findIndex((step) => step.id === this.current);
  }

  /** The state of the step at `index`. */
  stateOf(index: number): StepState {
    const step = this.steps[index];
    const current = this.currentIndex;
    if (!step) return 'todo';
    if (index === current) return 'current';
    if (step.status) return step.status;
    return current >= 0 && index < current ? 'done' : 'todo';
  }

  /** Whether the user may choose the step at `index` (never the current one). */
  isAllowed(index: number): boolean {
    const state = this.stateOf(index);
    if (state === 'current') return false;
    return this.steps[index]?.allowed ?? state === 'done';
  }

  private request(step: StepperStep, index: number): void {
    this.expanded = false;
    this.dispatchEvent(
      new CustomEvent<StepRequestDetail>('ewa-step-request', {
        detail: { id: step.id, index },
        bubbles: true,
        composed: true,
      }),
    );
  }

  private renderStep(step: StepperStep, index: number) {
    const state = this.stateOf(index);
    // The line from the previous step is drawn as travelled when that step is done and this one reached.
    const reached = index > 0 && this.stateOf(index - 1) === 'done' && state !== 'todo';
    const content = html`<span part="marker" class="marker" aria-hidden="true">${state === 'done' ? '✓' : index + 1}</span
      ><span part="label" class="label">${step.label}<span class="visually-hidden">, ${STATE_TEXT[state]}</span></span>`;
    return html`<li part="step step-${state}" class="step ${state} ${reached ? 'reached' : ''}">
      ${
        this.isAllowed(index)
          ? html`<button part="step-button" class="inner" type="button" @click=${() => this.request(step, index)}>${content}</button>`
          : html`<span class="inner" aria-current=${state === 'current' ? 'step' : nothing}>${content}</span>`
      }
    </li>`;
  }

  override render() {
    const index = this.currentIndex;
    const total = this.steps.length;
    const current = this.steps[index];
    return html`<nav part="base" class="base" aria-label=${this.label}>
      ${
        current
          ? html`<div class="compact">
            <p part="summary" class="summary">Step ${index + 1} of ${total}: ${current.label}</p>
            <button
              part="toggle"
              class="toggle"
              type="button"
              aria-expanded=${this.expanded ? 'true' : 'false'}
              aria-controls="steps"
              @click=${() => {
                this.expanded = !this.expanded;
              }}
            >
              ${this.expanded ? 'Hide steps' : 'All steps'}
            </button>
            <div part="progress" class="progress" aria-hidden="true">
              <span style="width: ${((index + 1) / total) * 100}%"></span>
            </div>
          </div>`
          : nothing
      }
      <ol part="list" id="steps" class="list ${this.expanded || !current ? 'expanded' : ''}">
        ${this.steps.map((step, i) => this.renderStep(step, i))}
      </ol>
    </nav>`;
  }
}

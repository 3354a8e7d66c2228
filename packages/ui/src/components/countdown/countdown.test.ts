import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import './define.ts';
import { eachStory } from '../../form/test-fixtures.ts';
import * as stories from './countdown.stories.ts';
import { type EwaCountdown, formatMinutesSeconds, spokenRemaining } from './countdown.ts';

/** A clock the test moves by hand. */
function manualClock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const shown = (el: EwaCountdown) => el.shadowRoot!.querySelector('[part="time"]')!.textContent;
const announced = (el: EwaCountdown) => el.shadowRoot!.querySelector('[aria-live]')!.textContent;

describe('ewa-countdown', function () {
  // Axe loads and keyboard round trips take longer than 5 s on a busy shared machine.
  this.timeout(20_000);

  it('formats mm:ss and speaks the remaining time', () => {
    expect(formatMinutesSeconds(300)).to.equal('05:00');
    expect(formatMinutesSeconds(61)).to.equal('01:01');
    expect(formatMinutesSeconds(9.2)).to.equal('00:10');
    expect(formatMinutesSeconds(-3)).to.equal('00:00');
    expect(formatMinutesSeconds(4500)).to.equal('75:00');
    expect(spokenRemaining(120)).to.equal('2 minutes left.');
    expect(spokenRemaining(60)).to.equal('1 minute left.');
    expect(spokenRemaining(10)).to.equal('10 seconds left.');
    expect(spokenRemaining(0)).to.equal('Time is up.');
  });

  it('shows mm:ss in a named timer', async () => {
    const clock = manualClock();
    const el = await fixture<EwaCountdown>(
      html`<ewa-countdown .now=${clock.now} seconds="300" label="Time left to approve"></ewa-countdown>`,
    );
    const timer = el.shadowRoot!.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('aria-label')).to.equal('Time left to approve');
    expect(shown(el)).to.equal('05:00');
    expect(el.remainingSeconds).to.equal(300);
  });

  it('counts against the end time, so a late wake-up (throttled tab) shows the right time', async () => {
    const clock = manualClock();
    const el = await fixture<EwaCountdown>(
      html`<ewa-countdown .now=${clock.now} seconds="300"></ewa-countdown>`,
    );
    clock.advance(125_400);
    el.refresh();
    await el.updateComplete;
    expect(shown(el)).to.equal('02:55');
  });

  it('takes an until timestamp instead of seconds', async () => {
    const clock = manualClock();
    const el = await fixture<EwaCountdown>(
      html`<ewa-countdown .now=${clock.now} .until=${clock.now() + 90_000}></ewa-countdown>`,
    );
    expect(shown(el)).to.equal('01:30');
    el.until = new Date(clock.now() + 10_000).toISOString();
    await el.updateComplete;
    expect(shown(el)).to.equal('00:10');
  });

  it('fires ewa-countdown-expired once, at 00:00', async () => {
    const clock = manualClock();
    const el = await fixture<EwaCountdown>(
      html`<ewa-countdown .now=${clock.now} seconds="5"></ewa-countdown>`,
    );
    let expired = 0;
    el.addEventListener('ewa-countdown-expired', () => expired++);
    clock.advance(6000);
    el.refresh();
    el.refresh();
    await el.updateComplete;
    expect(expired).to.equal(1);
    expect(el.expired).to.equal(true);
    expect(shown(el)).to.equal('00:00');
    expect(announced(el)).to.equal('Time is up.');
    el.restart();
    await el.updateComplete;
    expect(shown(el)).to.equal('00:05');
    expect(el.expired).to.equal(false);
  });

  it('ticks each second with the real clock and expires', async () => {
    const el = await fixture<EwaCountdown>(html`<ewa-countdown seconds="1"></ewa-countdown>`);
    expect(shown(el)).to.equal('00:01');
    await oneEvent(el, 'ewa-countdown-expired');
    await el.updateComplete;
    expect(shown(el)).to.equal('00:00');
  });

  it('announces whole minutes and the last seconds, not every second', async () => {
    const clock = manualClock();
    const el = await fixture<EwaCountdown>(
      html`<ewa-countdown .now=${clock.now} seconds="125"></ewa-countdown>`,
    );
    const heard: string[] = [];
    const ticks: number[] = [];
    el.addEventListener('ewa-countdown-tick', (event) => ticks.push(event.detail.remaining));
    let last = announced(el);
    for (let i = 0; i < 125; i++) {
      clock.advance(1000);
      el.refresh();
      await el.updateComplete;
      if (announced(el) !== last) {
        last = announced(el);
        heard.push(last!);
      }
    }
    expect(heard).to.deep.equal([
      '2 minutes left.',
      '1 minute left.',
      '30 seconds left.',
      '10 seconds left.',
      'Time is up.',
    ]);
    expect(ticks.length, 'one tick event per second').to.equal(125);
    expect(ticks.slice(-3)).to.deep.equal([2, 1, 0]);
  });

  it('stops when removed from the page', async () => {
    const clock = manualClock();
    const el = await fixture<EwaCountdown>(
      html`<ewa-countdown .now=${clock.now} seconds="2"></ewa-countdown>`,
    );
    let expired = 0;
    el.addEventListener('ewa-countdown-expired', () => expired++);
    el.remove();
    clock.advance(5000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(expired).to.equal(0);
  });

  it('passes the axe check', async () => {
    const el = await fixture<EwaCountdown>(html`<ewa-countdown seconds="300"></ewa-countdown>`);
    await expect(el).to.be.accessible();
  });
});

describe('countdown stories', () => {
  it('render every state without accessibility violations', async function () {
    // One axe run per story: more than the default 5 s on a busy machine.
    this.timeout(30_000);
    const count = await eachStory(stories, async (canvas, name) => {
      expect(canvas.querySelector('ewa-countdown'), name).to.exist;
      await expect(canvas, name).to.be.accessible();
    });
    expect(count).to.be.greaterThan(3);
  });
});

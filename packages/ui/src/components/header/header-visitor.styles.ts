import { css } from 'lit';
import { breakpointTablet } from '../../tokens/tokens.ts';

/** The visitors' pieces: 'OPEN account' outlined (in the bar from tablet width up) and the mobile-app banner. */
export const visitorStyles = css`
  .open-account {
    border-color: var(--ewa-color-primary);
  }
  .bar .open-account {
    display: none;
  }
  @media (min-width: ${breakpointTablet}) {
    .bar .open-account {
      display: inline-flex;
      align-items: center;
      gap: var(--ewa-space-2);
    }
  }

  .banner {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--ewa-space-2) var(--ewa-space-3);
    padding: var(--ewa-space-2) var(--ewa-space-4);
    background: var(--ewa-header-banner-background, var(--ewa-color-primary-soft));
    font-size: var(--ewa-font-size-sm);
  }
  .banner .text {
    flex: 1;
  }
`;

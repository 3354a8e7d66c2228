import { PublicPage } from './PublicPage.tsx';

/** The investment disclaimer. */
export default function Disclaimer() {
  return (
    <PublicPage title="Disclaimer">
      <p>
        Mutual fund investments are subject to market risks, read all scheme related documents carefully. Past
        performance is not indicative of future returns.
      </p>
      <p>
        Investments in securities, bonds and other products are subject to the risks of the markets they trade
        in. The value of an investment and the income from it can go down as well as up.
      </p>
      <p>
        Registration granted by SEBI and certification from NISM in no way guarantee the performance of the
        intermediary or provide any assurance of returns to investors.
      </p>
      <p>
        Information on this portal is provided in good faith for general information. Please consult your
        wealth partner before taking an investment decision.
      </p>
    </PublicPage>
  );
}

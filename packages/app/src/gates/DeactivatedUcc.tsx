import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function DeactivatedUcc() {
  return <NotOpenYet title="DeactivatedUcc" />;
}

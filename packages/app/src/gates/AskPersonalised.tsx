import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function AskPersonalised() {
  return <NotOpenYet title="AskPersonalised" />;
}

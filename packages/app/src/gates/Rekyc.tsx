import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function Rekyc() {
  return <NotOpenYet title="Rekyc" />;
}

import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function Home() {
  return <NotOpenYet title="Home" />;
}

import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function ErrorPage() {
  return <NotOpenYet title="ErrorPage" />;
}

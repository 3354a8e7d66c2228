import { NotOpenYet } from '../layout/NotOpenYet.tsx';

export default function LoginScreen() {
  return <NotOpenYet title="LoginScreen" />;
}

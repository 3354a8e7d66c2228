import { Navigate } from 'react-router-dom';

/** `/register` and `/account` (the header's 'OPEN account' link): account opening starts at the mobile login. */
export default function OpenAccount() {
  return <Navigate to="/tradereg/createlogin/generate-otp" replace />;
}

import { LoginPanel } from './LoginPanel';

/** The alternate login entry of the spec (`/login22`): the same ways in, mobile first. */
export default function Login22Page() {
  return <LoginPanel alternate />;
}

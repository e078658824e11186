import { LoginPanel } from './LoginPanel';

export default function LoginPage() {
  return <LoginPanel />;
}

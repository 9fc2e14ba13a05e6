import { lazy, Suspense, useState } from 'react';
import { Invite } from './screens/invite.tsx';
import { SignIn } from './screens/sign-in.tsx';
import { SessionProvider, useSession } from './session.tsx';

// The signed-in screens (and the phone's database) load after the first screen, in their own chunk.
const Shell = lazy(() => import('./shell.tsx'));

export function App() {
  return (
    <SessionProvider>
      <Screens />
    </SessionProvider>
  );
}

function Screens() {
  const { session } = useSession();
  const [invite, setInvite] = useState(() =>
    location.pathname.startsWith('/field/invite')
      ? new URLSearchParams(location.search).get('code')
      : undefined,
  );
  if (invite !== undefined) {
    return (
      <Invite
        code={invite}
        done={() => {
          history.replaceState(null, '', '/field/');
          setInvite(undefined);
        }}
      />
    );
  }
  if (!session || session.expired) return <SignIn />;
  return (
    <Suspense fallback={null}>
      <Shell session={session} />
    </Suspense>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { MSG } from '@portal/contracts';

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /** Clears a caught error when it changes (the path: moving elsewhere tries again). */
  resetKey: string;
}

/**
 * Catches a screen that failed to render or to load (a code chunk of an older release, a bug) and
 * offers a reload instead of a blank page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorResult /> : this.props.children;
  }
}

/** What a page that failed shows: a reload offer. */
export function ErrorResult() {
  return (
    <Result
      status="error"
      title={MSG.tryAgain}
      subTitle="This page could not be shown. Reloading usually helps after the portal was updated."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}

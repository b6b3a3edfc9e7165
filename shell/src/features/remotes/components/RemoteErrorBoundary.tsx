import { Component, type ReactNode } from 'react';

interface Props {
  fallback(reset: () => void): ReactNode;
  children: ReactNode;
}

/** Catches a remote that loaded but crashed while rendering, so the shell stays usable. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[portal] a remote failed while rendering', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

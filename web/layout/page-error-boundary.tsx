import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the page when it fails to load or throws while rendering. */
  fallback(error: Error, retry: () => void): ReactNode;
  children: ReactNode;
}

/** Keeps one broken page (a failed chunk download, a render error) from blanking the console. */
export class PageErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error
      ? this.props.fallback(error, () => this.setState({ error: null }))
      : this.props.children;
  }
}

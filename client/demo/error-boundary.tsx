import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Heading of the message, e.g. "This demo failed". */
  label: string;
  children: ReactNode;
  onError?: (error: Error) => void;
  /** Shown instead of the message when given: an edited demo that throws gives way to its last good render. */
  fallback?: ReactNode;
  /** A change of it clears the error (a playground's props: the next knob change tries again). */
  resetKey?: unknown;
}

/** Keeps a throwing demo inside its frame: a short message instead of the demo, the page untouched. */
export class DemoErrorBoundary extends Component<Props, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  // React itself reports the error to the console.
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" className="docs-demo-error">
        <strong>{this.props.label}</strong>
        <code>{String(error.message || error)}</code>
      </div>
    );
  }
}

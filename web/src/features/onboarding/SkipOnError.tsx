import { Component, type ReactNode } from 'react';

interface SkipOnErrorProps {
  children: ReactNode;
  onError(): void;
}

/** An optional first-run step that cannot load is skipped rather than shown as an error. */
export class SkipOnError extends Component<SkipOnErrorProps, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

// Catches a crash in a route's components and shows the theme's Error page
// ('This page crashed.') with a 'Try again' that clears the error.
import { Component, type ReactNode } from 'react';
import ErrorPage from '@theme/Error';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  componentDidUpdate() {
    if (this.state.error) document.title = 'Page Error';
  }

  componentDidMount() {
    if (this.state.error) document.title = 'Page Error';
  }

  render() {
    const { error } = this.state;
    if (error) return <ErrorPage error={error} tryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

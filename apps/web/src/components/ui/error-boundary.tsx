import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Last resort for a crash while rendering (or a lazy chunk that failed to load after a deploy). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page-section">
        <div className="empty-state" role="alert">
          <h1>Algo salió mal</h1>
          <p>Ocurrió un error inesperado. Recarga la página para intentar de nuevo.</p>
          <button type="button" className="btn btn-primary btn-md" onClick={() => window.location.reload()}>
            <span>Recargar página</span>
          </button>
        </div>
      </div>
    );
  }
}

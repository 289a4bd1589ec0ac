// The dashboard (GET /): sign in with an API key, see recent events, ask questions.
// The key stays in this tab (sessionStorage) and is sent only as the Bearer header.
import 'uplot/dist/uPlot.min.css';
import './styles.css';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { ApiError, listEvents } from './api.js';
import { AskPanel } from './ask-panel.js';
import { EventsPanel } from './events-panel.js';

const KEY_STORAGE = 'usage-insights.apiKey';

function SignIn({ onSignedIn }: { onSignedIn: (key: string) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const candidate = key.trim();
    if (!candidate) return setError('Enter an API key.');
    setBusy(true);
    setError('');
    try {
      await listEvents(candidate, '', 1); // the key is checked by a real call
      onSignedIn(candidate);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="panel sign-in" onSubmit={submit} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      <p>Enter an API key of your account. It stays in this browser tab only.</p>
      <label for="api-key">API key</label>
      <input
        id="api-key"
        name="api-key"
        type="password"
        autoComplete="off"
        spellcheck={false}
        value={key}
        onInput={(e) => setKey((e.target as HTMLInputElement).value)}
      />
      <button type="submit" disabled={busy}>
        {busy ? 'Checking…' : 'Sign in'}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function App() {
  const [apiKey, setApiKey] = useState<string | null>(() => sessionStorage.getItem(KEY_STORAGE));
  const signIn = (key: string) => {
    sessionStorage.setItem(KEY_STORAGE, key);
    setApiKey(key);
  };
  const signOut = () => {
    sessionStorage.removeItem(KEY_STORAGE);
    setApiKey(null);
  };
  return (
    <>
      <header class="top">
        <h1>Usage Insights</h1>
        {apiKey && (
          <button type="button" class="secondary" onClick={signOut}>
            Sign out
          </button>
        )}
      </header>
      <main>
        {apiKey ? (
          <>
            <AskPanel apiKey={apiKey} onUnauthorized={signOut} />
            <EventsPanel apiKey={apiKey} onUnauthorized={signOut} />
          </>
        ) : (
          <SignIn onSignedIn={signIn} />
        )}
      </main>
    </>
  );
}

// The static "Loading…" line is replaced, not kept beside the app.
const root = document.getElementById('app')!;
root.textContent = '';
render(<App />, root);

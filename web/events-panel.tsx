// Recent events (GET /usage), newest first, with a user filter and a refresh.
import { useEffect, useState } from 'preact/hooks';
import { ApiError, listEvents, type UsageEvent } from './api.js';

const caption = (n: number, user: string) =>
  (n === 0 ? 'No events yet' : n === 1 ? 'The most recent event' : `The ${n} most recent events`) +
  (n && user ? ` of ${user}` : '');

export function EventsPanel({ apiKey, onUnauthorized }: { apiKey: string; onUnauthorized: () => void }) {
  const [userId, setUserId] = useState('');
  const [events, setEvents] = useState<UsageEvent[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = async (filter = userId) => {
    setBusy(true);
    setError('');
    try {
      setEvents(await listEvents(apiKey, filter.trim()));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      setError(err instanceof ApiError ? err.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => void load(''), [apiKey]);

  return (
    <section class="panel" aria-labelledby="events-title">
      <h2 id="events-title">Recent events</h2>
      <form class="row" onSubmit={(e) => (e.preventDefault(), void load())}>
        <label for="user-filter">User id</label>
        <input
          id="user-filter"
          type="search"
          placeholder="all users"
          value={userId}
          onInput={(e) => setUserId((e.target as HTMLInputElement).value)}
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Loading…' : 'Refresh'}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {events && (
        <div class="table-wrap">
          <table class="events">
            <caption>{caption(events.length, userId.trim())}</caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">User</th>
                <th scope="col">Event</th>
                <th scope="col" class="num">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={e.eventId}>
                  <td>{e.timestamp.replace('T', ' ').replace(/\.\d+Z$/, '')}</td>
                  <td>{e.userId}</td>
                  <td>{e.eventName}</td>
                  <td class="num">{e.eventValue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

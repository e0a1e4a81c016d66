/**
 * A slow network the test controls: each request `held` waits until the test lets it go, so a
 * screen can be driven while its lookups are still unanswered.
 */
export function slowAnswers() {
  const waiting: { key: string; go: () => void }[] = [];
  return {
    /** Waits until the test lets the request named `key` go. */
    held: (key: string) =>
      new Promise<void>((go) => {
        waiting.push({ key, go });
      }),
    /** The keys of the requests still waiting, oldest first. */
    waiting: () => waiting.map((request) => request.key),
    /** Lets the requests named `key` go (every request without one). */
    answer(key?: string) {
      for (const request of waiting.filter((r) => key === undefined || r.key === key)) {
        waiting.splice(waiting.indexOf(request), 1);
        request.go();
      }
    },
  };
}

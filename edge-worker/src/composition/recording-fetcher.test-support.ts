/**
 * A stand-in `Fetcher` (a service binding) that answers every call with `answer()` and records the URLs
 * it was asked for — for the unit tests of the caches that read a Worker's files.
 *
 * @example const { fetcher, calls } = recordingFetcher(() => Response.json(manifest));
 */
export function recordingFetcher(answer: () => Response | Promise<Response>): { fetcher: Fetcher; calls: string[] } {
  const calls: string[] = [];
  const fetcher = {
    fetch: async (input: string) => {
      calls.push(input);
      return answer();
    },
  } as unknown as Fetcher;
  return { fetcher, calls };
}
